import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/components/page-title';
import { wrappingRow } from '@/components/ui/toolbar';

const Header = styled.header`
  ${wrappingRow}
  align-items: flex-end;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1.5rem;
  h1 {
    font-size: clamp(1.5rem, 2.5vw, 2rem);
  }
  p {
    margin-top: 0.375rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Heading (and document title) of a dashboard page, then its content. */
export function ContentLayout({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <>
      <Header>
        <div>
          <h1>{title}</h1>
          {description && <p>{description}</p>}
        </div>
        {actions}
      </Header>
      {children}
    </>
  );
}
