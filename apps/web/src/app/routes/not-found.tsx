import styled from '@emotion/styled';
import { useTheme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { CenteredPage } from '@/components/layouts/centered-page';
import { usePageTitle } from '@/components/page-title';
import { buttonLinkStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';

const Code = styled.span`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 4rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

export default function NotFoundRoute() {
  usePageTitle('Page not found');
  const theme = useTheme();
  return (
    <CenteredPage>
      <div>
        <Code aria-hidden="true">404</Code>
        <h1>Page not found</h1>
        <p>The page you are looking for does not exist or has moved.</p>
        <Link to={paths.home.getHref()} css={buttonLinkStyles(theme)}>
          Go to Home
        </Link>
      </div>
    </CenteredPage>
  );
}
