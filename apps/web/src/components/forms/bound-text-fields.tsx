import { TextInput, type TextInputProps } from '@/components/ui/text-input';
import type { TextFieldBinding } from './text-field-binding';

/** One text field of a form's table: the key of its value and its TextInput props besides value, error and change. */
export type TextFieldSpec<Key extends string> = Omit<TextInputProps, 'name' | 'value' | 'error' | 'onChange'> & {
  name: Key;
};

/** The two name fields of a person: told apart by their label and what the browser fills in. */
export const PERSON_NAME_FIELDS = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
] as const satisfies readonly TextFieldSpec<'firstName' | 'lastName'>[];

/** The person name fields a form asks for before it can go on. */
export const REQUIRED_PERSON_NAME_FIELDS = PERSON_NAME_FIELDS.map((spec) => ({ ...spec, required: true }));

/**
 * The text inputs of a table, in its order, each bound to its value by `field` (a `textFieldBinder`); props given
 * in the table come before the binding's.
 */
export function BoundTextFields<Key extends string>({
  fields,
  field,
}: {
  fields: readonly TextFieldSpec<Key>[];
  field: (key: Key) => TextFieldBinding<Key>;
}) {
  return (
    <>
      {fields.map(({ name, ...props }) => (
        <TextInput key={name} {...props} {...field(name)} />
      ))}
    </>
  );
}
