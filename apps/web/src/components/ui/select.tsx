import styled from '@emotion/styled';
import type { ComponentPropsWithRef } from 'react';
import { controlStyles, LabelledControl } from './field';

const Control = styled.select<{ invalid: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-right: 2.25rem;
  background-image:
    linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - 1.1rem) 55%,
    calc(100% - 0.8rem) 55%;
  background-size: 0.3rem 0.3rem;
  background-repeat: no-repeat;
`;

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  label: string;
  options: SelectOption[];
  placeholder?: string;
  error?: string;
}

/** Labelled native select: keyboard and screen-reader behaviour come from the platform. */
export function Select({ label, options, placeholder, error, id, ...props }: SelectProps) {
  return (
    <LabelledControl label={label} id={id} error={error}>
      {(control) => (
        <Control {...control} {...props}>
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Control>
      )}
    </LabelledControl>
  );
}

/** Scrolling list for custom dropdown menus: at most 300px tall, then it scrolls. */
export const DropdownList = styled.ul`
  max-height: ${({ theme }) => theme.layout.dropdownMaxHeight};
  overflow-y: auto;
  margin: 0;
  padding: 0.25rem;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;
