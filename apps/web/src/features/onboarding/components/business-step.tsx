import { observer } from 'mobx-react-lite';
import { Checkbox } from '@/components/ui/checkbox';
import { Textarea } from '@/components/ui/textarea';
import { TextInput } from '@/components/ui/text-input';
import { FormGrid } from '@/components/ui/toolbar';
import { useStore } from '@/stores/stores-context';
import { LIMITS } from '../stores/onboarding-rules';
import { OnboardingStore } from '../stores/onboarding-store';

/** Step 2: the kitchen as a business: name, contact, where it cooks and its Companies House registration. */
export const BusinessStep = observer(function BusinessStep() {
  const onboarding = useStore(OnboardingStore);
  const draft = onboarding.business;
  const errors = onboarding.errors(2);
  return (
    <FormGrid>
      <TextInput
        label="Business name"
        name="businessName"
        autoComplete="organization"
        required
        hint="The name customers see, e.g. Grace's Kitchen."
        limit={LIMITS.businessName}
        value={draft.businessName}
        error={errors.businessName}
        onChange={(event) => onboarding.updateBusiness('businessName', event.target.value)}
      />
      <TextInput
        label="Business phone number"
        name="businessPhone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        hint="A UK number customers and couriers can call: we add the +44 for you."
        value={draft.businessPhone}
        error={errors.businessPhone}
        onChange={(event) => onboarding.updateBusiness('businessPhone', event.target.value)}
      />
      <div data-span="full">
        <Textarea
          label="Business address"
          name="businessAddress"
          autoComplete="street-address"
          required
          rows={3}
          hint="Where you cook: house number, street and town."
          limit={LIMITS.businessAddress}
          value={draft.businessAddress}
          error={errors.businessAddress}
          onChange={(event) => onboarding.updateBusiness('businessAddress', event.target.value)}
        />
      </div>
      <TextInput
        label="Postcode"
        name="postcode"
        autoComplete="postal-code"
        autoCapitalize="characters"
        required
        hint="A UK postcode, e.g. E8 3RA."
        value={draft.postcode}
        error={errors.postcode}
        onChange={(event) => onboarding.updateBusiness('postcode', event.target.value)}
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
      {draft.registeredBusiness && (
        <>
          <TextInput
            label="Registered business name"
            name="registeredBusinessName"
            required
            hint="Exactly as on the Companies House register."
            limit={LIMITS.registeredBusinessName}
            value={draft.registeredBusinessName}
            error={errors.registeredBusinessName}
            onChange={(event) => onboarding.updateBusiness('registeredBusinessName', event.target.value)}
          />
          <TextInput
            label="Company number"
            name="businessRegistrationNumber"
            autoCapitalize="characters"
            required
            hint="8 characters, e.g. 12345678 or SC123456."
            value={draft.businessRegistrationNumber}
            error={errors.businessRegistrationNumber}
            onChange={(event) => onboarding.updateBusiness('businessRegistrationNumber', event.target.value)}
          />
        </>
      )}
    </FormGrid>
  );
});
