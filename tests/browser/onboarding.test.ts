import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.ts';
import { errorToast, expectFieldError, successToast } from './support/assertions.ts';
import { addSession, baseUrl, cookieMap, enterCodeFlow, pathOf, useBrowser } from './support/browser.ts';
import { signUpVendor, TINY_PNG, uploadFile } from './support/kitchen.ts';
import { captureScreens, SCREENSHOT_DIR } from './support/screens.ts';
import { apiGet, apiUrl, type ApiSession, DEMO_EMAIL } from './support/server.ts';

const browser = useBrowser();

/** The smallest file the server accepts as a PDF document (it checks the content, not the name). */
const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

const FINISHED = 'Your kitchen is set up. Welcome to Home Kitchen!';
const FIELDS_FAILED = 'Some answers need a change: see the messages under the fields';
const STEP_HEADINGS = [
  'Step 1: Personal Information',
  'Step 2: Business Information',
  'Step 3: Documents',
  'Step 4: Cuisines & Dietary Offerings',
];

interface OnboardingState {
  completedOnboarding: boolean;
  currentStep: number;
  personal: Record<string, unknown>;
  business: Record<string, unknown>;
  documents: Record<string, unknown>;
  preferences: { customCuisines: string[]; cuisines: { name: string }[]; dietaryOfferings: { name: string }[] };
}

async function apiPut(path: string, token: string, body: unknown): Promise<void> {
  const response = await fetch(apiUrl(baseUrl(), path), {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`PUT ${path}: ${response.status} ${await response.text()}`);
}

/** The control labelled exactly so ("Business name" is not "Registered business name"). */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** A checkbox by the start of its label (its description is part of the accessible name). */
const checkbox = (page: Page, label: string) => page.getByRole('checkbox', { name: label });

/** The file input of a document, inside the group of that document. */
const upload = (page: Page, label: string) =>
  page.getByRole('group', { name: label, exact: true }).getByLabel(label, { exact: true });

const stepHeading = (page: Page, step: number) =>
  page.getByRole('heading', { level: 2, name: STEP_HEADINGS[step - 1] });

/** Nothing on the page is wider than the screen. */
async function expectNoSideScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

const currentStepName = (page: Page) =>
  page.getByRole('list', { name: 'Onboarding progress' }).locator('[aria-current="step"]').textContent();

describe('a new vendor signs up and completes onboarding', () => {
  it('signs up with a new e-mail, completes the four steps with real uploads and lands on the dashboard', async () => {
    const { page, context } = await browser.open();
    const email = `onboarding-${Date.now()}@kitchen.test`;
    await page.goto(`${baseUrl()}/signup`);
    await enterCodeFlow(page, email);
    await page.waitForURL(`${baseUrl()}/onboarding`);

    // ---------------------------------------------------------------- step 1: personal information
    await stepHeading(page, 1).waitFor();
    expect(await currentStepName(page)).toBe('1Personal Information');
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(0);
    const firstName = field(page, 'First name');
    const lastName = field(page, 'Last name');
    const emailField = field(page, 'E-mail address');
    const phone = field(page, 'Phone number');
    const dob = field(page, 'Date of birth');
    expect(await emailField.inputValue()).toBe(email);

    // Nothing typed: the checks name every missing answer and the focus goes to the first.
    await page.getByRole('button', { name: 'Next' }).click();
    await expectFieldError(firstName, 'Enter your first name');
    await expectFieldError(lastName, 'Enter your last name');
    await expectFieldError(phone, 'Enter your phone number');
    await expectFieldError(dob, 'Enter your date of birth');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('firstName');
    await expectAccessible(page);

    // Names lose all whitespace; the phone gets +44 once longer than 6 characters.
    await firstName.fill('Mary Jane');
    expect(await firstName.inputValue()).toBe('MaryJane');
    await expectFieldError(firstName, null);
    await lastName.fill(' Mensah ');
    expect(await lastName.inputValue()).toBe('Mensah');
    await phone.fill('07700');
    expect(await phone.inputValue()).toBe('07700');
    await phone.fill('07700 900123');
    expect(await phone.inputValue()).toBe('+447700 900123');
    const today = new Date();
    const tooYoung = `${today.getFullYear() - 17}-01-01`;
    await dob.fill(tooYoung);
    await expectFieldError(dob, 'You must be at least 18 years old to sell on Home Kitchen');
    await dob.fill('1990-04-12');
    await emailField.fill('mary@');
    await expectFieldError(emailField, 'Invalid email');

    // The server's own answer about a field shows under it and keeps the step open.
    await emailField.fill(DEMO_EMAIL);
    await page.getByRole('button', { name: 'Next' }).click();
    await expectFieldError(emailField, 'Already in use by another account');
    await errorToast(page, FIELDS_FAILED).waitFor();
    await stepHeading(page, 1).waitFor();
    await emailField.fill(email);
    await expectFieldError(emailField, null);
    await page.getByRole('button', { name: 'Next' }).click();
    await successToast(page, 'Personal information saved').waitFor();

    // ---------------------------------------------------------------- step 2: business
    await stepHeading(page, 2).waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
    expect(await currentStepName(page)).toBe('2Business Information');
    const businessName = field(page, 'Business name');
    await businessName.fill("Mary's Kitchen");

    // Back shows step 1 as saved (the server stored the phone in +44 form) and keeps what was typed in step 2.
    await page.getByRole('button', { name: 'Back' }).click();
    await stepHeading(page, 1).waitFor();
    expect(await firstName.inputValue()).toBe('MaryJane');
    expect(await phone.inputValue()).toBe('+447700900123');
    expect(await dob.inputValue()).toBe('1990-04-12');
    await page.getByRole('button', { name: 'Next' }).click();
    await stepHeading(page, 2).waitFor();
    expect(await businessName.inputValue()).toBe("Mary's Kitchen");

    const businessPhone = field(page, 'Business phone number');
    const address = field(page, 'Business address');
    const postcode = field(page, 'Postcode');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectFieldError(businessPhone, 'Enter your business phone number');
    await expectFieldError(address, 'Enter your business address');
    await expectFieldError(postcode, 'Enter your postcode');
    await businessPhone.fill('020 7946 0000');
    expect(await businessPhone.inputValue()).toBe('+4420 7946 0000');
    await address.fill('12 Mare Street, Hackney, London');
    await postcode.fill('XYZ');
    await expectFieldError(postcode, 'Enter a UK postcode, e.g. SW1A 1AA');
    await postcode.fill('e83ra');
    await postcode.blur();
    expect(await postcode.inputValue()).toBe('E8 3RA');
    await expectFieldError(postcode, null);

    // A registered business also gives its registered name and company number.
    await checkbox(page, 'My business is registered with Companies House').check();
    const registeredName = field(page, 'Registered business name');
    const companyNumber = field(page, 'Company number');
    await expectFieldError(registeredName, 'Enter the name registered with Companies House');
    await expectFieldError(companyNumber, 'Enter your company number');
    await registeredName.fill('Mary Mensah Foods Ltd');
    await companyNumber.fill('12-345');
    await expectFieldError(companyNumber, 'Use letters and digits only, e.g. 12345678 or SC123456');
    await companyNumber.fill('sc123456');
    // Enter in a field submits the step, as in any form.
    await companyNumber.press('Enter');
    await successToast(page, 'Business information saved').waitFor();

    // ---------------------------------------------------------------- step 3: documents
    await stepHeading(page, 3).waitFor();
    const identity = upload(page, 'Proof of identity');
    const hygiene = upload(page, 'Food hygiene certificate');
    const allergen = upload(page, 'Allergen awareness certificate (optional)');
    const slotOf = (label: string) => page.getByRole('group', { name: label, exact: true });
    await page.getByRole('button', { name: 'Next' }).click();
    await slotOf('Proof of identity').getByText('Upload your proof of identity', { exact: true }).waitFor();
    await slotOf('Food hygiene certificate')
      .getByText('Upload your food hygiene certificate', { exact: true })
      .waitFor();

    // Type and size are checked before anything is sent; the server checks the content after.
    await identity.setInputFiles(file('notes.txt', 'text/plain', Buffer.from('not a document')));
    await slotOf('Proof of identity')
      .getByText('This file type is not accepted: use JPEG, PNG, WEBP, PDF', { exact: true })
      .waitFor();
    await identity.setInputFiles(file('fake.png', 'image/png', Buffer.from('this is not really a PNG')));
    await slotOf('Proof of identity')
      .getByText('Must be a JPEG, PNG, WebP image or a PDF (checked by content)', { exact: true })
      .waitFor();

    // A real upload shows its file name (never a link to the private file); the name defaults to it.
    await identity.setInputFiles(file('passport.png', 'image/png', TINY_PNG));
    const identityName = field(page, 'Proof of identity name');
    await identityName.waitFor();
    expect(await identityName.inputValue()).toBe('passport.png');
    await slotOf('Proof of identity').getByText('passport.png', { exact: true }).waitFor();
    expect(await page.locator('form a[href*="/files/"], form img').count()).toBe(0);
    // Replace: the new file and its name.
    await identity.setInputFiles(file('passport-scan.pdf', 'application/pdf', TINY_PDF));
    await expect.poll(() => identityName.inputValue()).toBe('passport-scan.pdf');
    await identityName.fill('UK passport');

    await hygiene.setInputFiles(file('hygiene-level-2.pdf', 'application/pdf', TINY_PDF));
    await expect.poll(() => field(page, 'Food hygiene certificate name').inputValue()).toBe('hygiene-level-2.pdf');
    await checkbox(page, 'I have completed my food hygiene training').check();

    // Remove takes an optional document off again.
    await allergen.setInputFiles(file('allergen.png', 'image/png', TINY_PNG));
    await field(page, 'Allergen awareness certificate name').waitFor();
    await slotOf('Allergen awareness certificate (optional)').getByRole('button', { name: 'Remove' }).click();
    await field(page, 'Allergen awareness certificate name').waitFor({ state: 'detached' });
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await successToast(page, 'Documents saved').waitFor();

    // ---------------------------------------------------------------- step 4: cuisines and dietary offerings
    await stepHeading(page, 4).waitFor();
    const cuisines = page.getByRole('group', { name: 'Cuisines' });
    const ghanaian = cuisines.getByRole('button', { name: 'Ghanaian' });
    await ghanaian.waitFor();
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.getByText('Choose at least one cuisine, or add your own', { exact: true }).waitFor();

    // Toggles, by mouse and by keyboard: pressing adds, pressing again removes.
    await ghanaian.click();
    expect(await ghanaian.getAttribute('aria-pressed')).toBe('true');
    const nigerian = cuisines.getByRole('button', { name: 'Nigerian' });
    await nigerian.focus();
    await page.keyboard.press('Space');
    expect(await nigerian.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Enter');
    expect(await nigerian.getAttribute('aria-pressed')).toBe('false');
    await page
      .getByText('Choose at least one cuisine, or add your own', { exact: true })
      .waitFor({ state: 'detached' });

    // Custom cuisines: Enter adds (it does not submit the step), duplicates and listed cuisines are refused.
    const custom = field(page, 'Cuisine name');
    const own = page.getByRole('list', { name: 'Your own cuisines' });
    await custom.fill('Fante home cooking');
    await custom.press('Enter');
    await own.getByText('Fante home cooking', { exact: true }).waitFor();
    expect(await custom.inputValue()).toBe('');
    await stepHeading(page, 4).waitFor();
    await custom.fill('fante HOME cooking');
    await custom.press('Enter');
    await expectFieldError(custom, 'fante HOME cooking is already on your list');
    await custom.fill('Italian');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expectFieldError(custom, 'Italian is one of the cuisines above: choose it there');
    await custom.fill('Street food');
    await custom.press('Enter');
    await own.getByRole('button', { name: 'Remove Street food' }).click();
    expect(await own.getByRole('listitem').allTextContents()).toEqual(['Fante home cooking']);

    await page.getByRole('group', { name: 'Dietary offerings' }).getByRole('button', { name: 'Halal' }).click();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Finish' }).click();

    // ---------------------------------------------------------------- the dashboard
    await page.waitForURL(`${baseUrl()}/dashboard`);
    await successToast(page, FINISHED).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('link', { name: 'Finish setting up' }).count()).toBe(0);
    const user = JSON.parse(decodeURIComponent((await cookieMap(context)).get('user')!.value)) as {
      completedOnboarding: boolean;
      firstName: string;
    };
    expect(user).toMatchObject({ completedOnboarding: true, firstName: 'MaryJane' });

    // What the server holds.
    const token = decodeURIComponent((await cookieMap(context)).get('accessToken')!.value);
    const { data } = await apiGet<{ data: OnboardingState }>(baseUrl(), '/vendor/onboarding', token);
    expect(data).toMatchObject({
      completedOnboarding: true,
      personal: { firstName: 'MaryJane', lastName: 'Mensah', email, phone: '+447700900123', dob: '1990-04-12' },
      business: {
        businessName: "Mary's Kitchen",
        businessPhone: '+442079460000',
        postcode: 'E8 3RA',
        businessAddress: '12 Mare Street, Hackney, London',
        registeredBusiness: true,
        registeredBusinessName: 'Mary Mensah Foods Ltd',
        businessRegistrationNumber: 'SC123456',
      },
      documents: {
        proofOfIdentityName: 'UK passport',
        foodHygieneCertificateName: 'hygiene-level-2.pdf',
        foodHygieneCertificateCompleted: true,
        AllergenAwarenessCertificateId: null,
        councilRegistrationDocumentId: null,
      },
    });
    expect(data.preferences.cuisines.map((c) => c.name)).toEqual(['Ghanaian']);
    expect(data.preferences.dietaryOfferings.map((d) => d.name)).toEqual(['Halal']);
    expect(data.preferences.customCuisines).toEqual(['Fante home cooking']);

    // ---------------------------------------------------------------- reopening shows everything as saved
    await page.goto(`${baseUrl()}/onboarding`);
    await stepHeading(page, 4).waitFor();
    await page.getByText('Your kitchen is set up.', { exact: true }).waitFor();
    expect(await cuisines.getByRole('button', { name: 'Ghanaian' }).getAttribute('aria-pressed')).toBe('true');
    expect(await own.getByRole('listitem').allTextContents()).toEqual(['Fante home cooking']);
    await page.getByRole('button', { name: 'Back' }).click();
    await stepHeading(page, 3).waitFor();
    expect(await field(page, 'Proof of identity name').inputValue()).toBe('UK passport');
    expect(await checkbox(page, 'I have completed my food hygiene training').isChecked()).toBe(true);
    expect(await field(page, 'Allergen awareness certificate name').count()).toBe(0);
    await page.getByRole('button', { name: 'Back' }).click();
    await stepHeading(page, 2).waitFor();
    expect(await postcode.inputValue()).toBe('E8 3RA');
    expect(await companyNumber.inputValue()).toBe('SC123456');
    await page.getByRole('button', { name: 'Back' }).click();
    await stepHeading(page, 1).waitFor();
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Go to dashboard' }).click();
    await page.waitForURL(`${baseUrl()}/dashboard`);
  }, 120_000);
});

describe('an unfinished onboarding, step by step, with its screens', () => {
  let vendor: ApiSession & { email: string };

  beforeAll(async () => {
    const { email, session } = await signUpVendor(baseUrl());
    vendor = { ...session, email };
  });

  const ready = (step: number) => async (page: Page) => {
    await stepHeading(page, step).waitFor();
    await expectNoSideScroll(page);
  };

  it('step 1 at 1440 and 390 px, light and dark, empty and with its checks', async () => {
    await captureScreens(browser.open, {
      name: 'onboarding-step-1',
      path: '/onboarding',
      session: vendor,
      ready: ready(1),
    });
    await captureScreens(browser.open, {
      name: 'onboarding-step-1-errors',
      path: '/onboarding',
      session: vendor,
      ready: async (page) => {
        await ready(1)(page);
        await page.getByRole('button', { name: 'Next' }).click();
        await expectFieldError(field(page, 'First name'), 'Enter your first name');
        await expectNoSideScroll(page);
      },
    });
  }, 120_000);

  it('is reached from the dashboard banner and resumes at the first unfinished step, at 390 px', async () => {
    await apiPut('/vendor/onboarding/personal', vendor.accessToken, {
      firstName: 'Kwame',
      lastName: 'Boateng',
      email: vendor.email,
      phone: '07700900456',
      dob: '1985-09-30',
    });
    const { page, context } = await browser.open({ width: 390 });
    await addSession(context, vendor);
    await page.goto(`${baseUrl()}/dashboard`);
    const banner = page.getByRole('region', { name: 'Finish setting up' });
    await banner.waitFor();
    await expectNoSideScroll(page);
    await expectAccessible(page);

    // Every dashboard page shows it.
    await page.goto(`${baseUrl()}/dashboard/settings/notifications`);
    await banner.waitFor();
    await banner.getByRole('link', { name: 'Finish setting up' }).click();
    await page.waitForURL(`${baseUrl()}/onboarding`);
    await stepHeading(page, 2).waitFor();
    expect(await currentStepName(page)).toBe('2Business Information');
    await expectNoSideScroll(page);

    await page.getByRole('button', { name: 'Back' }).click();
    await stepHeading(page, 1).waitFor();
    expect(await field(page, 'First name').inputValue()).toBe('Kwame');
    expect(await field(page, 'Phone number').inputValue()).toBe('+447700900456');
    await expectNoSideScroll(page);
  });

  it('step 2 and the dashboard banner at 1440 and 390 px, light and dark', async () => {
    await captureScreens(browser.open, {
      name: 'onboarding-step-2',
      path: '/onboarding',
      session: vendor,
      ready: async (page) => {
        await ready(2)(page);
        await checkbox(page, 'My business is registered with Companies House').check();
        await field(page, 'Company number').waitFor();
        await expectNoSideScroll(page);
      },
    });
    await captureScreens(browser.open, {
      name: 'dashboard-onboarding-banner',
      path: '/dashboard',
      session: vendor,
      ready: async (page) => {
        await page.getByRole('link', { name: 'Finish setting up' }).waitFor();
        await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
        await expectNoSideScroll(page);
      },
    });
  }, 120_000);

  it('shows a skeleton while loading and an error with Retry when the saved state cannot be read', async () => {
    const { page, context } = await browser.open();
    await addSession(context, vendor);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let attempts = 0;
    await page.route('**/api/v1/vendor/onboarding', async (route) => {
      attempts += 1;
      if (attempts > 1) return route.continue();
      await held;
      return route.abort('connectionrefused');
    });
    await page.goto(`${baseUrl()}/onboarding`);
    await page.getByRole('status', { name: 'Loading your onboarding' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}onboarding-loading-1440-light.png` });
    release();
    const failure = page.getByRole('alert').filter({ hasText: 'Could not load your onboarding.' });
    await failure.waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}onboarding-error-1440-light.png` });
    await failure.getByRole('button', { name: 'Retry' }).click();
    await stepHeading(page, 2).waitFor();
  });

  it('keeps the step open with the reason when a save fails for want of a connection', async () => {
    const { page, context } = await browser.open();
    await addSession(context, vendor);
    await page.goto(`${baseUrl()}/onboarding`);
    await stepHeading(page, 2).waitFor();
    await field(page, 'Business name').fill('Kwame’s Chop Bar');
    await field(page, 'Business phone number').fill('02079460123');
    await field(page, 'Business address').fill('4 Rye Lane, Peckham, London');
    await field(page, 'Postcode').fill('SE15 4ST');
    await page.route('**/api/v1/vendor/onboarding/business', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Next' }).click();
    await errorToast(page, 'An unexpected error occurred, please try again').waitFor();
    await page.getByText('Not saved: An unexpected error occurred, please try again', { exact: true }).waitFor();
    await stepHeading(page, 2).waitFor();
    expect(await field(page, 'Business name').inputValue()).toBe('Kwame’s Chop Bar');
    await page.unroute('**/api/v1/vendor/onboarding/business');
    await page.getByRole('button', { name: 'Next' }).click();
    await successToast(page, 'Business information saved').waitFor();
    await stepHeading(page, 3).waitFor();
  });

  it('step 3 with one document uploaded, at 1440 and 390 px, light and dark', async () => {
    await captureScreens(browser.open, {
      name: 'onboarding-step-3',
      path: '/onboarding',
      session: vendor,
      ready: async (page) => {
        await ready(3)(page);
        await upload(page, 'Proof of identity').setInputFiles(
          file('driving-licence-front-and-back.pdf', 'application/pdf', TINY_PDF),
        );
        await field(page, 'Proof of identity name').waitFor();
        await expectNoSideScroll(page);
      },
    });
  }, 120_000);

  it('lists the reference data in the last step, with a failure and Retry', async () => {
    const identity = await uploadFile(baseUrl(), vendor.accessToken, 'document', 'id.png');
    const hygiene = await uploadFile(baseUrl(), vendor.accessToken, 'document', 'hygiene.png');
    await apiPut('/vendor/onboarding/documents', vendor.accessToken, {
      proofOfIdentificationId: identity,
      foodHygieneCertificateId: hygiene,
      foodHygieneCertificateCompleted: true,
    });
    const { page, context } = await browser.open();
    await addSession(context, vendor);
    let failCuisines = true;
    await page.route('**/api/v1/vendor/cuisines', (route) =>
      failCuisines
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({
              success: false,
              status: 'error',
              statusCode: 503,
              error: 'Service Unavailable',
              code: 'UNAVAILABLE',
              message: 'The cuisines are not available right now',
            }),
          })
        : route.continue(),
    );
    await page.goto(`${baseUrl()}/onboarding`);
    await stepHeading(page, 4).waitFor();
    const failure = page.getByRole('alert').filter({ hasText: 'Could not load the cuisines.' });
    await failure.getByText('The cuisines are not available right now').waitFor();
    // The other list still works.
    await page.getByRole('group', { name: 'Dietary offerings' }).getByRole('button', { name: 'Vegan' }).waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}onboarding-step-4-error-1440-light.png`, fullPage: true });
    failCuisines = false;
    await failure.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('group', { name: 'Cuisines' }).getByRole('button', { name: 'Jamaican' }).waitFor();
  });

  it('step 4 with choices made, at 1440 and 390 px, light and dark', async () => {
    await captureScreens(browser.open, {
      name: 'onboarding-step-4',
      path: '/onboarding',
      session: vendor,
      ready: async (page) => {
        await ready(4)(page);
        await page.getByRole('group', { name: 'Cuisines' }).getByRole('button', { name: 'Nigerian' }).click();
        await field(page, 'Cuisine name').fill('Igbo soups');
        await field(page, 'Cuisine name').press('Enter');
        await page.getByRole('group', { name: 'Dietary offerings' }).getByRole('button', { name: 'Halal' }).click();
        await expectNoSideScroll(page);
      },
    });
  }, 120_000);

  it('signs out from onboarding after saying that unsaved answers will be lost, and asks before leaving them', async () => {
    const { page, context } = await browser.open();
    await addSession(context, vendor);
    await page.goto(`${baseUrl()}/onboarding`);
    await stepHeading(page, 4).waitFor();
    await page.getByRole('group', { name: 'Dietary offerings' }).getByRole('button', { name: 'Vegan' }).click();

    // Leaving for another page with unsaved answers asks first.
    await page.getByRole('link', { name: 'Home Kitchen' }).click();
    const discard = page.getByRole('alertdialog', { name: 'Discard changes?' });
    await discard.waitFor();
    await expectAccessible(page);
    await discard.getByRole('button', { name: 'Stay' }).click();
    await discard.waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/onboarding');

    await page.getByRole('button', { name: 'Sign out' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to signout?' });
    await confirm.getByText('What you have typed in a step you have not saved yet will be lost.').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(`${baseUrl()}/login`);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect((await cookieMap(context)).has('accessToken')).toBe(false);
  });
});
