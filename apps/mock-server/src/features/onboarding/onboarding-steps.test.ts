import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DEMO_BUSINESS_ID,
  DEMO_EMAIL,
  MANAGER_EMAIL,
  MERCHANDIZER_EMAIL,
  OTHER_BUSINESS_ID,
} from '../../seed/fixtures.ts';
import { cuisineId, dietaryId } from '../../seed/reference.ts';
import { newVendor as createVendor } from '../../testing/factories.ts';
import { expectGuarded } from '../../testing/guards.ts';
import { useTestApp } from '../../testing/harness.ts';
import { businessStep, documentOf, ONBOARDING, personalStep } from '../../testing/onboarding.ts';

// Each onboarding step on its own: what it saves, what it refuses and who may save it.
const t = useTestApp();

/** A brand-new vendor (as after the first sign-in of an unknown address), signed in. */
async function newVendor() {
  const vendor = await createVendor(t, 'onboard');
  return { ...vendor, auth: vendor.token };
}

/** Saves an onboarding step as the caller behind `auth`. */
const saveStep = (step: string, auth: string, body: object) =>
  t.api.put(`${ONBOARDING}/${step}`).set('authorization', auth).send(body);

describe('PUT /vendor/onboarding/personal', () => {
  it('saves with a leading 0 or +44 and stores +44', async () => {
    const v = await newVendor();
    const a = await saveStep('personal', v.auth, personalStep({ email: v.email, phone: '+447911123456' })).expect(200);
    expect(a.body.data.personal.phone).toBe('+447911123456');
    const b = await saveStep('personal', v.auth, personalStep({ email: v.email, phone: '07911 123456' })).expect(200);
    expect(b.body.data.personal.phone).toBe('+447911123456');
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: v.userId } })).phone).toBe('+447911123456');
  });

  it.each([
    ['077009', 'six characters are kept as typed and fail'],
    ['7911123456', 'no leading 0 or +44'],
    ['0791112345a', 'a letter'],
    ['079111234567890', 'too long'],
  ])('rejects phone %s (%s), naming the field', async (phone) => {
    const v = await newVendor();
    const res = await saveStep('personal', v.auth, personalStep({ email: v.email, phone })).expect(400);
    expect(res.body.errors).toEqual([{ field: 'phone', error: expect.any(String) }]);
  });

  it('rejects names with whitespace and a missing date of birth, naming each field', async () => {
    const v = await newVendor();
    const body: Record<string, unknown> = personalStep({ email: v.email, firstName: 'Mary Ann', lastName: ' Lee' });
    delete body.dob;
    const res = await saveStep('personal', v.auth, body).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['dob', 'firstName', 'lastName']);
  });

  it('needs the vendor to be at least 18 (422 naming dob)', async () => {
    const v = await newVendor();
    const now = new Date();
    const dob = `${now.getUTCFullYear() - 17}-01-01`;
    const res = await saveStep('personal', v.auth, personalStep({ email: v.email, dob })).expect(422);
    expect(res.body.errors).toEqual([{ field: 'dob', error: 'Must be at least 18 years old' }]);
  });

  it('refuses an e-mail address another account uses (409 naming email)', async () => {
    const v = await newVendor();
    const res = await saveStep('personal', v.auth, personalStep({ email: MANAGER_EMAIL })).expect(409);
    expect(res.body.errors).toEqual([{ field: 'email', error: expect.any(String) }]);
  });

  it("refuses another business's document as proof of identity (422 naming the field)", async () => {
    const v = await newVendor();
    const foreign = await t.db.prisma.media.findFirstOrThrow({
      where: { businessId: OTHER_BUSINESS_ID, purpose: 'document' },
    });
    const res = await saveStep(
      'personal',
      v.auth,
      personalStep({ email: v.email, proofOfIdentificationId: foreign.id }),
    ).expect(422);
    expect(res.body.errors).toEqual([{ field: 'proofOfIdentificationId', error: expect.any(String) }]);
  });

  it('any member may save their own personal information', async () => {
    const auth = await t.tokenFor(MERCHANDIZER_EMAIL);
    const res = await saveStep(
      'personal',
      auth,
      personalStep({ email: MERCHANDIZER_EMAIL, firstName: 'Chioma' }),
    ).expect(200);
    expect(res.body.data.personal).toMatchObject({ firstName: 'Chioma', email: MERCHANDIZER_EMAIL });
  });

  it('needs a session (401)', async () => {
    await t.api.put(`${ONBOARDING}/personal`).send(personalStep()).expect(401);
  });
});

describe('PUT /vendor/onboarding/business', () => {
  it('saves, normalising phone and postcode', async () => {
    const v = await newVendor();
    const res = await saveStep(
      'business',
      v.auth,
      businessStep({
        registeredBusiness: true,
        registeredBusinessName: 'Grace Foods Ltd',
        businessRegistrationNumber: 'sc123456',
        postcode: 'SW1A1AA',
      }),
    ).expect(200);
    expect(res.body.data.business).toEqual({
      businessName: "Grace's Kitchen",
      registeredBusinessName: 'Grace Foods Ltd',
      businessRegistrationNumber: 'SC123456',
      businessPhone: '+442079460000',
      postcode: 'SW1A 1AA',
      businessAddress: '12 Mare Street, Hackney, London',
      registeredBusiness: true,
    });
    expect(res.body.data.steps.business).toBe(true);
  });

  it('needs the registered name and number of a registered business (400 naming them)', async () => {
    const v = await newVendor();
    const res = await saveStep('business', v.auth, businessStep({ registeredBusiness: true })).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'businessRegistrationNumber',
      'registeredBusinessName',
    ]);
  });

  it('rejects a bad postcode and phone, naming the fields', async () => {
    const v = await newVendor();
    const res = await saveStep(
      'business',
      v.auth,
      businessStep({ postcode: '12345', businessPhone: '0207-ABC' }),
    ).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['businessPhone', 'postcode']);
    const short = await saveStep('business', v.auth, businessStep({ businessPhone: '123' })).expect(400);
    expect(short.body.errors).toEqual([{ field: 'businessPhone', error: expect.any(String) }]);
  });

  it('needs business.manage (403 for the Business Manager and the Merchandizer) and a session (401)', async () => {
    const denied = await Promise.all([MANAGER_EMAIL, MERCHANDIZER_EMAIL].map((email) => t.tokenFor(email)));
    await expectGuarded(t, 'put', `${ONBOARDING}/business`, denied, businessStep());
  });
});

describe('PUT /vendor/onboarding/documents', () => {
  it('saves documents of the business and names them', async () => {
    const auth = await t.tokenFor(DEMO_EMAIL);
    const council = await documentOf(t, DEMO_BUSINESS_ID);
    const res = await saveStep('documents', auth, {
      councilRegistrationDocumentId: council,
      councilRegistrationName: 'Southwark registration 2026',
    }).expect(200);
    expect(res.body.data.documents).toMatchObject({
      councilRegistrationDocumentId: council,
      councilRegistrationName: 'Southwark registration 2026',
    });
    expect((await t.db.prisma.media.findUniqueOrThrow({ where: { id: council } })).documentType).toBe(
      'council_registration',
    );
  });

  it("refuses another business's document, an image and an unknown id (422 naming each field)", async () => {
    const auth = await t.tokenFor(DEMO_EMAIL);
    const foreign = await t.db.prisma.media.findFirstOrThrow({
      where: { businessId: OTHER_BUSINESS_ID, purpose: 'document' },
    });
    const banner = await documentOf(t, DEMO_BUSINESS_ID, null, 'banner');
    const res = await saveStep('documents', auth, {
      foodHygieneCertificateId: foreign.id,
      councilRegistrationDocumentId: banner,
      proofOfIdentificationId: randomUUID(),
    }).expect(422);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'councilRegistrationDocumentId',
      'foodHygieneCertificateId',
      'proofOfIdentificationId',
    ]);
    const unchanged = await t.db.prisma.business.findUniqueOrThrow({ where: { id: DEMO_BUSINESS_ID } });
    expect(unchanged.foodHygieneCertificateId).not.toBe(foreign.id);
  });

  it('rejects an empty body and a malformed id (400 naming the field)', async () => {
    const auth = await t.tokenFor(DEMO_EMAIL);
    await saveStep('documents', auth, {}).expect(400);
    const res = await saveStep('documents', auth, { foodHygieneCertificateId: 'nope' }).expect(400);
    expect(res.body.errors).toEqual([{ field: 'foodHygieneCertificateId', error: expect.any(String) }]);
  });

  it('needs business.manage (403) and a session (401)', async () => {
    await expectGuarded(t, 'put', `${ONBOARDING}/documents`, await t.tokenFor(MERCHANDIZER_EMAIL), {
      foodHygieneCertificateCompleted: true,
    });
  });
});

describe('PUT /vendor/onboarding/preferences', () => {
  it('replaces the cuisines and dietary offerings', async () => {
    const v = await newVendor();
    const res = await saveStep('preferences', v.auth, {
      cuisineCategoryIds: [cuisineId('Italian'), cuisineId('British')],
      dietarySpecificationsIds: [],
    }).expect(200);
    expect(res.body.data.preferences.cuisines.map((c: { name: string }) => c.name)).toEqual(['British', 'Italian']);
    expect(res.body.data.steps.preferences).toBe(true);
    const again = await saveStep('preferences', v.auth, {
      cuisineCategoryIds: [cuisineId('Thai')],
      dietarySpecificationsIds: [dietaryId('Vegan')],
    }).expect(200);
    expect(again.body.data.preferences).toMatchObject({
      cuisineCategoryIds: [cuisineId('Thai')],
      dietarySpecificationsIds: [dietaryId('Vegan')],
    });
  });

  it('names an unknown cuisine or dietary id by its index (422)', async () => {
    const v = await newVendor();
    const res = await saveStep('preferences', v.auth, {
      cuisineCategoryIds: [cuisineId('Thai'), randomUUID()],
      dietarySpecificationsIds: [randomUUID()],
    }).expect(422);
    expect(res.body.errors).toEqual([
      { field: 'cuisineCategoryIds.1', error: 'Unknown cuisine' },
      { field: 'dietarySpecificationsIds.0', error: 'Unknown dietary offering' },
    ]);
    const business = await t.db.prisma.business.findUniqueOrThrow({ where: { id: v.businessId } });
    expect(business.preferencesSaved).toBe(false);
  });

  it('rejects a malformed id and a missing list (400 naming the field)', async () => {
    const v = await newVendor();
    const res = await saveStep('preferences', v.auth, { cuisineCategoryIds: ['x'] }).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'cuisineCategoryIds.0',
      'dietarySpecificationsIds',
    ]);
  });

  it('needs business.manage (403) and a session (401)', async () => {
    const body = { cuisineCategoryIds: [], dietarySpecificationsIds: [] };
    await expectGuarded(t, 'put', `${ONBOARDING}/preferences`, await t.tokenFor(MANAGER_EMAIL), body);
  });
});
