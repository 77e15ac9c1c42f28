import { observer } from 'mobx-react-lite';
import { BoundTextFields, type TextFieldSpec } from '@/components/forms/bound-text-fields';
import { textFieldBinder } from '@/components/forms/text-field-binding';
import { Checkbox } from '@/components/ui/checkbox';
import { Textarea } from '@/components/ui/textarea';
import { TextInput } from '@/components/ui/text-input';
import { FormGrid } from '@/components/ui/toolbar';
import { useStore } from '@/stores/stores-context';
import { type BusinessDraft, LIMITS } from '../stores/onboarding-rules';
import { OnboardingStore } from '../stores/onboarding-store';

type BusinessTextKey = Exclude<keyof BusinessDraft, 'registeredBusiness'>;

/** How customers know and reach the kitchen. */
const CONTACT_FIELDS: readonly TextFieldSpec<BusinessTextKey>[] = [
  {
    name: 'businessName',
    label: 'Business name',
    autoComplete: 'organization',
    required: true,
    hint: "The name customers see, e.g. Grace's Kitchen.",
    limit: LIMITS.businessName,
  },
  {
    name: 'businessPhone',
    label: 'Business phone number',
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
    required: true,
    hint: 'A UK number customers and couriers can call: we add the +44 for you.',
  },
];

/** The Companies House registration, asked only of a registered business. */
const REGISTRATION_FIELDS: readonly TextFieldSpec<BusinessTextKey>[] = [
  {
    name: 'registeredBusinessName',
    label: 'Registered business name',
    required: true,
    hint: 'Exactly as on the Companies House register.',
    limit: LIMITS.registeredBusinessName,
  },
  {
    name: 'businessRegistrationNumber',
    label: 'Company number',
    autoCapitalize: 'characters',
    required: true,
    hint: '8 characters, e.g. 12345678 or SC123456.',
  },
];

/** Step 2: the kitchen as a business: name, contact, where it cooks and its Companies House registration. */
export const BusinessStep = observer(function BusinessStep() {
  const onboarding = useStore(OnboardingStore);
  const draft = onboarding.business;
  const field = textFieldBinder(draft, onboarding.errors(2), (key, value) => onboarding.updateBusiness(key, value));
  return (
    <FormGrid>
      <BoundTextFields fields={CONTACT_FIELDS} field={field} />
      <div data-span="full">
        <Textarea
          label="Business address"
          autoComplete="street-address"
          required
          rows={3}
          hint="Where you cook: house number, street and town."
          limit={LIMITS.businessAddress}
          {...field('businessAddress')}
        />
      </div>
      <TextInput
        label="Postcode"
        autoComplete="postal-code"
        autoCapitalize="characters"
        required
        hint="A UK postcode, e.g. E8 3RA."
        {...field('postcode')}
        onBlur={() => onboarding.normalisePostcode()}
      />
      <div data-span="full">
        <Checkbox
          name="registeredBusiness"
          label="My business is registered with Companies House"
          description="Sole traders who have not registered a company can leave this unticked."
          checked={draft.registeredBusiness}
          onChange={(event) => onboarding.updateBusiness('registeredBusiness', event.target.checked)}
        />
      </div>
      {draft.registeredBusiness && <BoundTextFields fields={REGISTRATION_FIELDS} field={field} />}
    </FormGrid>
  );
});
