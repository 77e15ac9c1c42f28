import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/text-input';
import { canSubmitWaitlist, validateEmail } from '@/lib/validation';
import { useStore } from '@/stores/stores-context';
import { WaitlistStore } from '../stores/waitlist-store';
import { FormCard } from './form-card';

/** Join waitlist: e-mail only. */
export const WaitlistForm = observer(function WaitlistForm() {
  const waitlist = useStore(WaitlistStore);
  const [email, setEmail] = useState('');
  const error = email ? validateEmail(email) : undefined;
  const canSubmit = canSubmitWaitlist(email, { email: error });
  const submitting = waitlist.isPending('joinWaitlist');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    if (await waitlist.joinWaitlist(email)) setEmail('');
  };

  return (
    <FormCard id="join-waitlist" aria-labelledby="waitlist-heading">
      <h2 id="waitlist-heading">Join waitlist</h2>
      <p>Not ready to apply? Leave your e-mail and we will tell you when we launch near you.</p>
      <form onSubmit={onSubmit} noValidate>
        <TextInput
          label="E-mail address"
          type="email"
          name="waitlist-email"
          autoComplete="email"
          placeholder="you@example.co.uk"
          value={email}
          error={error}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" disabled={!canSubmit || submitting}>
          {submitting ? 'Joining…' : 'Join waitlist'}
        </Button>
      </form>
    </FormCard>
  );
});
