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
export function textFieldBinder<Values extends object>(
  values: Values,
  errors: Partial<Record<string, string>>,
  update: <K extends TextKey<Values>>(key: K, value: Values[K]) => void,
) {
  // Read every value now, in the render of the form that holds them. A binding is often used by a child that is not
  // an observer (BoundTextFields): had it read a store's value itself, no observer would have seen the read, and the
  // field would not redraw as keys are typed until something else in the form (a check) happened to read the value.
  const shown = { ...values };
  return <K extends TextKey<Values>>(key: K): TextFieldBinding<K> => ({
    name: key,
    value: shown[key] as string,
    error: errors[key],
    // A text key holds a string, so what is typed is a value of that key.
    onChange: (event) => update(key, event.target.value as Values[K]),
  });
}
