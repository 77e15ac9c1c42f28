import type { Onboarding } from '@vendor/api-types';
import {
  type BusinessDraft,
  businessDraft,
  businessRequest,
  type DocumentsDraft,
  documentsDraft,
  documentsRequest,
  type PersonalDraft,
  personalDraft,
  personalRequest,
  type PreferencesDraft,
  preferencesDraft,
  preferencesRequest,
} from './onboarding-rules';

/** What the vendor has typed in the four steps. */
export interface OnboardingDrafts {
  personal: PersonalDraft;
  business: BusinessDraft;
  documents: DocumentsDraft;
  preferences: PreferencesDraft;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Lists of chosen ids compare without their order. */
const sameList = (a: readonly string[], b: readonly string[]) =>
  JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());

/** Whether anything typed would be sent differently from what is saved (leaving would lose it). */
export function differsFromSaved(drafts: OnboardingDrafts, saved: Onboarding): boolean {
  const current = preferencesRequest(drafts.preferences);
  const stored = preferencesRequest(preferencesDraft(saved));
  return (
    !same(personalRequest(drafts.personal), personalRequest(personalDraft(saved))) ||
    !same(businessRequest(drafts.business), businessRequest(businessDraft(saved))) ||
    !same(documentsRequest(drafts.documents), documentsRequest(documentsDraft(saved))) ||
    !sameList(current.cuisineCategoryIds, stored.cuisineCategoryIds) ||
    !sameList(current.dietarySpecificationsIds, stored.dietarySpecificationsIds) ||
    !sameList(current.customCuisines ?? [], stored.customCuisines ?? [])
  );
}
