import styled from '@emotion/styled';
import { useTheme } from '@emotion/react';
import { Container } from '@/components/ui/container';
import { buttonLinkStyles } from '@/components/ui/button';
import { oneColumnOnPhone } from '@/components/ui/phone-rules';
import { Stack } from '@/components/ui/stack';
import { wrappingRow } from '@/components/ui/toolbar';

const Section = styled.section`
  padding: clamp(3rem, 8vw, 6rem) 0 clamp(2rem, 6vw, 4rem);
`;

const Grid = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
  gap: clamp(2rem, 5vw, 4rem);
  align-items: center;
  ${oneColumnOnPhone}
`;

const Copy = styled(Stack)`
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.hero};
    letter-spacing: -0.02em;
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 36rem;
  }
`;

const Eyebrow = styled.span`
  align-self: flex-start;
  padding: 0.25rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Actions = styled.div(wrappingRow);

const Plate = styled.div`
  position: relative;
  aspect-ratio: 1;
  max-width: 26rem;
  width: 100%;
  margin: 0 auto;
  border-radius: 50%;
  background:
    radial-gradient(circle at 50% 50%, #fffaf0 0 52%, #efe6d6 53% 60%, #fffaf0 61% 66%, transparent 67%),
    radial-gradient(circle at 50% 50%, ${({ theme }) => theme.colors.primarySoft} 0 70%, transparent 71%);
  ${({ theme }) => theme.media.mobile} {
    max-width: 16rem;
  }
`;

const Food = styled.span<{ top: string; left: string; size: string; color: string }>`
  position: absolute;
  top: ${({ top }) => top};
  left: ${({ left }) => left};
  width: ${({ size }) => size};
  height: ${({ size }) => size};
  border-radius: 50%;
  background: ${({ color }) => color};
  box-shadow: inset -6px -6px 0 rgba(0, 0, 0, 0.08);
`;

/** Hero text and the two landing actions. */
export function Hero() {
  const theme = useTheme();
  return (
    <Section aria-labelledby="hero-heading">
      <Grid>
        <Copy gap="1.25rem">
          <Eyebrow>For UK home chefs</Eyebrow>
          <h1 id="hero-heading">Sell your home-cooked meals to hungry neighbours</h1>
          <p>
            Take advance orders, set your own menu, delivery zones and cut-off times, and get paid straight to your
            account. Built for independent cooks and small food businesses.
          </p>
          <Actions>
            <a href="#become-a-vendor" css={buttonLinkStyles(theme, 'primary', 'lg')}>
              Become a Vendor
            </a>
            <a href="#join-waitlist" css={buttonLinkStyles(theme, 'secondary', 'lg')}>
              Join waitlist
            </a>
          </Actions>
        </Copy>
        <Plate aria-hidden="true">
          <Food top="30%" left="28%" size="22%" color="#e9a23b" />
          <Food top="26%" left="52%" size="18%" color="#7fb069" />
          <Food top="50%" left="44%" size="24%" color="#c8553d" />
          <Food top="52%" left="26%" size="14%" color="#f4d35e" />
        </Plate>
      </Grid>
    </Section>
  );
}
