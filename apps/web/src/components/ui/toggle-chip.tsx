import styled from '@emotion/styled';
import type { ComponentPropsWithRef } from 'react';
import { CheckIcon } from './icons';
import { chosenPill, pillOption } from './pill-option';

const Chip = styled.button`
  ${pillOption}
  gap: 0.375rem;
  min-height: 2.25rem;
  padding: 0.25rem 0.875rem;
  color: ${({ theme }) => theme.colors.text};
  &[aria-pressed='true'] {
    ${chosenPill}
    color: ${({ theme }) => theme.colors.primary};
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
