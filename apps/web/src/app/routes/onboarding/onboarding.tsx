import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { usePageTitle } from '@/components/page-title';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Container, HeaderRow } from '@/components/ui/container';
import { SignOutIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { OnboardingWizard } from '@/features/onboarding/components/onboarding-wizard';
import { OnboardingStore } from '@/features/onboarding/stores/onboarding-store';
import { useUnsavedChangesPrompt } from '@/hooks/use-unsaved-changes';
import { useStore, useStores } from '@/stores/stores-context';

const Top = styled(HeaderRow)`
  gap: 0.5rem;
  > div {
    display: flex;
    align-items: center;
    gap: 0.25rem;
  }
`;

const Main = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  max-width: 60rem;
  padding-top: 1.5rem;
  padding-bottom: 4rem;
  h1 {
    font-size: clamp(1.75rem, 3vw, 2.5rem);
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  > header p {
    margin-top: 0.5rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** /onboarding: the four steps a new vendor completes before selling, then the dashboard. */
const OnboardingRoute = observer(function OnboardingRoute() {
  usePageTitle('Onboarding');
  const { auth } = useStores();
  const onboarding = useStore(OnboardingStore);
  const navigate = useNavigate();
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const prompt = useUnsavedChangesPrompt(onboarding.isDirty && !leaving);

  const signOut = async () => {
    setLeaving(true);
    setConfirmSignOut(false);
    await auth.logout();
    navigate(paths.auth.login.getHref(), { replace: true });
  };

  return (
    <>
      <Top narrow as="header">
        <Logo />
        <div>
          <ThemeToggle />
          <Button variant="ghost" size="sm" onClick={() => setConfirmSignOut(true)}>
            <SignOutIcon size={18} /> Sign out
          </Button>
        </div>
      </Top>
      <Main narrow as="main">
        <OnboardingWizard onFinished={() => navigate(paths.dashboard.root.getHref())} />
      </Main>
      <ConfirmDialog
        open={confirmSignOut}
        title="Are you sure you want to signout?"
        message={onboarding.isDirty ? 'What you have typed in a step you have not saved yet will be lost.' : undefined}
        onCancel={() => setConfirmSignOut(false)}
        onConfirm={() => void signOut()}
      />
      {prompt}
    </>
  );
});

export default OnboardingRoute;
