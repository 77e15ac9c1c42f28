import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { RadioGroup } from '@/components/ui/radio-group';
import { TextInput } from '@/components/ui/text-input';
import { Textarea } from '@/components/ui/textarea';
import {
  canSubmitVendorApplication,
  MEAL_PLAN_LIMIT,
  validateVendorApplication,
  type CookingExperience,
  type VendorApplicationField,
  type VendorApplicationForm as Form,
  type YesNo,
} from '@/lib/validation';
import { useStore } from '@/stores/stores-context';
import { WaitlistStore } from '../stores/waitlist-store';
import { FieldRow, FormCard } from './form-card';

const EMPTY_FORM: Form = {
  fullName: '',
  email: '',
  instagramHandle: '',
  twitterHandle: '',
  tiktokHandle: '',
  registeredWithCompaniesHouse: '',
  cookingExperience: '',
  mealPlan: '',
};

const YES_NO: readonly YesNo[] = ['Yes', 'No'];
const EXPERIENCE: readonly CookingExperience[] = ['Low', 'Medium', 'High'];

/** Become a Vendor: the application form, checked as the vendor types. */
export const VendorApplicationForm = observer(function VendorApplicationForm() {
  const waitlist = useStore(WaitlistStore);
  const [form, setForm] = useState<Form>(EMPTY_FORM);
  const errors = validateVendorApplication(form);
  const canSubmit = canSubmitVendorApplication(form, errors);
  const submitting = waitlist.isPending('submitVendorApplication');

  const set =
    <K extends VendorApplicationField>(key: K) =>
    (value: Form[K]) =>
      setForm((current) => ({ ...current, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    if (await waitlist.submitVendorApplication(form)) setForm(EMPTY_FORM);
  };

  return (
    <FormCard id="become-a-vendor" aria-labelledby="vendor-heading">
      <h2 id="vendor-heading">Become a Vendor</h2>
      <p>Tell us about your cooking. We review every application and reply by e-mail.</p>
      <form onSubmit={onSubmit} noValidate>
        <FieldRow>
          <TextInput
            label="Full name"
            name="fullName"
            autoComplete="name"
            required
            value={form.fullName}
            onChange={(event) => set('fullName')(event.target.value)}
          />
          <TextInput
            label="E-mail address"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={form.email}
            error={errors.email}
            onChange={(event) => set('email')(event.target.value)}
          />
        </FieldRow>
        <FieldRow>
          <TextInput
            label="Instagram handle"
            name="instagramHandle"
            placeholder="instagram.com/yourkitchen"
            value={form.instagramHandle}
            error={errors.instagramHandle}
            onChange={(event) => set('instagramHandle')(event.target.value)}
          />
          <TextInput
            label="Twitter handle"
            name="twitterHandle"
            placeholder="x.com/yourkitchen"
            value={form.twitterHandle}
            error={errors.twitterHandle}
            onChange={(event) => set('twitterHandle')(event.target.value)}
          />
          <TextInput
            label="TikTok handle"
            name="tiktokHandle"
            placeholder="tiktok.com/@yourkitchen"
            value={form.tiktokHandle}
            error={errors.tiktokHandle}
            onChange={(event) => set('tiktokHandle')(event.target.value)}
          />
        </FieldRow>
        <FieldRow>
          <RadioGroup
            legend="Registered with Companies House?"
            name="registeredWithCompaniesHouse"
            options={YES_NO}
            value={form.registeredWithCompaniesHouse}
            onChange={set('registeredWithCompaniesHouse')}
          />
          <RadioGroup
            legend="Cooking experience"
            name="cookingExperience"
            options={EXPERIENCE}
            value={form.cookingExperience}
            onChange={set('cookingExperience')}
          />
        </FieldRow>
        <Textarea
          label="Meal plan"
          name="mealPlan"
          placeholder="What would you cook, and how often?"
          hint="A short description of the meals you plan to sell"
          limit={MEAL_PLAN_LIMIT}
          value={form.mealPlan}
          error={errors.mealPlan}
          onChange={(event) => set('mealPlan')(event.target.value)}
        />
        <Button type="submit" size="lg" disabled={!canSubmit || submitting}>
          {submitting ? 'Sending…' : 'Become a Vendor'}
        </Button>
      </form>
    </FormCard>
  );
});
