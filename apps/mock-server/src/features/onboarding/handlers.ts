import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit.ts';
import { badRequest, conflict, type FieldError, unprocessable } from '../../lib/errors.ts';
import { ok, type HandlerMap } from '../../lib/handler.ts';
import { checkDob, ukPhone } from '../../lib/person.ts';
import * as queries from './queries.ts';
import { toOnboarding } from './view.ts';

type Ops =
  'getOnboarding' | 'savePersonalInformation' | 'saveBusinessInformation' | 'saveDocuments' | 'savePreferences';

const ITEM = 'onboarding';

/** UK postcodes are stored upper-case with the single space before the inward code, e.g. "SE15 4QN". */
export function formatPostcode(postcode: string): string {
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

/** Only the keys a body gives: an omitted document keeps what was saved, null clears it. */
const given = <T extends object>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;

const describeFields = (errors: FieldError[]) => errors.map((e) => `${e.field}: ${e.error}`).join('; ');

/** Case-insensitive duplicates dropped (the first spelling wins), blanks dropped. */
const uniqueNames = (names: string[]) => [
  ...new Map(
    names
      .map((c) => c.trim())
      .filter(Boolean)
      .map((c) => [c.toLowerCase(), c] as const),
  ).values(),
];

/** Handlers for the four onboarding steps and the state they add up to. */
export function onboardingHandlers(app: FastifyInstance): HandlerMap<Ops> {
  return {
    async getOnboarding(request) {
      return ok(toOnboarding(await queries.getOnboarding(app.prisma, request.auth)));
    },

    async savePersonalInformation(request) {
      const { auth, body } = request;
      const email = body.email.trim().toLowerCase();
      const phone = ukPhone(body.phone, 'phone');
      const dob = checkDob(body.dob, app.clock.now());
      const rows = await app.prisma.$transaction(async (tx) => {
        if (email !== auth.email) {
          const holder = await queries.emailHolder(tx, email);
          if (holder && holder.id !== auth.userId) {
            throw conflict('Another account already uses this e-mail address', [
              { field: 'email', error: 'Already in use by another account' },
            ]);
          }
          // The sign-in address moves only with its proofs (requestEmailChange, then confirmEmailChange).
          throw unprocessable('Confirm a new sign-in e-mail with the code sent to it before saving this step', [
            { field: 'email', error: 'Not your sign-in address: change it with a code first' },
          ]);
        }
        await queries.checkDocuments(tx, auth.businessId, {
          proofOfIdentificationId: body.proofOfIdentificationId,
          AllergenAwarenessCertificateId: body.AllergenAwarenessCertificateId,
        });
        await queries.updateUser(tx, auth.userId, {
          firstName: body.firstName,
          lastName: body.lastName,
          phone,
          dob,
          ...given({
            proofOfIdentificationId: body.proofOfIdentificationId,
            allergenAwarenessCertificateId: body.AllergenAwarenessCertificateId,
          }),
        });
        await audit(tx, auth, {
          eventType: 'updated',
          itemType: ITEM,
          itemId: auth.userId,
          itemAffected: 'Personal information',
          description: `Saved personal information for ${body.firstName} ${body.lastName}.`,
        });
        return queries.getOnboarding(tx, auth);
      });
      return ok(toOnboarding(rows));
    },

    async saveBusinessInformation(request) {
      const { auth, body } = request;
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
      if (errors.length) throw badRequest(describeFields(errors), errors);

      const rows = await app.prisma.$transaction(async (tx) => {
        await queries.updateBusiness(tx, auth.businessId, {
          businessName,
          businessAddress,
          businessPhone,
          postcode: formatPostcode(body.postcode),
          registeredBusiness: body.registeredBusiness,
          registeredBusinessName: body.registeredBusiness ? registeredBusinessName : null,
          businessRegistrationNumber: body.registeredBusiness ? businessRegistrationNumber : null,
        });
        await audit(tx, auth, {
          eventType: 'updated',
          itemType: ITEM,
          itemId: auth.businessId,
          itemAffected: 'Business information',
          description: `Saved business information for "${businessName}".`,
        });
        return queries.getOnboarding(tx, auth);
      });
      return ok(toOnboarding(rows));
    },

    async saveDocuments(request) {
      const { auth, body } = request;
      const rows = await app.prisma.$transaction(async (tx) => {
        await queries.checkDocuments(tx, auth.businessId, {
          proofOfIdentificationId: body.proofOfIdentificationId,
          councilRegistrationDocumentId: body.councilRegistrationDocumentId,
          foodHygieneCertificateId: body.foodHygieneCertificateId,
          AllergenAwarenessCertificateId: body.AllergenAwarenessCertificateId,
        });
        const user = await queries.updateUser(
          tx,
          auth.userId,
          given({
            proofOfIdentificationId: body.proofOfIdentificationId,
            allergenAwarenessCertificateId: body.AllergenAwarenessCertificateId,
          }),
        );
        const business = await queries.updateBusiness(
          tx,
          auth.businessId,
          given({
            councilRegistrationDocumentId: body.councilRegistrationDocumentId,
            foodHygieneCertificateId: body.foodHygieneCertificateId,
            foodHygieneCertificateCompleted: body.foodHygieneCertificateCompleted,
          }),
        );
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
          if (mediaId) await queries.labelDocument(tx, auth.businessId, mediaId, documentType, name?.trim());
        }
        await audit(tx, auth, {
          eventType: 'updated',
          itemType: ITEM,
          itemId: auth.businessId,
          itemAffected: 'Documents',
          description: `Saved onboarding documents (${Object.keys(body).join(', ')}).`,
        });
        return queries.getOnboarding(tx, auth);
      });
      return ok(toOnboarding(rows));
    },

    async savePreferences(request) {
      const { auth, body } = request;
      const known = await queries.knownPreferences(app.prisma, body.cuisineCategoryIds, body.dietarySpecificationsIds);
      const errors: FieldError[] = [
        ...body.cuisineCategoryIds.flatMap((id, i) =>
          known.cuisines.has(id) ? [] : [{ field: `cuisineCategoryIds.${i}`, error: 'Unknown cuisine' }],
        ),
        ...body.dietarySpecificationsIds.flatMap((id, i) =>
          known.dietary.has(id) ? [] : [{ field: `dietarySpecificationsIds.${i}`, error: 'Unknown dietary offering' }],
        ),
      ];
      if (errors.length) throw unprocessable(describeFields(errors), errors);
      const cuisines = body.cuisineCategoryIds.length;
      const dietary = body.dietarySpecificationsIds.length;
      const rows = await app.prisma.$transaction(async (tx) => {
        await queries.savePreferences(tx, auth.businessId, {
          cuisineIds: body.cuisineCategoryIds,
          dietaryIds: body.dietarySpecificationsIds,
          customCuisines: body.customCuisines ? uniqueNames(body.customCuisines) : undefined,
        });
        await audit(tx, auth, {
          eventType: 'updated',
          itemType: ITEM,
          itemId: auth.businessId,
          itemAffected: 'Preferences',
          description: `Saved ${cuisines} cuisine(s) and ${dietary} dietary offering(s).`,
        });
        return queries.getOnboarding(tx, auth);
      });
      return ok(toOnboarding(rows));
    },
  };
}
