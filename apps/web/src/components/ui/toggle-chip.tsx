import styled from '@emotion/styled';
import type { ComponentPropsWithRef } from 'react';
import { CheckIcon } from './icons';

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: 2.25rem;
  padding: 0.25rem 0.875rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

/** One item of a pick-many list: pressing adds it when absent and removes it when present. */
export function ToggleChip({
  pressed,
  children,
  ...props
}: Omit<ComponentPropsWithRef<'button'>, 'type' | 'aria-pressed'> & { pressed: boolean }) {
  return (
    <Chip type="button" aria-pressed={pressed} {...props}>
      {pressed && <CheckIcon size={14} />}
      {children}
    </Chip>
  );
}

/** A wrapping row of chips, labelled as a group. */
export const ChipGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
