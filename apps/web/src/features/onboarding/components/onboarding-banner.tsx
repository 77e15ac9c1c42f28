import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { buttonLinkStyles } from '@/components/ui/button';
import { AlertIcon, ChevronRightIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useStores } from '@/stores/stores-context';

const Banner = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
  margin-bottom: 1.5rem;
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  > svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.warning};
  }
  p {
    flex: 1 1 16rem;
    min-width: 0;
  }
`;

const FinishLink = styled(Link)`
  ${({ theme }) => buttonLinkStyles(theme, 'primary', 'md')}
  gap: 0.375rem;
  ${({ theme }) => theme.media.mobile} {
    flex: 1 1 100%;
  }
`;

/**
 * Shown on every dashboard page while the vendor's onboarding is incomplete, leading back to it. The stored member
 * may be out of date (onboarding finished on another device), so it is fetched again before the reminder stays.
 */
export const OnboardingBanner = observer(function OnboardingBanner() {
  const { auth } = useStores();
  const incomplete = auth.user?.completedOnboarding === false;

  useEffect(() => {
    if (auth.user?.completedOnboarding === false) void auth.getMe();
  }, [auth]);

  if (!incomplete) return null;
  return (
    <Banner aria-label="Finish setting up">
      <AlertIcon />
      <p>
        <strong>Your kitchen is not ready to sell yet.</strong> Finish setting up your details, documents and cuisines
        to start taking orders.
      </p>
      <FinishLink to={paths.onboarding.getHref()}>
        Finish setting up <ChevronRightIcon size={18} />
      </FinishLink>
    </Banner>
  );
});
