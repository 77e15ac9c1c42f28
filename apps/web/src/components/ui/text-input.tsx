import styled from '@emotion/styled';
import { useId, type ComponentPropsWithRef } from 'react';
import { controlStyles, describedBy, FieldMeta, FieldRoot, Label } from './field';

const Input = styled.input<{ invalid: boolean }>`
  ${controlStyles}
`;

export interface TextInputProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  label: string;
  error?: string;
  hint?: string;
  /** Shows an `n/limit` counter; the input does not stop typing at the limit. */
  limit?: number;
}

/** Labelled text input with its error under the field. */
export function TextInput({ label, error, hint, limit, id, value, ...props }: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <FieldRoot>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        value={value}
        invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id: inputId, error, hint, limit })}
        {...props}
      />
      <FieldMeta id={inputId} error={error} hint={hint} length={length} limit={limit} />
    </FieldRoot>
  );
}
