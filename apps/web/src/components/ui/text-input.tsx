import styled from '@emotion/styled';
import type { ComponentPropsWithRef } from 'react';
import { controlStyles, LabelledControl, type TextFieldProps } from './field';

const Input = styled.input<{ invalid: boolean }>`
  ${controlStyles}
`;

export interface TextInputProps extends Omit<ComponentPropsWithRef<'input'>, 'children'>, TextFieldProps {}

/** Labelled text input with its error under the field. */
export function TextInput({ label, error, hint, limit, id, value, ...props }: TextInputProps) {
  return (
    <LabelledControl label={label} id={id} error={error} hint={hint} limit={limit} value={value}>
      {(control) => <Input {...control} value={value} {...props} />}
    </LabelledControl>
  );
}
