import { type ApiError, UNEXPECTED_ERROR_MESSAGE } from '@/lib/api-error';
import type { OnboardingStep } from './onboarding-rules';

/** The operation that saves each step. */
export const SAVE_OPERATION = {
  1: 'savePersonalInformation',
  2: 'saveBusinessInformation',
  3: 'saveDocuments',
  4: 'savePreferences',
} as const satisfies Record<OnboardingStep, string>;

export const SAVED_MESSAGE = {
  1: 'Personal information saved',
  2: 'Business information saved',
  3: 'Documents saved',
} as const;

export const FINISHED_MESSAGE = 'Your kitchen is set up. Welcome to Home Kitchen!';
export const FIELDS_FAILED_MESSAGE = 'Some answers need a change: see the messages under the fields';
export const NOT_FINISHED_MESSAGE = 'A step is not finished yet: complete it, then finish again';

/** What pressing Next (or Finish) came to. */
export type NextOutcome = 'invalid' | 'failed' | 'saved' | 'finished';

export type StepErrors = Record<string, string>;

/** A server field path such as `cuisineCategoryIds.1` belongs to the control of `cuisineCategoryIds`. */
const baseField = (field: string) => field.split('.')[0] ?? field;

/** The server's `{field, error}` list as one message per control: the first one given for it. */
export function messagesByField(error: ApiError): StepErrors {
  const byField: StepErrors = {};
  for (const { field, error: message } of error.fieldErrors) byField[baseField(field)] ??= message;
  return byField;
}

/** Field problems are shown under their fields; the toast says where to look. */
export function failureMessage(error: ApiError): string {
  if (error.fieldErrors.length > 0) return FIELDS_FAILED_MESSAGE;
  return error.isTransport ? UNEXPECTED_ERROR_MESSAGE : error.message;
}
