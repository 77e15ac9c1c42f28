import styled from '@emotion/styled';
import { usePageTitle } from '@/components/page-title';
import { env } from '@/config/env';
import { useHydrated } from '@/hooks/use-hydrated';
import { Container } from '@/components/ui/container';
import { Hero } from '@/components/marketing/hero';
import { SiteHeader } from '@/components/marketing/site-header';
import { VendorApplicationForm } from '@/features/waitlist/components/vendor-application-form';
import { WaitlistForm } from '@/features/waitlist/components/waitlist-form';

const Forms = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: 1.5rem;
  align-items: start;
  padding-bottom: 4rem;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Footer = styled.footer`
  padding: 2rem 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Public landing page: hero, Become a Vendor and Join waitlist. */
export default function LandingRoute() {
  usePageTitle('Sell your home-cooked meals');
  const year = useHydrated() ? new Date().getFullYear() : env.BUILD_YEAR;
  return (
    <>
      <SiteHeader />
      <main>
        <Hero />
        <Forms>
          <VendorApplicationForm />
          <WaitlistForm />
        </Forms>
      </main>
      <Footer>
        <Container>© {year} Home Kitchen. Made for home chefs across the UK.</Container>
      </Footer>
    </>
  );
}
