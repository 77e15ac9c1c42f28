import { useEffect } from 'react';

/** Keeps the document title in step with the page heading. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Home Kitchen`;
  }, [title]);
}
