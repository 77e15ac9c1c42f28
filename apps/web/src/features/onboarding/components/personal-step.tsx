import { observer } from 'mobx-react-lite';
import { TextInput } from '@/components/ui/text-input';
import { FormGrid } from '@/components/ui/toolbar';
import { useStore } from '@/stores/stores-context';
import { latestDob, MIN_AGE } from '../stores/onboarding-rules';
import { OnboardingStore } from '../stores/onboarding-store';

/** Step 1: who the vendor is. */
export const PersonalStep = observer(function PersonalStep() {
  const onboarding = useStore(OnboardingStore);
  const draft = onboarding.personal;
  const errors = onboarding.errors(1);
  return (
    <FormGrid>
      <TextInput
        label="First name"
        name="firstName"
        autoComplete="given-name"
        required
        value={draft.firstName}
        error={errors.firstName}
        onChange={(event) => onboarding.updatePersonal('firstName', event.target.value)}
      />
      <TextInput
        label="Last name"
        name="lastName"
        autoComplete="family-name"
        required
        value={draft.lastName}
        error={errors.lastName}
        onChange={(event) => onboarding.updatePersonal('lastName', event.target.value)}
      />
      <TextInput
        label="E-mail address"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        hint="You sign in with this address; we send your order e-mails here too."
        value={draft.email}
        error={errors.email}
        onChange={(event) => onboarding.updatePersonal('email', event.target.value)}
      />
      <TextInput
        label="Phone number"
        name="phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        hint="A UK number, e.g. 07700 900123: we add the +44 for you."
        value={draft.phone}
        error={errors.phone}
        onChange={(event) => onboarding.updatePersonal('phone', event.target.value)}
      />
      <TextInput
        label="Date of birth"
        name="dob"
        type="date"
        autoComplete="bday"
        required
        max={latestDob()}
        hint={`You must be ${MIN_AGE} or over to sell on Home Kitchen.`}
        value={draft.dob}
        error={errors.dob}
        onChange={(event) => onboarding.updatePersonal('dob', event.target.value)}
      />
    </FormGrid>
  );
});
