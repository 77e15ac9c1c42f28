import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Logo } from '@/components/logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { hiddenOnPhone } from '@/components/ui/phone-rules';

const Page = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 1.5rem;
  padding: 1.5rem;
  max-width: ${({ theme }) => theme.layout.containerMaxWidth};
  margin: 0 auto;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    padding: 1rem;
  }
`;

const Main = styled.main`
  display: flex;
  flex-direction: column;
  gap: 2rem;
  padding: clamp(0.5rem, 3vw, 2rem);
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  justify-content: center;
  width: 100%;
  max-width: 27rem;
  margin: 0 auto;
`;

const Side = styled.div(hiddenOnPhone);

/** Two-column page for sign-in and invite flows: the form on the left, a side panel on the right. */
export function AuthLayout({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <Page>
      <Main>
        <Top>
          <Logo />
          <ThemeToggle />
        </Top>
        <Body>{children}</Body>
      </Main>
      <Side>{aside}</Side>
    </Page>
  );
}
