import type { components } from '@vendor/api-types';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { unprocessable, type FieldError } from '../../lib/errors.ts';
import { ADMINISTRATOR_SLUG } from '../../seed/permissions.ts';
import { currentStep, isComplete, onboardingSteps } from './status.ts';

type Db = PrismaClient | Prisma.TransactionClient;
export type OnboardingView = components['schemas']['Onboarding'];

const isoDate = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

/**
 * The onboarding state of a business as the caller sees it. Personal data (and the personal documents: proof of
 * identity, allergen awareness) are the caller's own; the steps are judged from the business and its owner (the
 * first Administrator), exactly as sign-in judges completedOnboarding.
 */
export async function loadOnboarding(db: Db, auth: { businessId: string; userId: string }): Promise<OnboardingView> {
  const business = await db.business.findUniqueOrThrow({
    where: { id: auth.businessId },
    include: {
      cuisines: { include: { cuisine: true } },
      dietaryOfferings: { include: { dietaryOffering: true } },
      foodHygieneCertificate: true,
      councilRegistrationDocument: true,
    },
  });
  const user = await db.user.findUniqueOrThrow({
    where: { id: auth.userId },
    include: { proofOfIdentification: true, allergenAwarenessCertificate: true },
  });
  const owner = await db.membership.findFirst({
    where: { businessId: auth.businessId, role: { slug: ADMINISTRATOR_SLUG } },
    orderBy: { createdAt: 'asc' },
    include: { user: true },
  });
  const steps = onboardingSteps(business, owner?.user ?? null);
  const live = <T extends { deletedAt: Date | null }>(m: T | null) => (m && !m.deletedAt ? m : null);
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
      dob: isoDate(user.dob),
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

/**
 * Checks that each given id is an upload of this business with purpose document (not deleted). Collects every
 * problem, so the answer names all the bad fields at once (422).
 */
export async function checkDocuments(
  db: Db,
  businessId: string,
  ids: Record<string, string | null | undefined>,
): Promise<void> {
  const wanted = Object.entries(ids).filter((e): e is [string, string] => typeof e[1] === 'string');
  if (!wanted.length) return;
  const found = await db.media.findMany({
    where: { id: { in: wanted.map(([, id]) => id) }, businessId, purpose: 'document', deletedAt: null },
    select: { id: true },
  });
  const ok = new Set(found.map((m) => m.id));
  const errors: FieldError[] = wanted
    .filter(([, id]) => !ok.has(id))
    .map(([field]) => ({
      field,
      error: 'Must be the id of a document uploaded by this business (upload it with purpose document)',
    }));
  if (errors.length) throw unprocessable(`Unknown document: ${errors.map((e) => e.field).join(', ')}`, errors);
}

/** UK postcodes are stored upper-case with the single space before the inward code, e.g. "SE15 4QN". */
export function formatPostcode(postcode: string): string {
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}
