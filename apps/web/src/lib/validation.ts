import type { CookingExperience } from '@vendor/api-types';

/** Validation and normalisation rules of the public and onboarding forms, with their exact messages. */

export const MESSAGES = {
  invalidEmail: 'Invalid email',
  invalidSocialHandle: 'Invalid social media handle',
  mealPlanTooLong: 'meal plan should not exceed 120 characters',
} as const;

export const MEAL_PLAN_LIMIT = 120;
const PHONE_PREFIX_THRESHOLD = 6;

const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const SOCIAL_HOSTS = ['instagram.com', 'tiktok.com', 'twitter.com', 'x.com'];
const SOCIAL_PATTERN = new RegExp(
  `^(https?:\\/\\/)?(www\\.)?(${SOCIAL_HOSTS.map((host) => host.replace('.', '\\.')).join('|')})(\\/\\S*)?$`,
  'i',
);

export type ValidationResult = string | undefined;

export function validateEmail(value: string): ValidationResult {
  return EMAIL_PATTERN.test(value.trim()) ? undefined : MESSAGES.invalidEmail;
}

/** Instagram, TikTok and Twitter handles: a URL on one of the social hosts, or empty. */
export function validateSocialHandle(value: string): ValidationResult {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return SOCIAL_PATTERN.test(trimmed) ? undefined : MESSAGES.invalidSocialHandle;
}

export function validateMealPlan(value: string): ValidationResult {
  return value.length > MEAL_PLAN_LIMIT ? MESSAGES.mealPlanTooLong : undefined;
}

/** Once longer than 6 characters a leading +44 or 0 becomes +44; shorter input is kept as typed. */
export function formatUkPhone(value: string): string {
  if (value.length <= PHONE_PREFIX_THRESHOLD) return value;
  if (value.startsWith('+44')) return `+44${value.slice(3)}`;
  if (value.startsWith('0')) return `+44${value.slice(1)}`;
  return value;
}

/** First and last names keep no whitespace at all. */
export function stripWhitespace(value: string): string {
  return value.replace(/\s+/g, '');
}

/** Tags typed as one string are split on comma plus space and trimmed. */
export function splitTags(value: string): string[] {
  return value
    .split(', ')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Calendar date as YYYY-MM-DD, zero padded, in local time. */
export function formatDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Zone Save needs a non-zero numeric fee. */
export function isValidZoneFee(fee: string | number): boolean {
  if (typeof fee === 'string' && fee.trim() === '') return false;
  const value = Number(fee);
  return Number.isFinite(value) && value !== 0;
}

/** The payout minimum is sent as a number. */
export function toMinimumPayout(value: string | number): number {
  return Number(value);
}

export type FormErrors<K extends string> = Partial<Record<K, string>>;

const hasErrors = (errors: Record<string, string | undefined>) =>
  Object.values(errors).some((message) => Boolean(message));

export function canSubmitWaitlist(email: string, errors: FormErrors<'email'>): boolean {
  return email.trim() !== '' && !hasErrors(errors);
}

export type YesNo = 'Yes' | 'No';

export interface VendorApplicationForm {
  fullName: string;
  email: string;
  instagramHandle: string;
  twitterHandle: string;
  tiktokHandle: string;
  registeredWithCompaniesHouse: YesNo | '';
  cookingExperience: CookingExperience | '';
  mealPlan: string;
}

export type VendorApplicationField = keyof VendorApplicationForm;

/** Field errors of the vendor application form, as shown under each field. */
export function validateVendorApplication(form: VendorApplicationForm): FormErrors<VendorApplicationField> {
  const errors: FormErrors<VendorApplicationField> = {};
  if (form.email !== '') errors.email = validateEmail(form.email);
  errors.instagramHandle = validateSocialHandle(form.instagramHandle);
  errors.twitterHandle = validateSocialHandle(form.twitterHandle);
  errors.tiktokHandle = validateSocialHandle(form.tiktokHandle);
  errors.mealPlan = validateMealPlan(form.mealPlan);
  for (const key of Object.keys(errors) as VendorApplicationField[]) {
    if (!errors[key]) delete errors[key];
  }
  return errors;
}

/** Vendor submit needs name, e-mail, experience, registered answer, meal plan and no errors. */
export function canSubmitVendorApplication(
  form: VendorApplicationForm,
  errors: FormErrors<VendorApplicationField>,
): boolean {
  return (
    form.fullName.trim() !== '' &&
    form.email.trim() !== '' &&
    form.cookingExperience !== '' &&
    form.registeredWithCompaniesHouse !== '' &&
    form.mealPlan.trim() !== '' &&
    !hasErrors(errors)
  );
}
