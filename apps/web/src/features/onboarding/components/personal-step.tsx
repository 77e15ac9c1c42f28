import { observer } from 'mobx-react-lite';
import { textFieldBinder } from '@/components/forms/text-field-binding';
import { TextInput } from '@/components/ui/text-input';
import { FormGrid } from '@/components/ui/toolbar';
import { useStore } from '@/stores/stores-context';
import { latestDob, MIN_AGE } from '../stores/onboarding-rules';
import { OnboardingStore } from '../stores/onboarding-store';

/** Step 1: who the vendor is. */
export const PersonalStep = observer(function PersonalStep() {
  const onboarding = useStore(OnboardingStore);
  const draft = onboarding.personal;
  const field = textFieldBinder(draft, onboarding.errors(1), (key, value) => onboarding.updatePersonal(key, value));
  return (
    <FormGrid>
      <TextInput label="First name" autoComplete="given-name" required {...field('firstName')} />
      <TextInput label="Last name" autoComplete="family-name" required {...field('lastName')} />
      <TextInput
        label="E-mail address"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        hint="You sign in with this address; we send your order e-mails here too."
        {...field('email')}
      />
      <TextInput
        label="Phone number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        hint="A UK number, e.g. 07700 900123: we add the +44 for you."
        {...field('phone')}
      />
      <TextInput
        label="Date of birth"
        type="date"
        autoComplete="bday"
        required
        max={latestDob()}
        hint={`You must be ${MIN_AGE} or over to sell on Home Kitchen.`}
        {...field('dob')}
      />
    </FormGrid>
  );
});
