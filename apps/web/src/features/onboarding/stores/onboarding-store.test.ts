import { describe, expect, it } from 'vitest';
import { apiError, ok } from '@/testing/fake-fetch';
import { fieldRefusal } from '@/testing/field-refusal';
import { createTestRootStore } from '@/testing/test-root-store';
import { EMPTY_ONBOARDING, type Onboarding } from './onboarding-rules';
import { FIELDS_FAILED_MESSAGE, FINISHED_MESSAGE, OnboardingStore } from './onboarding-store';

const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

/** The saved state of a business after the given steps. */
function state(over: Partial<Onboarding> = {}): Onboarding {
  return { ...structuredClone(EMPTY_ONBOARDING), currentStep: 1, ...over };
}

const personalSaved = state({
  currentStep: 2,
  steps: { personal: true, business: false, documents: false, preferences: false },
  personal: {
    ...EMPTY_ONBOARDING.personal,
    firstName: 'Grace',
    lastName: 'Mensah',
    email: 'grace@kitchen.test',
    phone: '+447700900123',
    dob: '1990-04-12',
  },
});

const user = {
  id: ID(9),
  firstName: 'Grace',
  lastName: 'Mensah',
  email: 'grace@kitchen.test',
  completedOnboarding: true,
};

function setup(routes: Parameters<typeof createTestRootStore>[0]) {
  const test = createTestRootStore(routes, { accessToken: 'a' });
  return { ...test, onboarding: test.store.get(OnboardingStore) };
}

const fillPersonal = (onboarding: OnboardingStore) => {
  onboarding.updatePersonal('firstName', 'Grace Ann');
  onboarding.updatePersonal('lastName', ' Mensah ');
  onboarding.updatePersonal('email', 'grace@kitchen.test');
  onboarding.updatePersonal('phone', '07700 900123');
  onboarding.updatePersonal('dob', '1990-04-12');
};

describe('OnboardingStore: where the vendor is', () => {
  it('starts at step 4, then resumes at the first unfinished step with the saved answers', async () => {
    const { onboarding } = setup({ 'GET /vendor/onboarding': () => ok(personalSaved) });
    expect(onboarding.step).toBe(4);
    expect(onboarding.ready).toBe(false);
    await onboarding.start();
    expect(onboarding.ready).toBe(true);
    expect(onboarding.step).toBe(2);
    expect(onboarding.personal).toEqual({
      firstName: 'Grace',
      lastName: 'Mensah',
      email: 'grace@kitchen.test',
      phone: '+447700900123',
      dob: '1990-04-12',
    });
    expect(onboarding.completedSteps).toEqual([true, false, false, false]);
  });

  it('stays not ready with the error when the saved state cannot be read, and a retry recovers', async () => {
    let fail = true;
    const { onboarding } = setup({
      'GET /vendor/onboarding': () => (fail ? apiError(500, 'Database unavailable') : ok(personalSaved)),
    });
    await onboarding.start();
    expect(onboarding.ready).toBe(false);
    expect(onboarding.getOnboarding().error?.message).toBe('Database unavailable');
    fail = false;
    await onboarding.start();
    expect(onboarding.ready).toBe(true);
    expect(onboarding.step).toBe(2);
  });

  it('goes back only from a step above 1 and only to steps 1 to 4, keeping what was typed', async () => {
    const { onboarding } = setup({ 'GET /vendor/onboarding': () => ok(personalSaved) });
    await onboarding.start();
    onboarding.updateBusiness('businessName', "Grace's Kitchen");
    onboarding.goBack();
    expect(onboarding.step).toBe(1);
    onboarding.goBack();
    expect(onboarding.step).toBe(1);
    onboarding.goTo(5);
    onboarding.goTo(0);
    expect(onboarding.step).toBe(1);
    onboarding.goTo(2);
    expect(onboarding.business.businessName).toBe("Grace's Kitchen");
  });
});

describe('OnboardingStore: typing', () => {
  it('removes all whitespace from names and gives phones +44 once longer than 6 characters', async () => {
    const { onboarding } = setup({ 'GET /vendor/onboarding': () => ok(state()) });
    await onboarding.start();
    fillPersonal(onboarding);
    expect(onboarding.personal.firstName).toBe('GraceAnn');
    expect(onboarding.personal.lastName).toBe('Mensah');
    expect(onboarding.personal.phone).toBe('+447700 900123');
    onboarding.updatePersonal('phone', '077009');
    expect(onboarding.personal.phone).toBe('077009');
    onboarding.updateBusiness('businessPhone', '+44 20 7946 0000');
    expect(onboarding.business.businessPhone).toBe('+44 20 7946 0000');
    onboarding.updateBusiness('businessPhone', '02079460000');
    expect(onboarding.business.businessPhone).toBe('+442079460000');
  });

  it('shows the postcode as it is stored', async () => {
    const { onboarding } = setup({ 'GET /vendor/onboarding': () => ok(state()) });
    await onboarding.start();
    onboarding.updateBusiness('postcode', ' sw1a1aa ');
    onboarding.normalisePostcode();
    expect(onboarding.business.postcode).toBe('SW1A 1AA');
  });

  it('names a document after its file unless a name was typed, and forgets it on remove', async () => {
    const { onboarding } = setup({ 'GET /vendor/onboarding': () => ok(state()) });
    await onboarding.start();
    onboarding.setDocument('proofOfIdentity', { id: ID(1), originalFilename: 'passport.png' });
    expect(onboarding.documents.slots.proofOfIdentity).toEqual({
      id: ID(1),
      name: 'passport.png',
      fileName: 'passport.png',
    });
    // Replacing the file renames a document still named after the old file...
    onboarding.setDocument('proofOfIdentity', { id: ID(2), originalFilename: 'passport-scan.pdf' });
    expect(onboarding.documents.slots.proofOfIdentity.name).toBe('passport-scan.pdf');
    // ...but keeps a name the vendor typed.
    onboarding.renameDocument('proofOfIdentity', 'UK passport');
    onboarding.setDocument('proofOfIdentity', { id: ID(3), originalFilename: 'better-scan.pdf' });
    expect(onboarding.documents.slots.proofOfIdentity).toEqual({
      id: ID(3),
      name: 'UK passport',
      fileName: 'better-scan.pdf',
    });
    onboarding.removeDocument('proofOfIdentity');
    expect(onboarding.documents.slots.proofOfIdentity).toEqual({ id: null, name: '', fileName: '' });
  });

  it('toggles cuisines and dietary offerings, and keeps custom cuisines unique and unlisted', async () => {
    const { onboarding } = setup({ 'GET /vendor/onboarding': () => ok(state()) });
    await onboarding.start();
    onboarding.toggleCuisine(ID(1));
    onboarding.toggleCuisine(ID(2));
    onboarding.toggleCuisine(ID(1));
    expect(onboarding.preferences.cuisineCategoryIds).toEqual([ID(2)]);
    onboarding.toggleDietaryOffering(ID(3));
    expect(onboarding.preferences.dietarySpecificationsIds).toEqual([ID(3)]);

    expect(onboarding.addCustomCuisine('  Fante home cooking ')).toBeUndefined();
    expect(onboarding.addCustomCuisine('FANTE HOME COOKING')).toBe('FANTE HOME COOKING is already on your list');
    expect(onboarding.addCustomCuisine('italian', ['Italian'])).toBe(
      'italian is one of the cuisines above: choose it there',
    );
    expect(onboarding.addCustomCuisine('x'.repeat(61))).toBe('Must be at most 60 characters');
    expect(onboarding.addCustomCuisine('   ')).toBeUndefined();
    expect(onboarding.preferences.customCuisines).toEqual(['Fante home cooking']);
    for (let i = 1; i < 20; i++) onboarding.addCustomCuisine(`Cuisine ${i}`);
    expect(onboarding.addCustomCuisine('One too many')).toBe('You can add up to 20 cuisines of your own');
    onboarding.removeCustomCuisine('Fante home cooking');
    expect(onboarding.preferences.customCuisines).toHaveLength(19);
  });
});

describe('OnboardingStore: Next', () => {
  it('checks the step first and sends nothing while an answer is missing', async () => {
    const { onboarding, calls } = setup({ 'GET /vendor/onboarding': () => ok(state()) });
    await onboarding.start();
    expect(onboarding.errors()).toEqual({});
    expect(await onboarding.next()).toBe('invalid');
    expect(onboarding.errors()).toEqual({
      firstName: 'Enter your first name',
      lastName: 'Enter your last name',
      email: 'Enter your e-mail address',
      phone: 'Enter your phone number',
      dob: 'Enter your date of birth',
    });
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    onboarding.updatePersonal('email', 'grace@');
    onboarding.updatePersonal('dob', `${new Date().getFullYear() - 17}-01-01`);
    onboarding.updatePersonal('phone', '12345678');
    expect(onboarding.errors()).toMatchObject({
      email: 'Invalid email',
      dob: 'You must be at least 18 years old to sell on Home Kitchen',
      phone: 'Enter a UK phone number, e.g. 07700 900123',
    });
  });

  it('saves the step, shows what the server stored and moves on only once it accepted it', async () => {
    const { onboarding, calls, store } = setup({
      'GET /vendor/onboarding': () => ok(state()),
      'PUT /vendor/onboarding/personal': () => ok(personalSaved),
      'GET /vendor/me': () => ok({ ...user, completedOnboarding: false }),
    });
    await onboarding.start();
    expect(onboarding.step).toBe(1);
    fillPersonal(onboarding);
    const next = onboarding.next();
    expect(onboarding.isSaving(1)).toBe(true);
    expect(await next).toBe('saved');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      firstName: 'GraceAnn',
      lastName: 'Mensah',
      email: 'grace@kitchen.test',
      phone: '+447700 900123',
      dob: '1990-04-12',
    });
    expect(onboarding.step).toBe(2);
    expect(onboarding.personal.phone).toBe('+447700900123');
    expect(onboarding.personal.firstName).toBe('Grace');
    expect(onboarding.getOnboarding().data).toEqual(personalSaved);
    expect(onboarding.isDirty).toBe(false);
    expect(store.ui.toasts.map((toast) => toast.message)).toEqual(['Personal information saved']);
  });

  it("keeps the step open with the server's messages under their fields until they are edited", async () => {
    const { onboarding, store } = setup({
      'GET /vendor/onboarding': () => ok(state()),
      'PUT /vendor/onboarding/personal': () =>
        fieldRefusal(
          409,
          'Another account already uses this e-mail address',
          { email: 'Already in use by another account' },
          { error: 'Conflict', code: 'CONFLICT' },
        ),
    });
    await onboarding.start();
    fillPersonal(onboarding);
    expect(await onboarding.next()).toBe('failed');
    expect(onboarding.step).toBe(1);
    expect(onboarding.errors()).toEqual({ email: 'Already in use by another account' });
    expect(onboarding.saveError()).toBeNull();
    expect(store.ui.toasts.map((toast) => [toast.type, toast.message])).toEqual([['error', FIELDS_FAILED_MESSAGE]]);
    onboarding.updatePersonal('email', 'other@kitchen.test');
    expect(onboarding.errors()).toEqual({});
  });

  it('reports a failure that names no field beside the buttons', async () => {
    const { onboarding, store } = setup({
      'GET /vendor/onboarding': () => ok(personalSaved),
      'PUT /vendor/onboarding/business': () => apiError(403, 'Missing permission business.manage'),
    });
    await onboarding.start();
    onboarding.updateBusiness('businessName', "Grace's Kitchen");
    onboarding.updateBusiness('businessPhone', '02079460000');
    onboarding.updateBusiness('postcode', 'E8 3RA');
    onboarding.updateBusiness('businessAddress', '12 Mare Street, London');
    expect(await onboarding.next()).toBe('failed');
    expect(onboarding.step).toBe(2);
    expect(onboarding.saveError()).toBe('Missing permission business.manage');
    expect(store.ui.toasts.map((toast) => toast.message)).toEqual(['Missing permission business.manage']);
    expect(onboarding.business.businessName).toBe("Grace's Kitchen");
  });

  it('maps the server fields of documents and preferences to their controls', async () => {
    const docsSaved = state({
      currentStep: 4,
      steps: { personal: true, business: true, documents: true, preferences: false },
    });
    const { onboarding } = setup({
      'GET /vendor/onboarding': () => ok(docsSaved),
      'PUT /vendor/onboarding/preferences': () =>
        fieldRefusal(
          422,
          'cuisineCategoryIds.0: Unknown cuisine',
          { 'cuisineCategoryIds.0': 'Unknown cuisine' },
          { error: 'Unprocessable Entity', code: 'UNPROCESSABLE' },
        ),
    });
    await onboarding.start();
    onboarding.toggleCuisine(ID(7));
    expect(await onboarding.next()).toBe('failed');
    expect(onboarding.errors()).toEqual({ cuisineCategoryIds: 'Unknown cuisine' });
  });

  it('sends every document slot, a removed one as null, with its name', async () => {
    const saved = state({
      currentStep: 3,
      steps: { personal: true, business: true, documents: false, preferences: false },
      documents: {
        ...EMPTY_ONBOARDING.documents,
        AllergenAwarenessCertificateId: ID(5),
        allergenAwarenessCertificateName: 'Allergen course',
      },
    });
    const { onboarding, calls } = setup({
      'GET /vendor/onboarding': () => ok(saved),
      'PUT /vendor/onboarding/documents': () => ok({ ...saved, currentStep: 4 }),
    });
    await onboarding.start();
    expect(onboarding.documents.slots.allergenAwarenessCertificate.name).toBe('Allergen course');
    expect(await onboarding.next()).toBe('invalid');
    expect(onboarding.errors()).toEqual({
      proofOfIdentificationId: 'Upload your proof of identity',
      foodHygieneCertificateId: 'Upload your food hygiene certificate',
    });
    onboarding.setDocument('proofOfIdentity', { id: ID(1), originalFilename: 'passport.png' });
    onboarding.setDocument('foodHygieneCertificate', { id: ID(2), originalFilename: 'hygiene.pdf' });
    onboarding.renameDocument('foodHygieneCertificate', '  ');
    onboarding.setFoodHygieneCertificateCompleted(true);
    onboarding.removeDocument('allergenAwarenessCertificate');
    expect(onboarding.isDirty).toBe(true);
    expect(await onboarding.next()).toBe('saved');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      proofOfIdentificationId: ID(1),
      proofOfIdentityName: 'passport.png',
      foodHygieneCertificateId: ID(2),
      foodHygieneCertificateName: 'hygiene.pdf',
      foodHygieneCertificateCompleted: true,
      AllergenAwarenessCertificateId: null,
      allergenAwarenessCertificateName: null,
      councilRegistrationDocumentId: null,
      councilRegistrationName: null,
    });
  });

  it('finishes on the last step: refreshes the member and says so', async () => {
    const docsSaved = state({
      currentStep: 4,
      steps: { personal: true, business: true, documents: true, preferences: false },
    });
    const done = state({
      completedOnboarding: true,
      currentStep: 4,
      steps: { personal: true, business: true, documents: true, preferences: true },
    });
    const { onboarding, store, calls } = setup({
      'GET /vendor/onboarding': () => ok(docsSaved),
      'PUT /vendor/onboarding/preferences': () => ok(done),
      'GET /vendor/me': () => ok(user),
    });
    await onboarding.start();
    expect(await onboarding.next()).toBe('invalid');
    expect(onboarding.errors()).toEqual({ cuisineCategoryIds: 'Choose at least one cuisine, or add your own' });
    onboarding.addCustomCuisine('Fante home cooking');
    expect(onboarding.errors()).toEqual({});
    expect(await onboarding.next()).toBe('finished');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      cuisineCategoryIds: [],
      dietarySpecificationsIds: [],
      customCuisines: ['Fante home cooking'],
    });
    expect(store.auth.user?.completedOnboarding).toBe(true);
    expect(onboarding.completedOnboarding).toBe(true);
    expect(store.ui.toasts.map((toast) => toast.message)).toEqual([FINISHED_MESSAGE]);
  });

  it('sends the vendor to an unfinished step when the last save leaves one open', async () => {
    const saved = state({
      currentStep: 4,
      steps: { personal: true, business: true, documents: true, preferences: false },
    });
    const { onboarding, store } = setup({
      'GET /vendor/onboarding': () => ok(saved),
      'PUT /vendor/onboarding/preferences': () =>
        ok({ ...saved, currentStep: 3, steps: { ...saved.steps, documents: false, preferences: true } }),
    });
    await onboarding.start();
    onboarding.toggleCuisine(ID(1));
    expect(await onboarding.next()).toBe('failed');
    expect(onboarding.step).toBe(3);
    expect(store.ui.toasts.map((toast) => toast.type)).toEqual(['error']);
  });
});
