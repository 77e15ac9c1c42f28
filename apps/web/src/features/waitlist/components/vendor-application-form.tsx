import type { CookingExperience } from '@vendor/api-types';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { textFieldBinder } from '@/components/forms/text-field-binding';
import { Button } from '@/components/ui/button';
import { RadioGroup } from '@/components/ui/radio-group';
import { TextInput } from '@/components/ui/text-input';
import { Textarea } from '@/components/ui/textarea';
import {
  canSubmitVendorApplication,
  MEAL_PLAN_LIMIT,
  validateVendorApplication,
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

/** The pick-one questions, each a radio group named after the field it answers. */
const CHOICES = [
  { name: 'registeredWithCompaniesHouse', legend: 'Registered with Companies House?', options: YES_NO },
  { name: 'cookingExperience', legend: 'Cooking experience', options: EXPERIENCE },
] as const;

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

  const field = textFieldBinder(form, errors, (key, value) => set(key)(value));

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
          <TextInput label="Full name" autoComplete="name" required {...field('fullName')} />
          <TextInput label="E-mail address" type="email" autoComplete="email" required {...field('email')} />
        </FieldRow>
        <FieldRow>
          <TextInput label="Instagram handle" placeholder="instagram.com/yourkitchen" {...field('instagramHandle')} />
          <TextInput label="Twitter handle" placeholder="x.com/yourkitchen" {...field('twitterHandle')} />
          <TextInput label="TikTok handle" placeholder="tiktok.com/@yourkitchen" {...field('tiktokHandle')} />
        </FieldRow>
        <FieldRow>
          {CHOICES.map(({ name, legend, options }) => (
            <RadioGroup<string>
              key={name}
              legend={legend}
              name={name}
              options={options}
              value={form[name]}
              // An option of the question is an answer to its field.
              onChange={(value) => set(name)(value as Form[typeof name])}
            />
          ))}
        </FieldRow>
        <Textarea
          label="Meal plan"
          placeholder="What would you cook, and how often?"
          hint="A short description of the meals you plan to sell"
          limit={MEAL_PLAN_LIMIT}
          {...field('mealPlan')}
        />
        <Button type="submit" size="lg" disabled={!canSubmit || submitting}>
          {submitting ? 'Sending…' : 'Become a Vendor'}
        </Button>
      </form>
    </FormCard>
  );
});
