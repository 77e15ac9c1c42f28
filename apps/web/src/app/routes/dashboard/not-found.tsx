import styled from '@emotion/styled';
import { useTheme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '@/components/page-title';
import { buttonLinkStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 1rem;
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

/** A mistyped dashboard address: the sidebar stays, so the member can carry on from where they are. */
export default function DashboardNotFoundRoute() {
  usePageTitle('Page not found');
  const theme = useTheme();
  return (
    <Panel>
      <Code aria-hidden="true">404</Code>
      <h1>Page not found</h1>
      <p>
        The page you are looking for does not exist or has moved. Pick a page from the menu, or go to the dashboard.
      </p>
      <Link to={paths.dashboard.root.getHref()} css={buttonLinkStyles(theme)}>
        Go to Dashboard
      </Link>
    </Panel>
  );
}
