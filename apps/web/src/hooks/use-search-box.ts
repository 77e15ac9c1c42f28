import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A search box whose settled text lives in the URL: typing writes the trimmed text once it pauses for 300 ms, and a URL
 * change from elsewhere (Back, Forward) shows its text in the box. Returns the box's text, its setter, and `clear` for
 * a "Clear filters" that empties the box and the URL's search together.
 */
export function useSearchBox(
  urlSearch: string,
  write: (search: string) => void,
): [string, (text: string) => void, () => void] {
  const [text, setText] = useState(urlSearch);
  const debounced = useDebouncedValue(text);
  const written = useRef(urlSearch);
  useEffect(() => {
    const value = debounced.trim();
    if (value === written.current) return;
    written.current = value;
    write(value);
    // `write` is rebuilt every render; only a settled search should write the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  useEffect(() => {
    if (urlSearch !== written.current) {
      written.current = urlSearch;
      setText(urlSearch);
    }
  }, [urlSearch]);
  const clear = () => {
    written.current = '';
    setText('');
  };
  return [text, setText, clear];
}
