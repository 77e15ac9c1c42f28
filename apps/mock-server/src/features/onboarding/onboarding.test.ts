import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL, MERCHANDIZER_EMAIL } from '../../seed/fixtures.ts';
import { cuisineId, dietaryId } from '../../seed/reference.ts';
import { useTestApp } from '../../testing/harness.ts';
import { businessStep, documentOf, ONBOARDING, personalStep } from '../../testing/onboarding.ts';
import { signInByCode } from '../../testing/sign-in.ts';
import { freshEmail } from '../../testing/team.ts';

// Onboarding as a whole: a new vendor's journey through the four steps, and the state it adds up to.
const t = useTestApp();

describe('onboarding journey', () => {
  it('a new vendor signs up by code, starts incomplete and is complete after the four saves', async () => {
    const email = freshEmail('onboard');
    const signUp = await signInByCode(t, email);
    expect(signUp.completedOnboarding).toBe(false);
    const auth = `Bearer ${signUp.accessToken}`;
    const { businessId, id: userId } = signUp.user;

    const start = await t.api.get(ONBOARDING).set('authorization', auth).expect(200);
    expect(start.body.data).toMatchObject({
      completedOnboarding: false,
      currentStep: 1,
      steps: { personal: false, business: false, documents: false, preferences: false },
      personal: { email, firstName: null, phone: null },
      business: { businessName: null },
      preferences: { cuisineCategoryIds: [], cuisines: [] },
    });

    const p = await t.api
      .put(`${ONBOARDING}/personal`)
      .set('authorization', auth)
      .send(personalStep({ email }))
      .expect(200);
    expect(p.body.data.personal).toMatchObject({
      firstName: 'Grace',
      lastName: 'Mensah',
      phone: '+447700900123',
      dob: '1990-04-12',
    });
    expect(p.body.data).toMatchObject({
      currentStep: 2,
      steps: { personal: true, business: false },
      completedOnboarding: false,
    });

    const b = await t.api.put(`${ONBOARDING}/business`).set('authorization', auth).send(businessStep()).expect(200);
    expect(b.body.data.business).toMatchObject({
      businessName: "Grace's Kitchen",
      businessPhone: '+442079460000',
      postcode: 'E8 3RA',
      registeredBusiness: false,
    });
    expect(b.body.data.currentStep).toBe(3);

    const identity = await documentOf(t, businessId, userId);
    const hygiene = await documentOf(t, businessId, userId);
    const d = await t.api
      .put(`${ONBOARDING}/documents`)
      .set('authorization', auth)
      .send({
        proofOfIdentificationId: identity,
        foodHygieneCertificateId: hygiene,
        foodHygieneCertificateName: 'Level 2 certificate',
        foodHygieneCertificateCompleted: true,
      })
      .expect(200);
    expect(d.body.data.documents).toMatchObject({
      proofOfIdentificationId: identity,
      foodHygieneCertificateId: hygiene,
      foodHygieneCertificateName: 'Level 2 certificate',
      proofOfIdentityName: 'scan.pdf',
      foodHygieneCertificateCompleted: true,
    });
    expect(d.body.data).toMatchObject({ currentStep: 4, completedOnboarding: false });

    const pref = await t.api
      .put(`${ONBOARDING}/preferences`)
      .set('authorization', auth)
      .send({
        cuisineCategoryIds: [cuisineId('Ghanaian')],
        dietarySpecificationsIds: [dietaryId('Halal')],
        customCuisines: ['Fante home cooking'],
      })
      .expect(200);
    expect(pref.body.data).toMatchObject({
      completedOnboarding: true,
      currentStep: 4,
      steps: { personal: true, business: true, documents: true, preferences: true },
      preferences: {
        cuisineCategoryIds: [cuisineId('Ghanaian')],
        dietarySpecificationsIds: [dietaryId('Halal')],
        customCuisines: ['Fante home cooking'],
        cuisines: [{ name: 'Ghanaian' }],
        dietaryOfferings: [{ name: 'Halal' }],
      },
    });

    // sign-in reports it
    const me = await t.api.get('/api/v1/vendor/me').set('authorization', auth).expect(200);
    expect(me.body.data.completedOnboarding).toBe(true);
    expect((await signInByCode(t, email)).completedOnboarding).toBe(true);

    // each save is audited
    const events = await t.db.prisma.auditEvent.findMany({ where: { businessId, itemType: 'onboarding' } });
    expect(events.map((e) => e.itemAffected).sort()).toEqual([
      'Business information',
      'Documents',
      'Personal information',
      'Preferences',
    ]);
  });
});

describe('GET /vendor/onboarding', () => {
  it('shows the seeded, complete onboarding of the demo business', async () => {
    const res = await t.api
      .get(ONBOARDING)
      .set('authorization', await t.tokenFor(DEMO_EMAIL))
      .expect(200);
    expect(res.body.data).toMatchObject({
      completedOnboarding: true,
      currentStep: 4,
      personal: { firstName: 'Ada', email: DEMO_EMAIL },
      business: { businessName: "Mama Ada's Kitchen", postcode: 'SE15 4QN', registeredBusiness: true },
      documents: { foodHygieneCertificateCompleted: true, councilRegistrationName: 'council-registration.pdf' },
      preferences: { customCuisines: ['Yoruba home cooking'] },
    });
    expect(res.body.data.preferences.cuisines.map((c: { name: string }) => c.name)).toEqual(['Ghanaian', 'Nigerian']);
  });

  it('is open to every signed-in member (no permission needed)', async () => {
    await t.api
      .get(ONBOARDING)
      .set('authorization', await t.tokenFor(MERCHANDIZER_EMAIL))
      .expect(200);
  });

  it('needs a session (401)', async () => {
    await t.api.get(ONBOARDING).expect(401);
  });
});
