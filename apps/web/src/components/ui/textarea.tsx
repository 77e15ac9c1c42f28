import styled from '@emotion/styled';
import type { ComponentPropsWithRef } from 'react';
import { controlStyles, LabelledControl } from './field';

const Area = styled.textarea<{ invalid: boolean }>`
  ${controlStyles}
  min-height: 6.5rem;
  resize: vertical;
`;

export interface TextareaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  label: string;
  error?: string;
  hint?: string;
  /** Shows an `n/limit` counter; typing past it is allowed and flagged by validation. */
  limit?: number;
}

/** Labelled multiline input with error and counter. */
export function Textarea({ label, error, hint, limit, id, value, ...props }: TextareaProps) {
  return (
    <LabelledControl label={label} id={id} error={error} hint={hint} limit={limit} value={value}>
      {(control) => <Area {...control} value={value} {...props} />}
    </LabelledControl>
  );
}
