import styled from '@emotion/styled';
import { useId, type ComponentPropsWithRef } from 'react';
import { controlStyles, describedBy, FieldMeta, FieldRoot, Label } from './field';

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
  const generatedId = useId();
  const areaId = id ?? generatedId;
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <FieldRoot>
      <Label htmlFor={areaId}>{label}</Label>
      <Area
        id={areaId}
        value={value}
        invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id: areaId, error, hint, limit })}
        {...props}
      />
      <FieldMeta id={areaId} error={error} hint={hint} length={length} limit={limit} />
    </FieldRoot>
  );
}
