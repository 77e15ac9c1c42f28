import type { ChangeEvent } from 'react';

/** The keys of a form's values that hold text. */
export type TextKey<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string;

/** What ties a `TextInput` or `Textarea` to one text value of a form. */
export interface TextFieldBinding<Key extends string> {
  name: Key;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/**
 * Binds the text fields of a form: a field is named after its key, shows that key's value and error, and sends
 * what is typed to `update`. Spread the result on the field: `<TextInput label="Name" {...field('name')} />`.
 */
export function textFieldBinder<Values>(
  values: Values,
  errors: Partial<Record<string, string>>,
  update: <K extends TextKey<Values>>(key: K, value: Values[K]) => void,
) {
  return <K extends TextKey<Values>>(key: K): TextFieldBinding<K> => ({
    name: key,
    value: values[key] as string,
    error: errors[key],
    // A text key holds a string, so what is typed is a value of that key.
    onChange: (event) => update(key, event.target.value as Values[K]),
  });
}
