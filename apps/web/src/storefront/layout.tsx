import { Global } from '@emotion/react';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { secondaryText } from '@/components/ui/text-styles';
import { storefrontGlobals } from './theme';

const Bar = styled.header`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const BarRow = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  min-height: 3.5rem;
`;

const Brand = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 700;
  font-size: 1.125rem;
  min-height: 2.5rem;
`;

const Main = styled(Container)`
  padding-top: 1.5rem;
  padding-bottom: 5rem;
`;

const Footer = styled.footer`
  ${secondaryText}
  padding: 1.5rem 0 2rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Mark = () => (
  <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
    <rect width="32" height="32" rx="8" fill="#1f6f4a" />
    <path d="M9 14a7 7 0 0 1 14 0v2H9z" fill="#fff" />
    <rect x="8" y="18" width="16" height="3" rx="1.5" fill="#f4b942" />
  </svg>
);

/** Every storefront page: the product's bar (linking to the kitchen when there is one), the page, a footer. */
export function StorefrontLayout({
  kitchen,
  aside,
  children,
}: {
  kitchen?: { name: string; handle: string };
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <Global styles={storefrontGlobals} />
      <Bar>
        <BarRow narrow>
          <Brand href={kitchen ? `/k/${encodeURIComponent(kitchen.handle)}` : '/'}>
            <Mark />
            <span>{kitchen ? kitchen.name : 'Home Kitchen'}</span>
          </Brand>
          {aside}
        </BarRow>
      </Bar>
      <Main as="main" id="main" narrow>
        {children}
      </Main>
      <Container as="div" narrow>
        <Footer>Home-cooked meals from independent UK kitchens, delivered on the day you choose.</Footer>
      </Container>
    </>
  );
}
