import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.ts';
import { errorToast, expectFieldError, expectTypedAs, successToast } from './support/assertions.ts';
import { addSession, baseUrl, cookieMap, pathOf, useBrowser } from './support/browser.ts';
import { signUpVendor, uploadFile } from './support/kitchen.ts';
import { apiFailure, failUntilStopped } from './support/network.ts';
import { captureScreens, SCREENSHOT_DIR } from './support/screens.ts';
import type { ApiSession } from './support/server.ts';
import {
  TINY_PDF,
  file,
  apiPut,
  field,
  checkbox,
  upload,
  stepHeading,
  expectNoSideScroll,
  currentStepName,
} from './support/onboarding.ts';
import { typeInto } from './support/keyboard.ts';

// An unfinished onboarding: resuming, the dashboard banner, failures with Retry, and every step's screens.
const browser = useBrowser();

describe('an unfinished onboarding, step by step, with its screens', () => {
  let vendor: ApiSession & { email: string };

  beforeAll(async () => {
    const { email, session } = await signUpVendor(baseUrl());
    vendor = { ...session, email };
  });

  /**
   * The vendor's onboarding at every size and theme, once `step` is shown and the page does not scroll sideways;
   * `act` may then fill or click in the step, and the page is checked for sideways scrolling again.
   */
  const captureStep = (name: string, step: number, act?: (page: Page) => Promise<void>) =>
    captureScreens(browser.open, {
      name,
      path: '/onboarding',
      session: vendor,
      ready: async (page) => {
        await stepHeading(page, step).waitFor();
        await expectNoSideScroll(page);
        if (!act) return;
        await act(page);
      },
    });

  it('step 1 at 1440 and 390 px, light and dark, empty and with its checks', async () => {
    await captureStep('onboarding-step-1', 1);
    await captureStep('onboarding-step-1-errors', 1, async (page) => {
      await expectTypedAs(field(page, 'First name'), 'Kwame', 'Kwame');
      await page.getByRole('button', { name: 'Next' }).click();
      await expectFieldError(field(page, 'Last name'), 'Enter your last name');
      await expectFieldError(field(page, 'First name'), null);
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
    const { page } = await browser.openAs(vendor, { path: '/dashboard', width: 390 });
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
    await captureStep('onboarding-step-2', 2, async (page) => {
      await checkbox(page, 'My business is registered with Companies House').check();
      await field(page, 'Company number').waitFor();
    });
    await captureScreens(browser.open, {
      name: 'dashboard-onboarding-banner',
      path: '/dashboard',
      session: vendor,
      ready: async (page) => {
        await page.getByRole('link', { name: 'Finish setting up' }).waitFor();
        await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      },
    });
  }, 120_000);

  it('shows a skeleton while loading and an error with Retry when the saved state cannot be read', async () => {
    const { page } = await browser.openAs(vendor);
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
    const { page } = await browser.openAs(vendor, { path: '/onboarding' });
    await stepHeading(page, 2).waitFor();
    await typeInto(field(page, 'Business name'), 'Kwame’s Chop Bar');
    await typeInto(field(page, 'Business phone number'), '02079460123');
    await typeInto(field(page, 'Business address'), '4 Rye Lane, Peckham, London');
    await typeInto(field(page, 'Postcode'), 'SE15 4ST');
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
    await captureStep('onboarding-step-3', 3, async (page) => {
      await upload(page, 'Proof of identity').setInputFiles(
        file('driving-licence-front-and-back.pdf', 'application/pdf', TINY_PDF),
      );
      await field(page, 'Proof of identity name').waitFor();
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
    const { page } = await browser.openAs(vendor);
    const cuisines = await failUntilStopped(
      page,
      '**/api/v1/vendor/cuisines',
      apiFailure(503, 'The cuisines are not available right now'),
    );
    await page.goto(`${baseUrl()}/onboarding`);
    await stepHeading(page, 4).waitFor();
    const failure = page.getByRole('alert').filter({ hasText: 'Could not load the cuisines.' });
    await failure.getByText('The cuisines are not available right now').waitFor();
    // The other list still works.
    await page.getByRole('group', { name: 'Dietary offerings' }).getByRole('button', { name: 'Vegan' }).waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}onboarding-step-4-error-1440-light.png`, fullPage: true });
    cuisines.stop();
    await failure.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('group', { name: 'Cuisines' }).getByRole('button', { name: 'Jamaican' }).waitFor();
  });

  it('step 4 with choices made, at 1440 and 390 px, light and dark', async () => {
    await captureStep('onboarding-step-4', 4, async (page) => {
      await page.getByRole('group', { name: 'Cuisines' }).getByRole('button', { name: 'Nigerian' }).click();
      await typeInto(field(page, 'Cuisine name'), 'Igbo soups');
      await field(page, 'Cuisine name').press('Enter');
      await page.getByRole('group', { name: 'Dietary offerings' }).getByRole('button', { name: 'Halal' }).click();
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
