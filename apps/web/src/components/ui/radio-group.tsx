import styled from '@emotion/styled';
import { useId } from 'react';
import { FieldMeta } from './field';
import { chosenPill, pillOption } from './pill-option';
import { labelText } from './text-styles';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: 0.375rem;
  ${labelText}
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const OptionLabel = styled.label`
  ${pillOption}
  position: relative;
  gap: 0.5rem;
  min-height: 2.5rem;
  padding: 0 0.875rem;
  &:has(input:checked) {
    ${chosenPill}
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    accent-color: ${({ theme }) => theme.colors.primary};
    margin: 0;
  }
`;

export interface RadioGroupProps<V extends string> {
  legend: string;
  name: string;
  options: readonly V[] | readonly { value: V; label: string }[];
  value: V | '';
  onChange: (value: V) => void;
  error?: string;
  required?: boolean;
}

/** A native radio group in a fieldset, so arrow keys move between options. */
export function RadioGroup<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  required,
}: RadioGroupProps<V>) {
  const id = useId();
  const items = options.map((option) => (typeof option === 'string' ? { value: option, label: option } : option));
  return (
    <Fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <Legend>{legend}</Legend>
      <Options>
        {items.map((item) => (
          <OptionLabel key={item.value}>
            <input
              type="radio"
              name={name}
              value={item.value}
              checked={value === item.value}
              required={required}
              onChange={() => onChange(item.value)}
            />
            {item.label}
          </OptionLabel>
        ))}
      </Options>
      <FieldMeta id={id} error={error} />
    </Fieldset>
  );
}
