import type { Media, Profile, UpdateProfileRequest } from '@vendor/api-types';
import { todayIso } from '@/lib/format';
import { formatUkPhone, stripWhitespace } from '@/lib/validation';

/** The profile form as typed. */
export interface ProfileDraft {
  firstName: string;
  lastName: string;
  phone: string;
  dob: string;
  avatar: Pick<Media, 'id' | 'url' | 'originalFilename'> | null;
}

export type ProfileField = 'firstName' | 'lastName' | 'phone' | 'dob' | 'avatarId';
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export const NAME_LIMIT = 50;
const UK_PHONE = /^\+44\d{9,10}$/;
const MIN_AGE = 18;
const MAX_AGE = 120;

export const PROFILE_MESSAGES = {
  firstNameRequired: 'Enter your first name',
  lastNameRequired: 'Enter your last name',
  nameTooLong: `Use at most ${NAME_LIMIT} characters`,
  phone: 'Enter a UK phone number, e.g. 07700 900123 or +44 7700 900123',
  dobInFuture: 'Must not be in the future',
  dobTooYoung: 'Must be at least 18 years old',
  dobTooOld: 'Must be within the last 120 years',
  dobInvalid: 'Must be a real calendar date',
} as const;

export const draftFromProfile = (profile: Profile): ProfileDraft => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  phone: profile.phone ?? '',
  dob: profile.dob ?? '',
  avatar: profile.avatar,
});

/** Names keep no whitespace at all, as they are typed. */
export const typedName = (value: string): string => stripWhitespace(value);

/** A phone number as it is typed: once longer than 6 characters a leading 0 or +44 becomes +44. */
export const typedPhone = (value: string): string => formatUkPhone(value);

/** The number as the server stores it: spaces, dashes and brackets dropped, then the +44 rule. */
const comparablePhone = (value: string) => formatUkPhone(value.replace(/[\s()-]/g, ''));

/** The date a person born on `dob` (YYYY-MM-DD) turns `years` old, as YYYY-MM-DD. */
const birthday = (dob: string, years: number) =>
  `${String(Number(dob.slice(0, 4)) + years).padStart(4, '0')}${dob.slice(4)}`;

function dobProblem(dob: string, today: string): string | undefined {
  const date = new Date(`${dob}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dob) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== dob) {
    return PROFILE_MESSAGES.dobInvalid;
  }
  if (dob > today) return PROFILE_MESSAGES.dobInFuture;
  if (birthday(dob, MIN_AGE) > today) return PROFILE_MESSAGES.dobTooYoung;
  if (birthday(dob, MAX_AGE + 1) <= today) return PROFILE_MESSAGES.dobTooOld;
  return undefined;
}

/** The messages shown under the fields before anything is sent. */
export function validateProfile(draft: ProfileDraft, today = todayIso()): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!draft.firstName) errors.firstName = PROFILE_MESSAGES.firstNameRequired;
  else if (draft.firstName.length > NAME_LIMIT) errors.firstName = PROFILE_MESSAGES.nameTooLong;
  if (!draft.lastName) errors.lastName = PROFILE_MESSAGES.lastNameRequired;
  else if (draft.lastName.length > NAME_LIMIT) errors.lastName = PROFILE_MESSAGES.nameTooLong;
  if (draft.phone.trim() && !UK_PHONE.test(comparablePhone(draft.phone))) errors.phone = PROFILE_MESSAGES.phone;
  if (draft.dob) {
    const problem = dobProblem(draft.dob, today);
    if (problem) errors.dob = problem;
  }
  return errors;
}

/** Only what changed, so a save never rewrites a field the member did not touch; an emptied field is cleared. */
export function profileChanges(draft: ProfileDraft, saved: Profile): UpdateProfileRequest {
  const changes: UpdateProfileRequest = {};
  if (draft.firstName !== saved.firstName) changes.firstName = draft.firstName;
  if (draft.lastName !== saved.lastName) changes.lastName = draft.lastName;
  const phone = draft.phone.trim() ? comparablePhone(draft.phone) : null;
  if (phone !== (saved.phone ?? null)) changes.phone = phone;
  const dob = draft.dob || null;
  if (dob !== (saved.dob ?? null)) changes.dob = dob;
  const avatarId = draft.avatar?.id ?? null;
  if (avatarId !== (saved.avatar?.id ?? null)) changes.avatarId = avatarId;
  return changes;
}

export const isProfileChanged = (draft: ProfileDraft, saved: Profile): boolean =>
  Object.keys(profileChanges(draft, saved)).length > 0;
