import styled from '@emotion/styled';
import { useTheme } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { buttonLinkStyles, Button } from '@/components/ui/button';
import { HeadedColumn } from '@/components/ui/headed-column';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCached } from '@/stores/base/use-cached';
import { useStore } from '@/stores/stores-context';
import { InviteStore } from '../stores/invite-store';

const Section = HeadedColumn.withComponent('section');

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.5rem 1.25rem;
  margin: 0;
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

/** Business and role of an invite, with the way on to account setup. */
export const InviteDetailsCard = observer(function InviteDetailsCard({ token }: { token: string }) {
  if (!token) {
    return (
      <Section gap="1.25rem">
        <h1>Invitation link incomplete</h1>
        <p role="alert">This link has no invitation token. Ask your team administrator to send it again.</p>
      </Section>
    );
  }
  return <InviteDetails token={token} />;
});

const InviteDetails = observer(function InviteDetails({ token }: { token: string }) {
  const read = useCached(useStore(InviteStore).getInvite(token));
  const theme = useTheme();
  const invite = read.data;

  if (read.isLoading) return <Spinner label="Loading invitation" size={32} />;
  if (!invite) {
    // A mistyped or cut link answers 400 (malformed token) or 404: both mean the same thing to the person holding it.
    const badLink = read.error?.status === 400 || read.error?.status === 404;
    return (
      <Section gap="1.25rem">
        <h1>Invitation not available</h1>
        <p role="alert">
          {badLink || !read.error
            ? 'This invitation link is not valid. Ask your team administrator to send it again.'
            : `We could not check this invitation: ${read.error.message}`}
        </p>
        {read.error && !badLink && (
          <Button variant="secondary" onClick={() => void read.refetch()}>
            Try again
          </Button>
        )}
      </Section>
    );
  }
  return (
    <Section gap="1.25rem">
      <h1>You have been invited</h1>
      <p>Join your team on Home Kitchen to help run the kitchen.</p>
      <Facts>
        <dt>Business</dt>
        <dd>{invite.businessName}</dd>
        <dt>Role</dt>
        <dd>{invite.role.name}</dd>
        <dt>E-mail</dt>
        <dd>{invite.email}</dd>
      </Facts>
      <Link to={paths.invites.setup.getHref(token)} css={buttonLinkStyles(theme, 'primary', 'lg')}>
        Accept invitation
      </Link>
    </Section>
  );
});
