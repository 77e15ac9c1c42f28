import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { tonedBox } from '@/components/ui/tones';
import { errorText } from '@/components/ui/text-styles';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  min-width: 0;
  & + & {
    margin-top: 1.5rem;
    padding-top: 1.25rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  header h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  header p {
    margin-top: 0.25rem;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** A titled part of a step (h3), labelling the controls inside it. */
export function EditorSection({
  title,
  description,
  aside,
  children,
}: {
  title: string;
  description?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Root aria-labelledby={id}>
      <header>
        <h3 id={id}>
          {title}
          {aside}
        </h3>
        {description && <p>{description}</p>}
      </header>
      {children}
    </Root>
  );
}

/**
 * One of a step's repeated entries (an option, a date window): a bordered group named by its legend, its fields in
 * a grid (each step sets the columns) and its Remove button level with the inputs.
 */
export const EntryFieldset = styled.fieldset`
  display: grid;
  align-items: start;
  gap: 0.75rem 1rem;
  margin: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
  legend {
    padding: 0 0.375rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
  > button {
    margin-top: 1.625rem;
  }
`;

/** A message about a group of controls (not a single input), read out when it appears. */
export const GroupError = styled.p`
  ${errorText}
`;

/** A note that needs the chef's attention without being an error. */
export const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 0.75rem 1rem;
  ${tonedBox('warning')}
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p {
    flex: 1 1 16rem;
  }
`;
