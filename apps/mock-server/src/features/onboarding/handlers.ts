import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit.ts';
import { badRequest, conflict, unprocessable, type FieldError } from '../../lib/errors.ts';
import { ok, type HandlerMap } from '../../lib/handler.ts';
import { checkDocuments, formatPostcode, loadOnboarding } from './repository.ts';
import { checkDob, ukPhone } from '../../lib/person.ts';

type Ops =
  'getOnboarding' | 'savePersonalInformation' | 'saveBusinessInformation' | 'saveDocuments' | 'savePreferences';

const ITEM = 'onboarding';

/** Handlers for getOnboarding, savePersonalInformation, saveBusinessInformation, saveDocuments, savePreferences. */
export function onboardingHandlers(app: FastifyInstance): HandlerMap<Ops> {
  return {
    async getOnboarding(request) {
      return ok(await loadOnboarding(app.prisma, request.auth));
    },

    async savePersonalInformation(request) {
      const body = request.body;
      const { auth } = request;
      const email = body.email.trim().toLowerCase();
      // SPEC section 5: a leading 0 or +44 becomes +44 (the same rule as the profile), then the +44 pattern.
      const phone = ukPhone(body.phone, 'phone');
      const dob = checkDob(body.dob, app.clock.now());

      const view = await app.prisma.$transaction(async (tx) => {
        if (email !== auth.email) {
          const holder = await tx.user.findUnique({ where: { email }, select: { id: true } });
          if (holder && holder.id !== auth.userId) {
            throw conflict('Another account already uses this e-mail address', [
              { field: 'email', error: 'Already in use by another account' },
            ]);
          }
        }
        await checkDocuments(tx, auth.businessId, {
          proofOfIdentificationId: body.proofOfIdentificationId,
          AllergenAwarenessCertificateId: body.AllergenAwarenessCertificateId,
        });
        await tx.user.update({
          where: { id: auth.userId },
          data: {
            firstName: body.firstName,
            lastName: body.lastName,
            email,
            phone,
            dob,
            ...(body.proofOfIdentificationId !== undefined
              ? { proofOfIdentificationId: body.proofOfIdentificationId }
              : {}),
            ...(body.AllergenAwarenessCertificateId !== undefined
              ? { allergenAwarenessCertificateId: body.AllergenAwarenessCertificateId }
              : {}),
          },
        });
        await audit(tx, auth, {
          eventType: 'updated',
          itemType: ITEM,
          itemId: auth.userId,
          itemAffected: 'Personal information',
          description: `Saved personal information for ${body.firstName} ${body.lastName}.`,
        });
        return loadOnboarding(tx, auth);
      });
      return ok(view);
    },

    async saveBusinessInformation(request) {
      const body = request.body;
      const { auth } = request;
      const businessName = body.businessName.trim();
      const businessAddress = body.businessAddress.trim();
      const businessPhone = ukPhone(body.businessPhone, 'businessPhone');
      const registeredBusinessName = body.registeredBusinessName?.trim() || null;
      const businessRegistrationNumber = body.businessRegistrationNumber?.trim().toUpperCase() || null;
      const errors: FieldError[] = [];
      if (!businessName) errors.push({ field: 'businessName', error: 'Must not be empty' });
      if (!businessAddress) errors.push({ field: 'businessAddress', error: 'Must not be empty' });
      if (body.registeredBusiness) {
        if (!registeredBusinessName)
          errors.push({ field: 'registeredBusinessName', error: 'Required for a registered business' });
        if (!businessRegistrationNumber)
          errors.push({ field: 'businessRegistrationNumber', error: 'Required for a registered business' });
      }
      if (errors.length) throw badRequest(errors.map((e) => `${e.field}: ${e.error}`).join('; '), errors);

      const view = await app.prisma.$transaction(async (tx) => {
        await tx.business.update({
          where: { id: auth.businessId },
          data: {
            businessName,
            businessAddress,
            businessPhone,
            postcode: formatPostcode(body.postcode),
            registeredBusiness: body.registeredBusiness,
            registeredBusinessName: body.registeredBusiness ? registeredBusinessName : null,
            businessRegistrationNumber: body.registeredBusiness ? businessRegistrationNumber : null,
          },
        });
        await audit(tx, auth, {
          eventType: 'updated',
          itemType: ITEM,
          itemId: auth.businessId,
          itemAffected: 'Business information',
          description: `Saved business information for "${businessName}".`,
        });
        return loadOnboarding(tx, auth);
      });
      return ok(view);
    },

    async saveDocuments(request) {
      const body = request.body;
      const { auth } = request;
      const view = await app.prisma.$transaction(async (tx) => {
        await checkDocuments(tx, auth.businessId, {
          proofOfIdentificationId: body.proofOfIdentificationId,
          councilRegistrationDocumentId: body.councilRegistrationDocumentId,
          foodHygieneCertificateId: body.foodHygieneCertificateId,
          AllergenAwarenessCertificateId: body.AllergenAwarenessCertificateId,
        });
        const user = await tx.user.update({
          where: { id: auth.userId },
          data: {
            ...(body.proofOfIdentificationId !== undefined
              ? { proofOfIdentificationId: body.proofOfIdentificationId }
              : {}),
            ...(body.AllergenAwarenessCertificateId !== undefined
              ? { allergenAwarenessCertificateId: body.AllergenAwarenessCertificateId }
              : {}),
          },
        });
        const business = await tx.business.update({
          where: { id: auth.businessId },
          data: {
            ...(body.councilRegistrationDocumentId !== undefined
              ? { councilRegistrationDocumentId: body.councilRegistrationDocumentId }
              : {}),
            ...(body.foodHygieneCertificateId !== undefined
              ? { foodHygieneCertificateId: body.foodHygieneCertificateId }
              : {}),
            ...(body.foodHygieneCertificateCompleted !== undefined
              ? { foodHygieneCertificateCompleted: body.foodHygieneCertificateCompleted }
              : {}),
          },
        });
        // The display names are the documents' names; each labels the document now saved in its slot.
        const slots: [string | null, string | null | undefined, string][] = [
          [user.proofOfIdentificationId, body.proofOfIdentityName, 'proof_of_identity'],
          [business.foodHygieneCertificateId, body.foodHygieneCertificateName, 'food_hygiene_certificate'],
          [
            user.allergenAwarenessCertificateId,
            body.allergenAwarenessCertificateName,
            'allergen_awareness_certificate',
          ],
          [business.councilRegistrationDocumentId, body.councilRegistrationName, 'council_registration'],
        ];
        for (const [mediaId, name, documentType] of slots) {
          if (!mediaId) continue;
          const label = name?.trim();
          await tx.media.updateMany({
            where: { id: mediaId, businessId: auth.businessId },
            data: { documentType, ...(label ? { originalFilename: label } : {}) },
          });
        }
        await audit(tx, auth, {
          eventType: 'updated',
          itemType: ITEM,
          itemId: auth.businessId,
          itemAffected: 'Documents',
          description: `Saved onboarding documents (${Object.keys(body).join(', ')}).`,
        });
        return loadOnboarding(tx, auth);
      });
      return ok(view);
    },

    async savePreferences(request) {
      const body = request.body;
      const { auth } = request;
      const [cuisines, dietary] = await Promise.all([
        app.prisma.cuisine.findMany({ where: { id: { in: body.cuisineCategoryIds } }, select: { id: true } }),
        app.prisma.dietaryOffering.findMany({
          where: { id: { in: body.dietarySpecificationsIds } },
          select: { id: true },
        }),
      ]);
      const known = (rows: { id: string }[]) => new Set(rows.map((r) => r.id));
      const cuisineIds = known(cuisines);
      const dietaryIds = known(dietary);
      const errors: FieldError[] = [
        ...body.cuisineCategoryIds.flatMap((id, i) =>
          cuisineIds.has(id) ? [] : [{ field: `cuisineCategoryIds.${i}`, error: 'Unknown cuisine' }],
        ),
        ...body.dietarySpecificationsIds.flatMap((id, i) =>
          dietaryIds.has(id) ? [] : [{ field: `dietarySpecificationsIds.${i}`, error: 'Unknown dietary offering' }],
        ),
      ];
      if (errors.length) throw unprocessable(errors.map((e) => `${e.field}: ${e.error}`).join('; '), errors);
      const customCuisines = body.customCuisines
        ? [
            ...new Map(
              body.customCuisines
                .map((c) => c.trim())
                .filter(Boolean)
                .map((c) => [c.toLowerCase(), c] as const),
            ).values(),
          ]
        : undefined;

      const view = await app.prisma.$transaction(async (tx) => {
        await tx.businessCuisine.deleteMany({ where: { businessId: auth.businessId } });
        await tx.businessDietaryOffering.deleteMany({ where: { businessId: auth.businessId } });
        if (body.cuisineCategoryIds.length) {
          await tx.businessCuisine.createMany({
            data: body.cuisineCategoryIds.map((cuisineId) => ({ businessId: auth.businessId, cuisineId })),
          });
        }
        if (body.dietarySpecificationsIds.length) {
          await tx.businessDietaryOffering.createMany({
            data: body.dietarySpecificationsIds.map((dietaryOfferingId) => ({
              businessId: auth.businessId,
              dietaryOfferingId,
            })),
          });
        }
        await tx.business.update({
          where: { id: auth.businessId },
          data: { preferencesSaved: true, ...(customCuisines ? { customCuisines } : {}) },
        });
        await audit(tx, auth, {
          eventType: 'updated',
          itemType: ITEM,
          itemId: auth.businessId,
          itemAffected: 'Preferences',
          description: `Saved ${body.cuisineCategoryIds.length} cuisine(s) and ${body.dietarySpecificationsIds.length} dietary offering(s).`,
        });
        return loadOnboarding(tx, auth);
      });
      return ok(view);
    },
  };
}
