import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.ts';
import { errorToast, expectFieldError, expectToastTopRight, successToast } from './support/assertions.ts';
import { addSession, baseUrl, pathOf, useBrowser, WAIT_MS } from './support/browser.ts';
import { newKitchen } from './support/kitchen.ts';
import { answerRequests, apiFailure, openAfterFailedLoad, recordRequestBodies, sentBodies } from './support/network.ts';
import { captureScreens, type ScreenShot } from './support/screens.ts';
import { expectNoSideScroll } from './support/viewport.ts';
import { apiGet } from './support/server.ts';
import { typeInto } from './support/keyboard.ts';

const SCHEDULE = '/dashboard/payments/payout-schedule';
const ACCOUNT = '/dashboard/payments/payout-account';
const browser = useBrowser();

interface PayoutSetup {
  minimumPayout: number;
  schedule: string;
  stripeAccountOnboardingDone: boolean;
}

describe('payout schedule', () => {
  it('is read-only until Edit, saves the schedule and the minimum as a number, and Cancel drops changes', async () => {
    const kitchen = await newKitchen(baseUrl(), 'Schedule Kitchen');
    const before = (await apiGet<{ data: PayoutSetup }>(baseUrl(), '/vendor/payout/setup', kitchen.accessToken)).data;
    const { page, context } = await browser.open();
    await addSession(context, kitchen);
    await recordRequestBodies(context);
    await page.goto(`${baseUrl()}${SCHEDULE}`);
    await page.getByRole('heading', { level: 1, name: 'Payout Schedule' }).waitFor();

    const options = page.getByRole('radio');
    await options.first().waitFor();
    expect(await page.getByRole('group', { name: 'Schedule' }).getByRole('radio').count()).toBe(4);
    for (const label of [
      'Quarterly',
      'Monthly (last Wednesday)',
      'Twice per month (1st and 3rd Wednesday)',
      'Weekly (every Wednesday)',
    ]) {
      expect(await page.getByRole('radio', { name: label }).isDisabled()).toBe(true);
    }
    const minimum = page.getByLabel('Minimum payout (£)');
    expect(await minimum.getAttribute('readonly')).not.toBeNull();
    await page.getByRole('button', { name: 'Save Changes' }).waitFor({ state: 'detached' });

    // By keyboard: Edit puts focus on the chosen schedule, arrow keys choose another.
    await page.getByRole('button', { name: 'Edit' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value), { timeout: WAIT_MS })
      .toBe(before.schedule);
    await page.keyboard.press('ArrowRight');
    const order = ['quarterly', 'monthly', 'twice_per_month', 'weekly'];
    const next = order[(order.indexOf(before.schedule) + 1) % order.length];
    expect(await page.locator('input[type="radio"]:checked').getAttribute('value')).toBe(next);

    // Edit, change, then Cancel: nothing is sent and the saved values come back, focus back on Edit.
    await page.getByRole('radio', { name: 'Quarterly' }).check();
    await typeInto(minimum, '12');
    expect(await minimum.inputValue()).toBe('12');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Edit' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()), { timeout: WAIT_MS })
      .toBe('Edit');
    expect(await page.getByRole('radio', { name: 'Quarterly' }).isChecked()).toBe(before.schedule === 'quarterly');
    expect(await minimum.inputValue()).toBe(before.minimumPayout.toFixed(2));

    // A minimum that is not an amount is caught under the field.
    await page.getByRole('button', { name: 'Edit' }).click();
    await typeInto(minimum, 'fifty');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectFieldError(minimum, 'Enter an amount in pounds, e.g. 50 or 25.50');

    // Save: the minimum goes as a number.
    await page.getByRole('radio', { name: 'Monthly (last Wednesday)' }).check();
    await typeInto(minimum, '75.5');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect
      .poll(() => sentBodies(page, 'PATCH /api/v1/vendor/payout/setup'), { timeout: WAIT_MS })
      .toEqual(['{"schedule":"monthly","minimumPayout":75.5}']);
    await expectToastTopRight(page, successToast(page, 'Changes saved successfully'));
    await page.getByRole('button', { name: 'Edit' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Monthly (last Wednesday)' }).isChecked()).toBe(true);
    expect(await minimum.inputValue()).toBe('75.50');
    const after = (await apiGet<{ data: PayoutSetup }>(baseUrl(), '/vendor/payout/setup', kitchen.accessToken)).data;
    expect(after).toMatchObject({ schedule: 'monthly', minimumPayout: 75.5 });

    // A refused save: "Failed to save changes", the server's message under its field, still editing.
    await answerRequests(
      page,
      '**/api/v1/vendor/payout/setup',
      'PATCH',
      apiFailure(400, 'minimumPayout: Too high', [{ field: 'minimumPayout', error: 'Too high' }]),
    );
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('radio', { name: 'Weekly (every Wednesday)' }).check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToastTopRight(page, errorToast(page, 'Failed to save changes'));
    await expectFieldError(minimum, 'Too high');
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();

    // The schedule as shown, and open for editing.
    const scheduleScreens: Pick<ScreenShot, 'name' | 'ready'>[] = [
      {
        name: 'payout-schedule',
        ready: (shot) => shot.getByRole('radio', { name: 'Monthly (last Wednesday)' }).waitFor(),
      },
      {
        name: 'payout-schedule-editing',
        ready: async (shot) => {
          await shot.getByRole('button', { name: 'Edit' }).click();
          await shot.getByRole('button', { name: 'Save Changes' }).waitFor();
        },
      },
    ];
    for (const screen of scheduleScreens) {
      await captureScreens(browser.open, { ...screen, path: SCHEDULE, session: kitchen });
    }
  });
});

describe('payout account', () => {
  it('connects the payout account through the offline onboarding page and comes back connected', async () => {
    const kitchen = await newKitchen(baseUrl(), 'Account Kitchen');
    await captureScreens(browser.open, {
      name: 'payout-account',
      path: ACCOUNT,
      session: kitchen,
      ready: async (shot) => {
        await shot.getByText('Not connected', { exact: true }).waitFor();
      },
    });

    const { page } = await browser.openAs(kitchen, { path: ACCOUNT });
    await page.getByRole('heading', { level: 2, name: 'Payout Methods' }).waitFor();
    await page.getByText('Zero transaction fee', { exact: true }).waitFor();
    await page.getByText('2-3 days payout time', { exact: true }).waitFor();
    await page.getByText(/3\.95 GBP per payment/).waitFor();
    await page.getByText('Not connected', { exact: true }).waitFor();

    // A failure to start: "Failed to add Stripe account", and the page stays.
    await page.route('**/api/v1/vendor/payout/stripe-connect', (route) =>
      route.fulfill(apiFailure(502, 'The payments provider could not create the payout account')),
    );
    await page.getByRole('button', { name: 'Connect' }).click();
    await expectToastTopRight(page, errorToast(page, 'Failed to add Stripe account'));
    expect(pathOf(page)).toBe(ACCOUNT);
    await page.unroute('**/api/v1/vendor/payout/stripe-connect');

    // Connect: off to the onboarding page the server returned, then back.
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/dev/stripe/onboarding/'));
    await page.getByRole('button', { name: 'Complete onboarding' }).click();
    await page.waitForURL((url) => url.pathname === ACCOUNT);
    await page.getByText('Connected', { exact: true }).waitFor();
    await expectToastTopRight(page, successToast(page, 'Payout account connected'));
    await page.getByRole('button', { name: 'Connect' }).waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).search, { timeout: WAIT_MS }).toBe('');
    const setup = (await apiGet<{ data: PayoutSetup }>(baseUrl(), '/vendor/payout/setup', kitchen.accessToken)).data;
    expect(setup.stripeAccountOnboardingDone).toBe(true);
    await expectAccessible(page);

    await captureScreens(browser.open, {
      name: 'payout-account-connected',
      path: ACCOUNT,
      session: kitchen,
      ready: (shot) => shot.getByText('Connected', { exact: true }).waitFor(),
    });
  });

  it('coming back without finishing says so and offers to continue', async () => {
    const kitchen = await newKitchen(baseUrl(), 'Unfinished Kitchen');
    const { page } = await browser.openAs(kitchen, { width: 390 });
    await openAfterFailedLoad(page, ACCOUNT, '**/api/v1/vendor/payout/setup', 'Could not load your payout account.');
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/dev/stripe/onboarding/'));
    await page.getByRole('link', { name: 'Back without completing' }).click();
    await page.waitForURL((url) => url.pathname === ACCOUNT);
    await page.getByText('Onboarding is not finished yet. Continue to connect your account.').waitFor();
    await page.getByText('Not connected', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Continue onboarding' }).waitFor();
    await expectNoSideScroll(page);
  });
});
