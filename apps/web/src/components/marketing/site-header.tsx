import styled from '@emotion/styled';
import { useTheme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { buttonLinkStyles } from '@/components/ui/button';
import { HeaderRow } from '@/components/ui/container';
import { paths } from '@/config/paths';

const Bar = styled.header`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  a.text-link {
    padding: 0.5rem 0.75rem;
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  a.text-link:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${({ theme }) => theme.media.mobile} {
    .get-started {
      display: none;
    }
  }
`;

/** Landing page header: logo, sign-in links, theme toggle. */
export function SiteHeader() {
  const theme = useTheme();
  return (
    <Bar>
      <HeaderRow>
        <Logo />
        <Nav aria-label="Account">
          <Link className="text-link" to={paths.auth.login.getHref()}>
            Sign in
          </Link>
          <Link className="get-started" to={paths.auth.signup.getHref()} css={buttonLinkStyles(theme, 'primary', 'sm')}>
            Get Started
          </Link>
          <ThemeToggle />
        </Nav>
      </HeaderRow>
    </Bar>
  );
}
