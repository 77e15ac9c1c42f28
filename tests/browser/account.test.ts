import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_HANDLE } from '../../apps/mock-server/src/seed/fixtures.ts';
import { solidPng } from '../../apps/mock-server/src/seed/util.ts';
import { expectAccessible } from './support/a11y.ts';
import {
  errorToast,
  expectFieldError,
  expectToastTopRight,
  expectTypedAs,
  successToast,
} from './support/assertions.ts';
import { baseUrl, pathOf, useBrowser, WAIT_MS } from './support/browser.ts';
import { newKitchen } from './support/kitchen.ts';
import { answerRequests, apiFailure, openAfterFailedLoad } from './support/network.ts';
import type { Schemas } from './support/schemas.ts';
import { captureScreens } from './support/screens.ts';
import { apiGet, latestCode, latestMail } from './support/server.ts';
import { typeInto } from './support/keyboard.ts';

const browser = useBrowser();

const PROFILE = '/dashboard/account/profile';
const BRANDING = '/dashboard/account/branding';

type Profile = Schemas['Profile'];
type Branding = Schemas['Branding'];

const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const id = document.activeElement?.id;
    return id ? document.querySelector(`label[for="${CSS.escape(id)}"]`)?.textContent : null;
  });

/**
 * A new kitchen, signed in, opens its account page `part` (profile or branding): the first load of the part fails,
 * the page says it could not load it, and Retry loads it.
 */
async function openNewKitchenAfterFailedLoad(kitchenName: string, part: 'profile' | 'branding') {
  const kitchen = await newKitchen(baseUrl(), kitchenName);
  const { page } = await browser.openAs(kitchen);
  const path = part === 'profile' ? PROFILE : BRANDING;
  await openAfterFailedLoad(page, path, `**/api/v1/vendor/${part}`, `Could not load your ${part}.`);
  return { kitchen, page };
}

describe('sign-in e-mail', () => {
  it('changes only once confirmed: a code box appears after the new address, and the address shown follows', async () => {
    const kitchen = await newKitchen(baseUrl(), 'Moving Kitchen');
    const { page } = await browser.openAs(kitchen, { path: PROFILE });
    const shown = page.getByLabel('E-mail address', { exact: true });
    await expect.poll(() => shown.inputValue(), { timeout: WAIT_MS }).toBe(kitchen.email);
    await page.getByRole('button', { name: 'Change e-mail' }).click();
    const target = `moved-${Date.now()}@kitchen.test`;
    const newEmail = page.getByLabel('New e-mail address');
    await typeInto(newEmail, target);
    expect(await newEmail.inputValue()).toBe(target);
    const sentBefore = (await latestMail(baseUrl(), kitchen.email))?.createdAt ?? '';
    await page.getByRole('button', { name: 'Send code' }).click();

    const newCode = page.getByLabel('Code sent to the new address');
    await newCode.waitFor();
    expect(await shown.inputValue()).toBe(kitchen.email);
    await expectAccessible(page);
    // A wrong code is named under its box and changes nothing.
    const code = await latestCode(baseUrl(), target);
    const currentCode = await latestCode(baseUrl(), kitchen.email, sentBefore);
    const currentBox = page.getByLabel('Code sent to your current address');
    await typeInto(newCode, code === '000000' ? '111111' : '000000');
    await typeInto(currentBox, currentCode);
    await page.getByRole('button', { name: 'Confirm new e-mail' }).click();
    await expectFieldError(newCode, 'Incorrect code');
    expect(await shown.inputValue()).toBe(kitchen.email);
    await typeInto(newCode, code);
    await page.getByRole('button', { name: 'Confirm new e-mail' }).click();
    await successToast(page, `Your sign-in e-mail is now ${target}`).waitFor();
    await expect.poll(() => shown.inputValue(), { timeout: WAIT_MS }).toBe(target);
    expect(await page.getByRole('button', { name: 'Change e-mail' }).count()).toBe(1);
    expect((await latestMail(baseUrl(), kitchen.email))?.subject).toBe('Your sign-in e-mail was changed');
  });
});

describe('profile', () => {
  it('edits the member’s own details: names lose their spaces, the phone takes +44, errors sit under fields', async () => {
    const { kitchen, page } = await openNewKitchenAfterFailedLoad('Profile Kitchen', 'profile');

    const firstName = page.getByLabel('First name');
    const lastName = page.getByLabel('Last name');
    const phone = page.getByLabel('Phone number');
    const dob = page.getByLabel('Date of birth');
    await expect.poll(() => firstName.inputValue(), { timeout: WAIT_MS }).toBe('Test');
    expect(await lastName.inputValue()).toBe('Chef');
    expect(await page.getByLabel('E-mail address').inputValue()).toBe(kitchen.email);
    expect(await page.getByLabel('E-mail address').getAttribute('readonly')).not.toBeNull();
    expect(await phone.inputValue()).toBe('+447700900123');
    expect(await dob.inputValue()).toBe('1990-04-12');
    expect(await page.getByRole('button', { name: 'Save changes' }).isDisabled()).toBe(true);

    // Names keep no whitespace; the phone keeps short input as typed and takes +44 once longer than 6 characters.
    await expectTypedAs(firstName, 'Mary Ann', 'MaryAnn');
    await expectTypedAs(phone, '077009', '077009');
    await phone.pressSequentially('0');
    expect(await phone.inputValue()).toBe('+44770090');

    // Caught before sending: a short number and an under-18 date of birth; focus goes to the first.
    await typeInto(dob, '2015-06-01');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectFieldError(phone, 'Enter a UK phone number, e.g. 07700 900123 or +44 7700 900123');
    await expectFieldError(dob, 'Must be at least 18 years old');
    await expect.poll(() => focusedLabel(page), { timeout: WAIT_MS }).toBe('Phone number');

    // The server's own field message lands under its field.
    await typeInto(phone, '07700 900456');
    await typeInto(dob, '1985-02-03');
    await answerRequests(
      page,
      '**/api/v1/vendor/profile',
      'PATCH',
      apiFailure(422, 'Check the date of birth', [{ field: 'dob', error: 'Must be within the last 120 years' }]),
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectToastTopRight(page, errorToast(page, 'Check the date of birth'));
    await expectFieldError(dob, 'Must be within the last 120 years');
    await page.unroute('**/api/v1/vendor/profile');

    // Leaving with unsaved changes asks first.
    await page.getByRole('link', { name: 'Branding' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Discard changes?' });
    await leave.waitFor();
    await expectAccessible(page);
    await leave.getByRole('button', { name: 'Stay' }).click();
    expect(pathOf(page)).toBe(PROFILE);

    // Save: only what changed is sent, the sidebar shows the new name.
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectToastTopRight(page, successToast(page, 'Changes saved successfully'));
    const sidebar = page.locator('aside');
    await sidebar.getByText('MaryAnn Chef', { exact: true }).waitFor();
    expect(await phone.inputValue()).toBe('+447700900456');
    const saved = (await apiGet<{ data: Profile }>(baseUrl(), '/vendor/profile', kitchen.accessToken)).data;
    expect(saved).toMatchObject({ firstName: 'MaryAnn', lastName: 'Chef', phone: '+447700900456', dob: '1985-02-03' });

    await page.reload();
    await expect.poll(() => firstName.inputValue(), { timeout: WAIT_MS }).toBe('MaryAnn');

    // Clearing the phone removes it.
    await typeInto(phone, '');
    await phone.press('Enter');
    await expectToastTopRight(page, successToast(page, 'Changes saved successfully').last()); // the first save's may still show
    await expect
      .poll(
        async () => (await apiGet<{ data: Profile }>(baseUrl(), '/vendor/profile', kitchen.accessToken)).data.phone,
        {
          timeout: WAIT_MS,
        },
      )
      .toBeNull();

    await captureScreens(browser.open, {
      name: 'profile',
      path: PROFILE,
      session: kitchen,
      ready: async (shot) => {
        await expect.poll(() => shot.getByLabel('First name').inputValue(), { timeout: WAIT_MS }).toBe('MaryAnn');
      },
    });
  });
});

describe('branding', () => {
  it('edits the branding with a banner: upload with progress and preview, the handle’s uniqueness error', async () => {
    const handle = `kitchen-${Date.now().toString(36)}`;
    const { kitchen, page } = await openNewKitchenAfterFailedLoad('Branding Kitchen', 'branding');

    const kitchenName = page.getByLabel('Kitchen name');
    const handleName = page.getByLabel('Handle name');
    const description = page.getByLabel('Kitchen description');
    const address = page.getByLabel('Address');
    await kitchenName.waitFor();
    expect(await kitchenName.inputValue()).toBe('');

    // What a person does first: types the kitchen's name, and every key shows.
    await expectTypedAs(kitchenName, 'Branding Kitchen', 'Branding Kitchen');

    // Required fields are named under them before anything is sent; from then on the checks follow the keys.
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectFieldError(handleName, 'Enter a handle name');
    await expectFieldError(kitchenName, null);
    await typeInto(kitchenName, '');
    await expectFieldError(kitchenName, 'Enter your kitchen name');
    await typeInto(kitchenName, 'Branding Kitchen');
    await expectFieldError(kitchenName, null);
    // Typed in capitals with a space, the handle shows as it is stored.
    await expectTypedAs(handleName, 'Mama Adas Kitchen', DEMO_HANDLE);
    await typeInto(description, 'Slow-cooked stews and fresh bread, baked every Friday.');
    await typeInto(address, '12 Market Street, Leeds LS1 6DT');
    const preview = page.getByRole('figure', { name: 'Preview of your kitchen page' });
    await preview.getByText('Slow-cooked stews and fresh bread, baked every Friday.').waitFor();

    // Another kitchen has this handle: the server's message goes under the field, and focus with it.
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectToastTopRight(
      page,
      errorToast(page, `The handle "${DEMO_HANDLE}" is already taken by another kitchen`),
    );
    await expectFieldError(handleName, 'Already taken by another kitchen');
    await expect.poll(() => focusedLabel(page), { timeout: WAIT_MS }).toBe('Handle name');
    await typeInto(handleName, handle);
    await expectFieldError(handleName, null);

    // A file that is not an image is refused before any upload.
    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles({ name: 'menu.txt', mimeType: 'text/plain', buffer: Buffer.from('menu') });
    await page.getByText('This file type is not accepted: use JPEG, PNG, WEBP').waitFor();

    // The banner uploads with a progress bar, then shows in the preview.
    let releaseUpload: () => void = () => undefined;
    const uploadHeld = new Promise<void>((resolve) => {
      releaseUpload = resolve;
    });
    await page.route('**/api/v1/vendor/uploads', async (route) => {
      await uploadHeld;
      await route.continue();
    });
    await fileInput.setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: solidPng(1200, 300, '#c46a1c'),
    });
    await page.getByRole('progressbar', { name: 'Uploading Banner' }).waitFor();
    releaseUpload();
    await page.getByRole('progressbar', { name: 'Uploading Banner' }).waitFor({ state: 'detached' });
    await page.getByText('banner.png', { exact: true }).waitFor();
    const bannerImage = preview.getByRole('img', { name: 'Banner of Branding Kitchen' });
    await bannerImage.waitFor();
    expect(await bannerImage.getAttribute('src')).toMatch(/\/files\//);

    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectToastTopRight(page, successToast(page, 'Changes saved successfully'));
    await expect
      .poll(() => page.getByRole('button', { name: 'Save changes' }).isDisabled(), { timeout: WAIT_MS })
      .toBe(true);
    const saved = (await apiGet<{ data: Branding }>(baseUrl(), '/vendor/branding', kitchen.accessToken)).data;
    expect(saved).toMatchObject({
      kitchenName: 'Branding Kitchen',
      HandleName: handle,
      KitchenDescription: 'Slow-cooked stews and fresh bread, baked every Friday.',
      Address: '12 Market Street, Leeds LS1 6DT',
    });
    expect(saved.bannerId).not.toBeNull();
    expect(saved.Banner).toMatch(/\/files\//);

    // After a reload the banner is still there, and it can be removed.
    await page.reload();
    await preview.getByRole('img', { name: 'Banner of Branding Kitchen' }).waitFor();
    await page.getByRole('button', { name: 'Remove' }).click();
    await preview.getByRole('img').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await preview.getByRole('img', { name: 'Banner of Branding Kitchen' }).waitFor();

    await captureScreens(browser.open, {
      name: 'branding',
      path: BRANDING,
      session: kitchen,
      ready: async (shot) => {
        await shot.getByRole('img', { name: 'Banner of Branding Kitchen' }).waitFor();
        await shot.waitForFunction(() =>
          Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0),
        );
      },
    });
  });
});
