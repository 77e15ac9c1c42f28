import { observer } from 'mobx-react-lite';
import { EmailChange } from '@/components/forms/email-change';
import { BoundTextFields, REQUIRED_PERSON_NAME_FIELDS, type TextFieldSpec } from '@/components/forms/bound-text-fields';
import { textFieldBinder } from '@/components/forms/text-field-binding';
import { FormGrid } from '@/components/ui/toolbar';
import { useStore, useStores } from '@/stores/stores-context';
import { latestDob, MIN_AGE, type PersonalDraft } from '../stores/onboarding-rules';
import { OnboardingStore } from '../stores/onboarding-store';

/** The vendor's own fields; the latest date of birth moves with today, so the table is made at each render. */
const personalFields = (): TextFieldSpec<keyof PersonalDraft>[] => [
  ...REQUIRED_PERSON_NAME_FIELDS,
  {
    name: 'email',
    label: 'E-mail address',
    type: 'email',
    autoComplete: 'email',
    inputMode: 'email',
    required: true,
    readOnly: true,
    hint: 'You sign in with this address; we send your order e-mails here too. Change it with a code below.',
  },
  {
    name: 'phone',
    label: 'Phone number',
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
    required: true,
    hint: 'A UK number, e.g. 07700 900123: we add the +44 for you.',
  },
  {
    name: 'dob',
    label: 'Date of birth',
    type: 'date',
    autoComplete: 'bday',
    required: true,
    max: latestDob(),
    hint: `You must be ${MIN_AGE} or over to sell on Home Kitchen.`,
  },
];

/** Step 1: who the vendor is. */
export const PersonalStep = observer(function PersonalStep() {
  const onboarding = useStore(OnboardingStore);
  const field = textFieldBinder(onboarding.personal, onboarding.errors(1), (key, value) =>
    onboarding.updatePersonal(key, value),
  );
  const { auth } = useStores();
  return (
    <FormGrid>
      <BoundTextFields fields={personalFields()} field={field} />
      <EmailChange
        currentEmail={onboarding.personal.email}
        hasPassword={auth.user?.hasPassword ?? false}
        onChanged={(user) => onboarding.updatePersonal('email', user.email)}
      />
    </FormGrid>
  );
});
