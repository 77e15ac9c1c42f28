import styled from '@emotion/styled';
import type { ComponentPropsWithRef } from 'react';
import { controlStyles, LabelledControl, type TextFieldProps } from './field';

const Area = styled.textarea<{ invalid: boolean }>`
  ${controlStyles}
  min-height: 6.5rem;
  resize: vertical;
`;

export interface TextareaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'>, TextFieldProps {}

/** Labelled multiline input with error and counter. */
export function Textarea({ label, error, hint, limit, id, value, ...props }: TextareaProps) {
  return (
    <LabelledControl label={label} id={id} error={error} hint={hint} limit={limit} value={value}>
      {(control) => <Area {...control} value={value} {...props} />}
    </LabelledControl>
  );
}
