import type {
  Onboarding,
  SaveBusinessInformationRequest as BusinessRequest,
  SaveDocumentsRequest as DocumentsRequest,
  SavePersonalInformationRequest as PersonalRequest,
  SavePreferencesRequest as PreferencesRequest,
} from '@vendor/api-types';
import { formatDate, formatUkPhone, validateEmail, type FormErrors } from '@/lib/validation';

export type { Onboarding, PersonalRequest, BusinessRequest, DocumentsRequest, PreferencesRequest };

/** Valid onboarding steps are 1 to 4; before the saved state is known the step is 4. */
export const FIRST_STEP = 1;
export const LAST_STEP = 4;
export const DEFAULT_STEP = 4;
export type OnboardingStep = 1 | 2 | 3 | 4;

export const isOnboardingStep = (value: number): value is OnboardingStep =>
  Number.isInteger(value) && value >= FIRST_STEP && value <= LAST_STEP;

/** Limits the contract puts on the saved fields (shown as counters, checked before sending). */
export const LIMITS = {
  name: 50,
  email: 254,
  businessName: 120,
  registeredBusinessName: 160,
  businessRegistrationNumber: 20,
  businessAddress: 300,
  documentName: 255,
  customCuisine: 60,
  customCuisines: 20,
} as const;

/** People must be this old to sell on the platform (the server refuses younger). */
export const MIN_AGE = 18;
const MAX_AGE = 120;

export interface PersonalDraft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dob: string;
}

export interface BusinessDraft {
  businessName: string;
  registeredBusinessName: string;
  businessRegistrationNumber: string;
  businessPhone: string;
  postcode: string;
  businessAddress: string;
  registeredBusiness: boolean;
}

export type DocumentSlot =
  'proofOfIdentity' | 'foodHygieneCertificate' | 'allergenAwarenessCertificate' | 'councilRegistration';

export interface DocumentDraft {
  /** Media id of the uploaded file (purpose document), or null when none is chosen. */
  id: string | null;
  /** Display name saved with it; defaults to the file name. */
  name: string;
  /** What the file picker shows: the uploaded file's own name, or the saved name after a reload. */
  fileName: string;
}

export interface DocumentsDraft {
  slots: Record<DocumentSlot, DocumentDraft>;
  foodHygieneCertificateCompleted: boolean;
}

export interface PreferencesDraft {
  cuisineCategoryIds: string[];
  dietarySpecificationsIds: string[];
  customCuisines: string[];
}

type DocumentIdField = keyof Pick<
  DocumentsRequest,
  | 'proofOfIdentificationId'
  | 'foodHygieneCertificateId'
  | 'AllergenAwarenessCertificateId'
  | 'councilRegistrationDocumentId'
>;
type DocumentNameField = keyof Pick<
  DocumentsRequest,
  'proofOfIdentityName' | 'foodHygieneCertificateName' | 'allergenAwarenessCertificateName' | 'councilRegistrationName'
>;

export interface DocumentSlotInfo {
  slot: DocumentSlot;
  idField: DocumentIdField;
  nameField: DocumentNameField;
  label: string;
  hint: string;
  /** The server counts the documents step done only with these two. */
  required: boolean;
  missing: string;
}

/** The four documents, in the order they are asked for, with the wire fields each one fills. */
export const DOCUMENT_SLOTS: readonly DocumentSlotInfo[] = [
  {
    slot: 'proofOfIdentity',
    idField: 'proofOfIdentificationId',
    nameField: 'proofOfIdentityName',
    label: 'Proof of identity',
    hint: 'Passport, UK driving licence or national identity card. PDF, JPEG, PNG or WebP, at most 10 MB.',
    required: true,
    missing: 'Upload your proof of identity',
  },
  {
    slot: 'foodHygieneCertificate',
    idField: 'foodHygieneCertificateId',
    nameField: 'foodHygieneCertificateName',
    label: 'Food hygiene certificate',
    hint: 'Your Level 2 Food Hygiene and Safety certificate (or higher). PDF, JPEG, PNG or WebP, at most 10 MB.',
    required: true,
    missing: 'Upload your food hygiene certificate',
  },
  {
    slot: 'allergenAwarenessCertificate',
    idField: 'AllergenAwarenessCertificateId',
    nameField: 'allergenAwarenessCertificateName',
    label: 'Allergen awareness certificate (optional)',
    hint: 'For example the Food Standards Agency allergen training certificate.',
    required: false,
    missing: '',
  },
  {
    slot: 'councilRegistration',
    idField: 'councilRegistrationDocumentId',
    nameField: 'councilRegistrationName',
    label: 'Council registration (optional)',
    hint: 'Your food business registration with your local council.',
    required: false,
    missing: '',
  },
];

// ------------------------------------------------------------------ normalising

/** Spaces, dashes and brackets people type in a phone number are dropped (the server does the same). */
const compactPhone = (value: string) => value.replace(/[\s()-]/g, '');

const UK_PHONE = /^\+44\d{9,10}$/;
const UK_POSTCODE = /^([Gg][Ii][Rr] ?0[Aa]{2}|[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2})$/;
const REGISTRATION_NUMBER = /^[A-Za-z0-9]*$/;

/** A UK postcode as the server stores it: upper case, one space before the last three characters ("E8 3RA"). */
export function normalisePostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  if (compact.length < 5) return value.trim().toUpperCase();
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

export const isUkPostcode = (value: string): boolean => UK_POSTCODE.test(normalisePostcode(value));

/** True when the number, once normalised as the server does, is +44 followed by 9 or 10 digits. */
export const isUkPhone = (value: string): boolean => UK_PHONE.test(formatUkPhone(compactPhone(value)));

/** The latest date of birth of someone old enough to sell today, as YYYY-MM-DD. */
export function latestDob(today = new Date()): string {
  return formatDate(new Date(today.getFullYear() - MIN_AGE, today.getMonth(), today.getDate()));
}

const earliestDob = (today: Date) =>
  formatDate(new Date(today.getFullYear() - MAX_AGE, today.getMonth(), today.getDate()));

// ------------------------------------------------------------------ from the saved state

/** A business with nothing saved yet (what the drafts hold before the saved state has loaded). */
export const EMPTY_ONBOARDING: Onboarding = {
  completedOnboarding: false,
  currentStep: DEFAULT_STEP,
  steps: { personal: false, business: false, documents: false, preferences: false },
  personal: {
    firstName: null,
    lastName: null,
    email: null,
    phone: null,
    dob: null,
    proofOfIdentificationId: null,
    AllergenAwarenessCertificateId: null,
  },
  business: {
    businessName: null,
    registeredBusinessName: null,
    businessRegistrationNumber: null,
    businessPhone: null,
    postcode: null,
    businessAddress: null,
    registeredBusiness: null,
  },
  documents: {
    proofOfIdentityName: null,
    foodHygieneCertificateName: null,
    allergenAwarenessCertificateName: null,
    councilRegistrationName: null,
    proofOfIdentificationId: null,
    councilRegistrationDocumentId: null,
    foodHygieneCertificateId: null,
    AllergenAwarenessCertificateId: null,
    foodHygieneCertificateCompleted: false,
  },
  preferences: {
    cuisineCategoryIds: [],
    dietarySpecificationsIds: [],
    customCuisines: [],
    cuisines: [],
    dietaryOfferings: [],
  },
};

export const personalDraft = ({ personal }: Onboarding): PersonalDraft => ({
  firstName: personal.firstName ?? '',
  lastName: personal.lastName ?? '',
  email: personal.email ?? '',
  phone: personal.phone ?? '',
  dob: personal.dob ?? '',
});

export const businessDraft = ({ business }: Onboarding): BusinessDraft => ({
  businessName: business.businessName ?? '',
  registeredBusinessName: business.registeredBusinessName ?? '',
  businessRegistrationNumber: business.businessRegistrationNumber ?? '',
  businessPhone: business.businessPhone ?? '',
  postcode: business.postcode ?? '',
  businessAddress: business.businessAddress ?? '',
  registeredBusiness: business.registeredBusiness ?? false,
});

export function documentsDraft({ documents }: Onboarding): DocumentsDraft {
  const slots = {} as Record<DocumentSlot, DocumentDraft>;
  for (const { slot, idField, nameField } of DOCUMENT_SLOTS) {
    const id = documents[idField];
    const name = id ? (documents[nameField] ?? '') : '';
    slots[slot] = { id, name, fileName: name };
  }
  return { slots, foodHygieneCertificateCompleted: documents.foodHygieneCertificateCompleted };
}

export const preferencesDraft = ({ preferences }: Onboarding): PreferencesDraft => ({
  cuisineCategoryIds: [...preferences.cuisineCategoryIds],
  dietarySpecificationsIds: [...preferences.dietarySpecificationsIds],
  customCuisines: [...preferences.customCuisines],
});

// ------------------------------------------------------------------ to the wire

export const personalRequest = (draft: PersonalDraft): PersonalRequest => ({
  firstName: draft.firstName,
  lastName: draft.lastName,
  email: draft.email.trim(),
  phone: formatUkPhone(draft.phone.trim()),
  dob: draft.dob,
});

export const businessRequest = (draft: BusinessDraft): BusinessRequest => ({
  businessName: draft.businessName.trim(),
  businessPhone: formatUkPhone(draft.businessPhone.trim()),
  postcode: normalisePostcode(draft.postcode),
  businessAddress: draft.businessAddress.trim(),
  registeredBusiness: draft.registeredBusiness,
  registeredBusinessName: draft.registeredBusiness ? draft.registeredBusinessName.trim() : null,
  businessRegistrationNumber: draft.registeredBusiness
    ? draft.businessRegistrationNumber.replace(/\s+/g, '').toUpperCase()
    : null,
});

/** Every slot is sent: a removed document goes as null, so the server forgets it too. */
export function documentsRequest(draft: DocumentsDraft): DocumentsRequest {
  const body: DocumentsRequest = { foodHygieneCertificateCompleted: draft.foodHygieneCertificateCompleted };
  for (const { slot, idField, nameField } of DOCUMENT_SLOTS) {
    const { id, name, fileName } = draft.slots[slot];
    body[idField] = id;
    body[nameField] = id ? name.trim() || fileName : null;
  }
  return body;
}

export const preferencesRequest = (draft: PreferencesDraft): PreferencesRequest => ({
  cuisineCategoryIds: draft.cuisineCategoryIds,
  dietarySpecificationsIds: draft.dietarySpecificationsIds,
  customCuisines: draft.customCuisines,
});

// ------------------------------------------------------------------ checks before sending

const tooLong = (value: string, limit: number) =>
  value.length > limit ? `Must be at most ${limit} characters` : undefined;

const clean = <K extends string>(errors: FormErrors<K>): FormErrors<K> => {
  for (const key of Object.keys(errors) as K[]) if (!errors[key]) delete errors[key];
  return errors;
};

export const PHONE_MESSAGE = 'Enter a UK phone number, e.g. 07700 900123';

function phoneError(value: string, missing: string) {
  if (!value.trim()) return missing;
  return isUkPhone(value) ? undefined : PHONE_MESSAGE;
}

function dobError(value: string, today: Date) {
  if (!value) return 'Enter your date of birth';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'Enter a real date';
  if (value > latestDob(today)) return `You must be at least ${MIN_AGE} years old to sell on Home Kitchen`;
  if (value < earliestDob(today)) return 'Check the year of your date of birth';
  return undefined;
}

export type PersonalField = keyof PersonalDraft;

export function validatePersonal(draft: PersonalDraft, today = new Date()): FormErrors<PersonalField> {
  return clean({
    firstName: draft.firstName ? tooLong(draft.firstName, LIMITS.name) : 'Enter your first name',
    lastName: draft.lastName ? tooLong(draft.lastName, LIMITS.name) : 'Enter your last name',
    email: draft.email.trim() ? validateEmail(draft.email) : 'Enter your e-mail address',
    phone: phoneError(draft.phone, 'Enter your phone number'),
    dob: dobError(draft.dob, today),
  });
}

export type BusinessField = Exclude<keyof BusinessDraft, 'registeredBusiness'>;

export function validateBusiness(draft: BusinessDraft): FormErrors<BusinessField> {
  const registrationNumber = draft.businessRegistrationNumber.replace(/\s+/g, '');
  return clean({
    businessName: draft.businessName.trim()
      ? tooLong(draft.businessName.trim(), LIMITS.businessName)
      : 'Enter your business name',
    businessPhone: phoneError(draft.businessPhone, 'Enter your business phone number'),
    postcode: !draft.postcode.trim()
      ? 'Enter your postcode'
      : isUkPostcode(draft.postcode)
        ? undefined
        : 'Enter a UK postcode, e.g. SW1A 1AA',
    businessAddress: draft.businessAddress.trim()
      ? tooLong(draft.businessAddress.trim(), LIMITS.businessAddress)
      : 'Enter your business address',
    registeredBusinessName: !draft.registeredBusiness
      ? undefined
      : draft.registeredBusinessName.trim()
        ? tooLong(draft.registeredBusinessName.trim(), LIMITS.registeredBusinessName)
        : 'Enter the name registered with Companies House',
    businessRegistrationNumber: !draft.registeredBusiness
      ? undefined
      : !registrationNumber
        ? 'Enter your company number'
        : !REGISTRATION_NUMBER.test(registrationNumber)
          ? 'Use letters and digits only, e.g. 12345678 or SC123456'
          : tooLong(registrationNumber, LIMITS.businessRegistrationNumber),
  });
}

/** Errors of the documents step, keyed by the wire field they belong to (the id or the name of a document). */
export function validateDocuments(draft: DocumentsDraft): FormErrors<DocumentIdField | DocumentNameField> {
  const errors: FormErrors<DocumentIdField | DocumentNameField> = {};
  for (const { slot, idField, nameField, required, missing } of DOCUMENT_SLOTS) {
    const { id, name } = draft.slots[slot];
    if (!id && required) errors[idField] = missing;
    if (id) errors[nameField] = tooLong(name.trim(), LIMITS.documentName);
  }
  return clean(errors);
}

export type PreferencesField = keyof PreferencesDraft;

export function validatePreferences(draft: PreferencesDraft): FormErrors<PreferencesField> {
  return clean({
    cuisineCategoryIds:
      draft.cuisineCategoryIds.length + draft.customCuisines.length === 0
        ? 'Choose at least one cuisine, or add your own'
        : undefined,
  });
}

/**
 * Why a custom cuisine cannot be added to `list` (empty input is simply ignored); `listed` are the names of the
 * reference cuisines, which are chosen as toggles instead.
 */
export function customCuisineError(
  value: string,
  list: readonly string[],
  listed: readonly string[] = [],
): string | undefined {
  const name = value.trim();
  const same = (item: string) => item.toLowerCase() === name.toLowerCase();
  if (!name) return undefined;
  if (name.length > LIMITS.customCuisine) return `Must be at most ${LIMITS.customCuisine} characters`;
  if (list.some(same)) return `${name} is already on your list`;
  if (listed.some(same)) return `${name} is one of the cuisines above: choose it there`;
  if (list.length >= LIMITS.customCuisines) return `You can add up to ${LIMITS.customCuisines} cuisines of your own`;
  return undefined;
}
