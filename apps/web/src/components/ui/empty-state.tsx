import styled from '@emotion/styled';
import type { ReactNode } from 'react';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  padding: 3rem 1rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  h2,
  h3 {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  > div:last-child:not(:first-child) {
    margin-top: 0.75rem;
  }
`;

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  headingLevel?: 2 | 3;
}

/** What a list shows when it has nothing yet: a title, one line of help and the action that fills it. */
export function EmptyState({ title, description, action, icon, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Root>
      {icon}
      <Heading>{title}</Heading>
      {description && <p>{description}</p>}
      {action && <div>{action}</div>}
    </Root>
  );
}
