import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.ts';
import { expectFieldError, expectTypedAs, fieldError, successToast } from './support/assertions.ts';
import { baseUrl, cookieMap, enterCodeFlow, openPage, useBrowser } from './support/browser.ts';
import { typeInto } from './support/keyboard.ts';
import { TINY_PNG } from './support/kitchen.ts';
import { apiGet, DEMO_EMAIL, latestCode, latestMail } from './support/server.ts';
import {
  TINY_PDF,
  file,
  FINISHED,
  type OnboardingState,
  field,
  checkbox,
  upload,
  stepHeading,
  currentStepName,
} from './support/onboarding.ts';

// A brand-new e-mail signs up and completes the four steps with real uploads, typing with the keyboard before it
// presses anything, as a new chef does.
const browser = useBrowser();

describe('a new vendor signs up and completes onboarding', () => {
  it('signs up with a new e-mail, types each step before pressing anything, and lands on the dashboard', async () => {
    const { page, context } = await browser.open();
    const email = `onboarding-${Date.now()}@kitchen.test`;
    await openPage(page, '/signup');
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

    // What a new chef does first: click into First name and type, before pressing anything. Every key shows.
    await firstName.click();
    await firstName.press('M');
    expect(await firstName.inputValue()).toBe('M');
    await firstName.pressSequentially('ary Jane');
    // Names lose all whitespace as they are typed; the phone gets +44 once longer than 6 characters.
    expect(await firstName.inputValue()).toBe('MaryJane');
    await expectTypedAs(lastName, ' Mensah ', 'Mensah');
    await expectTypedAs(phone, '07700', '07700');
    await phone.pressSequentially(' 900123');
    expect(await phone.inputValue()).toBe('+447700 900123');
    await typeInto(dob, '1990-04-12');
    expect(await dob.inputValue()).toBe('1990-04-12');
    // Nothing was pressed yet, so no check has spoken.
    expect(await page.locator('form [aria-invalid="true"]').count()).toBe(0);

    // A missing answer is named once Next is pressed, and the focus goes to it; from then on checks follow the keys.
    await typeInto(lastName, '');
    expect(await fieldError(lastName)).toBeNull();
    await page.getByRole('button', { name: 'Next' }).click();
    await expectFieldError(lastName, 'Enter your last name');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('lastName');
    await expectAccessible(page);
    await lastName.pressSequentially('Mensah');
    await expectFieldError(lastName, null);
    const today = new Date();
    await typeInto(dob, `${today.getFullYear() - 17}-01-01`);
    await expectFieldError(dob, 'You must be at least 18 years old to sell on Home Kitchen');
    await typeInto(dob, '1990-04-12');
    await expectFieldError(dob, null);
    // The sign-in e-mail is not typed over here: a new one is confirmed first, with a code sent to it.
    expect(await emailField.getAttribute('readonly')).not.toBeNull();
    await page.getByRole('button', { name: 'Change e-mail' }).click();
    const newEmail = field(page, 'New e-mail address');
    await typeInto(newEmail, 'mary@');
    expect(await newEmail.inputValue()).toBe('mary@');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expectFieldError(newEmail, 'Invalid email');
    // The server's own answer about the address shows under it.
    await typeInto(newEmail, DEMO_EMAIL);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expectFieldError(newEmail, 'Already in use by another account');
    const moved = `mary-${Date.now()}@kitchen.test`;
    const sentBefore = (await latestMail(baseUrl(), email))?.createdAt ?? '';
    await typeInto(newEmail, moved);
    await page.getByRole('button', { name: 'Send code' }).click();
    // A code box appears; the address shown stays until the codes are entered (without a password, the current
    // address gets a code too).
    const newCode = field(page, 'Code sent to the new address');
    await newCode.waitFor();
    expect(await emailField.inputValue()).toBe(email);
    await typeInto(newCode, await latestCode(baseUrl(), moved));
    await typeInto(field(page, 'Code sent to your current address'), await latestCode(baseUrl(), email, sentBefore));
    await page.getByRole('button', { name: 'Confirm new e-mail' }).click();
    await successToast(page, `Your sign-in e-mail is now ${moved}`).waitFor();
    await expect.poll(() => emailField.inputValue()).toBe(moved);
    await page.getByRole('button', { name: 'Next' }).click();
    await successToast(page, 'Personal information saved').waitFor();

    // ---------------------------------------------------------------- step 2: business
    await stepHeading(page, 2).waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
    expect(await currentStepName(page)).toBe('2Business Information');
    const businessName = field(page, 'Business name');
    const businessPhone = field(page, 'Business phone number');
    const address = field(page, 'Business address');
    const postcode = field(page, 'Postcode');
    // Typed first, before anything else on the step: every field shows its keys.
    await expectTypedAs(businessName, "Mary's Kitchen", "Mary's Kitchen");
    await expectTypedAs(businessPhone, '020 7946 0000', '+4420 7946 0000');
    await expectTypedAs(address, '12 Mare Street, Hackney, London', '12 Mare Street, Hackney, London');
    await expectTypedAs(postcode, 'e83ra', 'e83ra');
    await postcode.blur();
    expect(await postcode.inputValue()).toBe('E8 3RA');
    expect(await page.locator('form [aria-invalid="true"]').count()).toBe(0);

    // Back shows step 1 as saved (the server stored the phone in +44 form) and keeps what was typed in step 2.
    await page.getByRole('button', { name: 'Back' }).click();
    await stepHeading(page, 1).waitFor();
    expect(await firstName.inputValue()).toBe('MaryJane');
    expect(await phone.inputValue()).toBe('+447700900123');
    expect(await dob.inputValue()).toBe('1990-04-12');
    await page.getByRole('button', { name: 'Next' }).click();
    await stepHeading(page, 2).waitFor();
    expect(await businessName.inputValue()).toBe("Mary's Kitchen");
    expect(await postcode.inputValue()).toBe('E8 3RA');

    // A registered business also gives its registered name and company number, typed like the rest.
    await checkbox(page, 'My business is registered with Companies House').check();
    const registeredName = field(page, 'Registered business name');
    const companyNumber = field(page, 'Company number');
    await expectTypedAs(registeredName, 'Mary Mensah Foods Ltd', 'Mary Mensah Foods Ltd');
    await expectTypedAs(companyNumber, '12-345', '12-345');
    await typeInto(postcode, 'XYZ');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectFieldError(companyNumber, 'Use letters and digits only, e.g. 12345678 or SC123456');
    await expectFieldError(postcode, 'Enter a UK postcode, e.g. SW1A 1AA');
    await typeInto(postcode, 'E8 3RA');
    await expectFieldError(postcode, null);
    await typeInto(companyNumber, 'sc123456');
    await expectFieldError(companyNumber, null);
    // Enter in a field submits the step, as in any form.
    await companyNumber.press('Enter');
    await successToast(page, 'Business information saved').waitFor();

    // ---------------------------------------------------------------- step 3: documents
    await stepHeading(page, 3).waitFor();
    const identity = upload(page, 'Proof of identity');
    const hygiene = upload(page, 'Food hygiene certificate');
    const allergen = upload(page, 'Allergen awareness certificate (optional)');
    const slotOf = (label: string) => page.getByRole('group', { name: label, exact: true });
    /** Waits for `text`, exactly, in the upload slot named `label`. */
    const slotShows = (label: string, text: string) => slotOf(label).getByText(text, { exact: true }).waitFor();
    // Type and size are checked before anything is sent; the server checks the content after.
    await identity.setInputFiles(file('notes.txt', 'text/plain', Buffer.from('not a document')));
    await slotShows('Proof of identity', 'This file type is not accepted: use JPEG, PNG, WEBP, PDF');
    // The oversized file is made inside the page: sending 10 MB through the test driver is slow and proves nothing.
    await identity.evaluate((input: HTMLInputElement) => {
      const files = new DataTransfer();
      files.items.add(new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
      input.files = files.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await slotShows('Proof of identity', 'This file is too large: the limit is 10 MB');
    await identity.setInputFiles(file('fake.png', 'image/png', Buffer.from('this is not really a PNG')));
    await slotShows('Proof of identity', 'Must be a JPEG, PNG, WebP image or a PDF (checked by content)');

    // A real upload shows its file name (never a link to the private file); the name defaults to it.
    await identity.setInputFiles(file('passport.png', 'image/png', TINY_PNG));
    const identityName = field(page, 'Proof of identity name');
    await identityName.waitFor();
    expect(await identityName.inputValue()).toBe('passport.png');
    await slotShows('Proof of identity', 'passport.png');
    expect(await page.locator('form a[href*="/files/"], form img').count()).toBe(0);
    // Replace: the new file and its name.
    await identity.setInputFiles(file('passport-scan.pdf', 'application/pdf', TINY_PDF));
    await expect.poll(() => identityName.inputValue()).toBe('passport-scan.pdf');
    await expectTypedAs(identityName, 'UK passport', 'UK passport');

    // Next without the food hygiene certificate names what is missing.
    await page.getByRole('button', { name: 'Next' }).click();
    await slotShows('Food hygiene certificate', 'Upload your food hygiene certificate');
    await stepHeading(page, 3).waitFor();

    await hygiene.setInputFiles(file('hygiene-level-2.pdf', 'application/pdf', TINY_PDF));
    await expect.poll(() => field(page, 'Food hygiene certificate name').inputValue()).toBe('hygiene-level-2.pdf');
    await checkbox(page, 'I have completed my food hygiene training').check();

    // Remove takes an optional document off again.
    await allergen.setInputFiles(file('allergen.png', 'image/png', TINY_PNG));
    await field(page, 'Allergen awareness certificate name').waitFor();
    await slotOf('Allergen awareness certificate (optional)').getByRole('button', { name: 'Remove' }).click();
    await field(page, 'Allergen awareness certificate name').waitFor({ state: 'detached' });

    // Progress shows while the bytes are on their way (the answer is held back until the bar has been seen).
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/vendor/uploads', async (route) => {
      await held;
      await route.continue();
    });
    await upload(page, 'Council registration (optional)').setInputFiles(
      file('council-registration.pdf', 'application/pdf', TINY_PDF),
    );
    await page.getByRole('progressbar', { name: 'Uploading Council registration (optional)' }).waitFor();
    release();
    await expect.poll(() => field(page, 'Council registration name').inputValue()).toBe('council-registration.pdf');
    await page.unroute('**/api/v1/vendor/uploads');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await successToast(page, 'Documents saved').waitFor();

    // ---------------------------------------------------------------- step 4: cuisines and dietary offerings
    await stepHeading(page, 4).waitFor();
    const cuisines = page.getByRole('group', { name: 'Cuisines' });
    const ghanaian = cuisines.getByRole('button', { name: 'Ghanaian' });
    await ghanaian.waitFor();

    // Toggles, by mouse and by keyboard: pressing adds, pressing again removes.
    await ghanaian.click();
    expect(await ghanaian.getAttribute('aria-pressed')).toBe('true');
    const nigerian = cuisines.getByRole('button', { name: 'Nigerian' });
    await nigerian.focus();
    await page.keyboard.press('Space');
    expect(await nigerian.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Enter');
    expect(await nigerian.getAttribute('aria-pressed')).toBe('false');

    // With no cuisine left, Finish says what is missing; choosing one clears it.
    await ghanaian.click();
    expect(await ghanaian.getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('button', { name: 'Finish' }).click();
    const noCuisine = page.getByText('Choose at least one cuisine, or add your own', { exact: true });
    await noCuisine.waitFor();
    await ghanaian.click();
    await noCuisine.waitFor({ state: 'detached' });

    // Custom cuisines: Enter adds (it does not submit the step), duplicates and listed cuisines are refused.
    const custom = field(page, 'Cuisine name');
    const own = page.getByRole('list', { name: 'Your own cuisines' });
    await expectTypedAs(custom, 'Fante home cooking', 'Fante home cooking');
    await custom.press('Enter');
    await own.getByText('Fante home cooking', { exact: true }).waitFor();
    expect(await custom.inputValue()).toBe('');
    await stepHeading(page, 4).waitFor();
    await typeInto(custom, 'fante HOME cooking');
    await custom.press('Enter');
    await expectFieldError(custom, 'fante HOME cooking is already on your list');
    await typeInto(custom, 'Italian');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expectFieldError(custom, 'Italian is one of the cuisines above: choose it there');
    await typeInto(custom, 'Street food');
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
      personal: { firstName: 'MaryJane', lastName: 'Mensah', email: moved, phone: '+447700900123', dob: '1990-04-12' },
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
        councilRegistrationDocumentId: expect.any(String),
        councilRegistrationName: 'council-registration.pdf',
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
