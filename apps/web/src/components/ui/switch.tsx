import styled from '@emotion/styled';
import { useId } from 'react';
import { labelWithNote } from './checkbox';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  min-height: 2.75rem;
  ${labelWithNote}
  label {
    font-weight: 500;
  }
  small {
    font-weight: 400;
  }
`;

const Track = styled.button`
  position: relative;
  flex-shrink: 0;
  width: 2.75rem;
  height: 1.5rem;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  cursor: pointer;
  transition: background-color 120ms ease;
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 1.125rem;
    height: 1.125rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.textMuted};
    transition: transform 120ms ease;
  }
  &[aria-checked='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-checked='true']::after {
    transform: translateX(1.25rem);
    background: ${({ theme }) => theme.colors.onPrimary};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** An on/off setting: a labelled switch (role="switch") that changes as soon as it is pressed. */
export function Switch({
  label,
  description,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <Row>
      <label htmlFor={id}>
        {label}
        {description && <small>{description}</small>}
      </label>
      <Track
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      />
    </Row>
  );
}
