import type { Onboarding } from '@vendor/api-types';
import { isoDate } from '../../lib/dates.ts';
import type { OnboardingRows } from './queries.ts';
import { currentStep, isComplete, onboardingSteps } from './status.ts';

/** A document that was deleted since it was saved shows no name. */
const live = <T extends { deletedAt: Date | null }>(m: T | null) => (m && !m.deletedAt ? m : null);

/**
 * The onboarding state as the caller sees it. Personal data (and the personal documents: proof of identity, allergen
 * awareness) are the caller's own; the steps are judged from the business and its owner (the first Administrator),
 * exactly as sign-in judges completedOnboarding.
 */
export function toOnboarding({ business, user, owner }: OnboardingRows): Onboarding {
  const steps = onboardingSteps(business, owner);
  const cuisines = business.cuisines.map((c) => c.cuisine).sort((a, b) => a.name.localeCompare(b.name));
  const dietary = business.dietaryOfferings.map((d) => d.dietaryOffering).sort((a, b) => a.name.localeCompare(b.name));
  return {
    completedOnboarding: isComplete(steps),
    currentStep: currentStep(steps),
    steps,
    personal: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      dob: user.dob ? isoDate(user.dob) : null,
      proofOfIdentificationId: user.proofOfIdentificationId,
      AllergenAwarenessCertificateId: user.allergenAwarenessCertificateId,
    },
    business: {
      businessName: business.businessName,
      registeredBusinessName: business.registeredBusinessName,
      businessRegistrationNumber: business.businessRegistrationNumber,
      businessPhone: business.businessPhone,
      postcode: business.postcode,
      businessAddress: business.businessAddress,
      registeredBusiness: business.registeredBusiness,
    },
    documents: {
      proofOfIdentityName: live(user.proofOfIdentification)?.originalFilename ?? null,
      foodHygieneCertificateName: live(business.foodHygieneCertificate)?.originalFilename ?? null,
      allergenAwarenessCertificateName: live(user.allergenAwarenessCertificate)?.originalFilename ?? null,
      councilRegistrationName: live(business.councilRegistrationDocument)?.originalFilename ?? null,
      proofOfIdentificationId: user.proofOfIdentificationId,
      councilRegistrationDocumentId: business.councilRegistrationDocumentId,
      foodHygieneCertificateId: business.foodHygieneCertificateId,
      AllergenAwarenessCertificateId: user.allergenAwarenessCertificateId,
      foodHygieneCertificateCompleted: business.foodHygieneCertificateCompleted,
    },
    preferences: {
      cuisineCategoryIds: cuisines.map((c) => c.id),
      dietarySpecificationsIds: dietary.map((d) => d.id),
      customCuisines: business.customCuisines,
      cuisines: cuisines.map(({ id, name, slug }) => ({ id, name, slug })),
      dietaryOfferings: dietary.map(({ id, name, slug }) => ({ id, name, slug })),
    },
  };
}
