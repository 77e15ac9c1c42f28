import type { PayoutSetup } from '@vendor/api-types';
import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button, buttonLinkStyles } from '@/components/ui/button';
import { CachedView } from '@/components/ui/cached-view';
import { Card } from '@/components/ui/card';
import { CheckIcon, ClockIcon } from '@/components/ui/icons';
import { SkeletonRows } from '@/components/ui/skeleton';
import { outlinedBox } from '@/components/ui/outlined-box';
import { paths } from '@/config/paths';
import { useCached } from '@/stores/base/use-cached';
import { useStore, useStores } from '@/stores/stores-context';
import { PayoutsStore } from '../stores/payouts-store';
import { WithdrawalFeeTip } from './withdrawal-fee-tip';

/** The query parameter the payments provider brings the browser back with. */
const RETURN_PARAM = 'stripe';

export const CONNECTED_MESSAGE = 'Payout account connected';
const NOT_FINISHED = 'Onboarding is not finished yet. Continue to connect your account.';
const LINK_EXPIRED = 'The onboarding link has expired. Continue to connect your account.';

const Method = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1.25rem;
  ${outlinedBox()}
  ${({ theme }) => theme.media.mobile} {
    padding: 1rem;
  }
`;

const MethodHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  > div {
    flex: 1 1 14rem;
    min-width: 0;
  }
`;

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.5rem;
  font-weight: 700;
`;

const Features = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    font-weight: 600;
  }
  svg {
    color: ${({ theme }) => theme.colors.success};
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
  p {
    flex: 1 1 16rem;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Notice = styled.p`
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Reason = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Where the payments provider sends the browser back to once onboarding is done or left. */
const callbackUrl = () => {
  const url = new URL(paths.dashboard.payments.payoutAccount.getHref(), window.location.origin);
  url.searchParams.set(RETURN_PARAM, 'return');
  return url.href;
};

const StripeMethod = observer(function StripeMethod({ setup }: { setup: PayoutSetup }) {
  const theme = useTheme();
  const { ui, auth } = useStores();
  const payouts = useStore(PayoutsStore);
  const canManage = auth.can('payouts.manage');
  const [notice, setNotice] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const connected = setup.stripeAccountOnboardingDone;
  const connecting = leaving || payouts.isPending('connectStripeAccount');
  const failure = payouts.errorFor('connectStripeAccount');

  const connect = async () => {
    setLeaving(true);
    const result = await payouts.connectStripeAccount(callbackUrl());
    if (result.ok) window.location.assign(result.data);
    else setLeaving(false);
  };

  useReturnFromOnboarding((done, expired) => {
    if (done) ui.success(CONNECTED_MESSAGE);
    else setNotice(expired ? LINK_EXPIRED : NOT_FINISHED);
  });

  return (
    <Method>
      <MethodHeader>
        <Mark aria-hidden="true">S</Mark>
        <div>
          <h3>Stripe</h3>
          <p>Card payments are paid out to your bank account through Stripe.</p>
        </div>
        {connected ? <Badge tone="success">Connected</Badge> : <Badge tone="neutral">Not connected</Badge>}
      </MethodHeader>
      <Features aria-label="What you get">
        <li>
          <CheckIcon size={18} /> Zero transaction fee
        </li>
        <li>
          <ClockIcon size={18} /> 2-3 days payout time
        </li>
      </Features>
      <WithdrawalFeeTip />
      {!connected && notice && <Notice role="status">{notice}</Notice>}
      <Footer>
        {connected ? (
          <>
            <p>Your Stripe account is connected. Payouts are sent to it on your payout schedule.</p>
            <Link
              to={paths.dashboard.payments.payoutSchedule.getHref()}
              css={buttonLinkStyles(theme, 'secondary', 'md')}
            >
              View payout schedule
            </Link>
          </>
        ) : canManage ? (
          <>
            <p>Connect a Stripe account to receive your payouts. It takes a few minutes.</p>
            <Button onClick={() => void connect()} disabled={connecting}>
              {connecting ? 'Connecting…' : notice ? 'Continue onboarding' : 'Connect'}
            </Button>
          </>
        ) : (
          <p>Ask an administrator of your kitchen to connect the payout account.</p>
        )}
      </Footer>
      {!connected && failure && <Reason>{failure.message}</Reason>}
    </Method>
  );
});

/**
 * Once the payments provider sends the browser back (`?stripe=return`, or `?stripe=refresh` when its link expired),
 * fetches the setup again, reports the outcome once and takes the parameter out of the address.
 */
function useReturnFromOnboarding(report: (done: boolean, expired: boolean) => void) {
  const payouts = useStore(PayoutsStore);
  const [search, setSearch] = useSearchParams();
  const outcome = search.get(RETURN_PARAM);
  const handled = useRef(false);
  useEffect(() => {
    if (!outcome || handled.current) return;
    handled.current = true;
    void payouts
      .getPayoutSetup()
      .refetch()
      .then((setup) => {
        if (setup) report(setup.stripeAccountOnboardingDone, outcome === 'refresh');
        const next = new URLSearchParams(search);
        next.delete(RETURN_PARAM);
        setSearch(next, { replace: true });
      });
  }, [outcome, payouts, report, search, setSearch]);
}

/** "Payout Methods": the connect card, connected or not per stripeAccountOnboardingDone. */
export const PayoutMethods = observer(function PayoutMethods() {
  const read = useCached(useStore(PayoutsStore).getPayoutSetup());
  return (
    <Card title="Payout Methods" description="Where the money your kitchen earns is paid out.">
      <CachedView
        read={read}
        errorTitle="Could not load your payout account"
        loading={<SkeletonRows rows={3} height="3.5rem" label="Loading your payout account" />}
      >
        {(setup) => <StripeMethod setup={setup} />}
      </CachedView>
    </Card>
  );
});
