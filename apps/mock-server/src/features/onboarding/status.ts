import type { Business, User } from '../../generated/prisma/client.ts';

export interface OnboardingSteps {
  personal: boolean;
  business: boolean;
  documents: boolean;
  preferences: boolean;
}

type StepBusiness = Pick<
  Business,
  | 'businessName'
  | 'businessPhone'
  | 'postcode'
  | 'businessAddress'
  | 'foodHygieneCertificateId'
  | 'councilRegistrationDocumentId'
  | 'preferencesSaved'
>;
type StepUser = Pick<User, 'firstName' | 'lastName' | 'phone' | 'dob' | 'proofOfIdentificationId'>;

/** Which onboarding steps are done, judged from what is saved (the owner's personal data and the business's). */
export function onboardingSteps(business: StepBusiness, owner: StepUser | null): OnboardingSteps {
  return {
    personal: Boolean(owner?.firstName && owner.lastName && owner.phone && owner.dob),
    business: Boolean(business.businessName && business.businessPhone && business.postcode && business.businessAddress),
    documents: Boolean(owner?.proofOfIdentificationId && business.foodHygieneCertificateId),
    preferences: business.preferencesSaved,
  };
}

export const isComplete = (steps: OnboardingSteps): boolean => Object.values(steps).every(Boolean);

/** The first step still to do (1-4), or 4 when all are done. */
export function currentStep(steps: OnboardingSteps): number {
  const order: (keyof OnboardingSteps)[] = ['personal', 'business', 'documents', 'preferences'];
  const index = order.findIndex((k) => !steps[k]);
  return index === -1 ? 4 : index + 1;
}
