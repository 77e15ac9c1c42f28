import styled from '@emotion/styled';
import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '@/components/page-title';
import { buttonLinkStyles } from '@/components/ui/button';
import { Stack } from '@/components/ui/stack';

const Panel = styled(Stack.withComponent('section'))`
  align-items: flex-start;
  max-width: 36rem;
  padding: 2rem 0;
  h1 {
    font-size: clamp(1.5rem, 2.5vw, 2rem);
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Code = styled.span`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 3rem;
  font-weight: 700;
  line-height: 1;
  color: ${({ theme }) => theme.colors.primary};
`;

/**
 * A dashboard page that only explains why there is nothing to show (not found, no access): an optional status code,
 * the heading, the reason and one link onwards. The sidebar stays around it.
 */
export function DashboardMessage({
  documentTitle,
  heading,
  code,
  link,
  children,
}: {
  documentTitle: string;
  heading: ReactNode;
  code?: string;
  link: { to: string; label: string };
  children: ReactNode;
}) {
  usePageTitle(documentTitle);
  const theme = useTheme();
  return (
    <Panel>
      {code && <Code aria-hidden="true">{code}</Code>}
      <h1>{heading}</h1>
      <p>{children}</p>
      <Link to={link.to} css={buttonLinkStyles(theme)}>
        {link.label}
      </Link>
    </Panel>
  );
}
