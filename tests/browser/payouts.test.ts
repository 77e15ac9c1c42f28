import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.ts';
import { errorToast, expectFieldError, expectToastTopRight, successToast } from './support/assertions.ts';
import { addSession, baseUrl, pathOf, useBrowser, WAIT_MS } from './support/browser.ts';
import { newKitchen } from './support/kitchen.ts';
import { captureScreens } from './support/screens.ts';
import { type ApiSession, apiGet, passwordLogin } from './support/server.ts';

const browser = useBrowser();
let demo: ApiSession;

beforeAll(async () => {
  demo = await passwordLogin(baseUrl());
});

interface Counts {
  all: number;
  pending: number;
  paid: number;
  processing: number;
  hold: number;
  cancelled: number;
}

interface TransactionList {
  data: { reference: string; status: string; amount: number; createdAt: string }[];
  meta: { totalNumberOfRecords: number; totalNumberOfPages: number; counts: Counts };
}

interface PayoutSetup {
  minimumPayout: number;
  schedule: string;
  stripeAccountOnboardingDone: boolean;
}

const PAYOUTS = '/dashboard/payments/payouts';
const SCHEDULE = '/dashboard/payments/payout-schedule';
const ACCOUNT = '/dashboard/payments/payout-account';

/** Nothing on the page is wider than the screen (no sideways scrolling). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/**
 * Keeps the body of every request the app sends with a body, by method and path, so a journey can check exactly what
 * went over the wire (the app's fetch reads `globalThis.fetch` at each call).
 */
async function recordRequestBodies(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const sent: Record<string, string[]> = {};
    (window as unknown as { __sentBodies: typeof sent }).__sentBodies = sent;
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.method !== 'GET') {
        const key = `${request.method} ${new URL(request.url).pathname}`;
        (sent[key] ??= []).push(await request.clone().text());
      }
      return original(request);
    };
  });
}

const sentBodies = (page: Page, key: string) =>
  page.evaluate(
    (name) => (window as unknown as { __sentBodies: Record<string, string[]> }).__sentBodies[name] ?? [],
    key,
  );

/** The error body the server sends, for a failure the journey makes up. */
const failure = (status: number, message: string, errors: { field: string; error: string }[] = []) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({
    success: false,
    status: 'error',
    statusCode: status,
    error: 'Error',
    code: 'ERR',
    message,
    errors,
  }),
});

const transactionsTable = (page: Page) => page.getByRole('tabpanel').getByRole('table');
const statusTab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}\\b`) });

describe('payouts', () => {
  it('shows the three cards, tabs with the real counts, paging, and filters by status', async () => {
    const list = await apiGet<TransactionList>(baseUrl(), '/vendor/transactions?pageSize=1', demo.accessToken);
    const { counts } = list.meta;
    expect(counts.all).toBeGreaterThan(20);

    const { page, context } = await browser.open();
    await addSession(context, demo);
    await page.goto(`${baseUrl()}${PAYOUTS}`);
    await page.getByRole('heading', { level: 1, name: 'Payouts' }).waitFor();
    for (const label of ['Next payout', 'Previous payout', 'Revenue']) {
      await page.locator('dt', { hasText: label }).waitFor();
    }
    await page.getByText(/^This month, estimated by \d{4}-\d{2}-\d{2}$/).waitFor();

    // The tab counts are the server's, not samples.
    const tabs = page.getByRole('tablist', { name: 'Filter transactions by status' });
    await transactionsTable(page).waitFor();
    expect(await tabs.getByRole('tab').allTextContents()).toEqual([
      `All Payouts${counts.all}`,
      `Paid${counts.paid}`,
      `Processing${counts.processing}`,
      `Hold${counts.hold}`,
      `Cancelled${counts.cancelled}`,
    ]);
    expect(await statusTab(page, 'All Payouts').getAttribute('aria-selected')).toBe('true');

    // The table: date, description, reference, type, amount in pounds, status.
    const table = transactionsTable(page);
    expect(await table.locator('thead th').allTextContents()).toEqual([
      'Date',
      'Description',
      'Reference',
      'Type',
      'Amount',
      'Status',
    ]);
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(20);
    const first = await rows.first().locator('td').allTextContents();
    expect(first[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first[2]).toMatch(/^TRX-\d+$/);
    expect(first[4]).toMatch(/^-?£[\d,]+\.\d{2}$/);
    await page.getByText(`Showing 1–20 of ${counts.all}`).waitFor();

    // Paging.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(`Showing 21–40 of ${counts.all}`).waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    const secondPage = await apiGet<TransactionList>(
      baseUrl(),
      '/vendor/transactions?pageNumber=2&pageSize=20',
      demo.accessToken,
    );
    await expect
      .poll(() => rows.locator('td:nth-child(3)').allTextContents(), { timeout: WAIT_MS })
      .toEqual(secondPage.data.map((row) => row.reference));

    // A status tab filters (and goes back to the first page); arrow keys move between tabs.
    await statusTab(page, 'Paid').click();
    await page.getByText(`Showing 1–${Math.min(20, counts.paid)} of ${counts.paid}`).waitFor();
    expect(new URL(page.url()).searchParams.get('status')).toBe('paid');
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    expect(new Set(await rows.locator('td:nth-child(6)').allTextContents())).toEqual(new Set(['Paid']));
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => new URL(page.url()).searchParams.get('status'), { timeout: WAIT_MS }).toBe('processing');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
    await page.getByText(`Showing 1–${Math.min(20, counts.processing)} of ${counts.processing}`).waitFor();
    expect(new Set(await rows.locator('td:nth-child(6)').allTextContents())).toEqual(new Set(['Processing']));

    // The tab and page survive a reload.
    await page.reload();
    await page.getByText(`Showing 1–${Math.min(20, counts.processing)} of ${counts.processing}`).waitFor();
    expect(await statusTab(page, 'Processing').getAttribute('aria-selected')).toBe('true');
  });

  it('exports the transactions of the tab as CSV: every page, pounds, dates year-month-day', async () => {
    const paid = await apiGet<TransactionList>(
      baseUrl(),
      '/vendor/transactions?status=paid&pageSize=100',
      demo.accessToken,
    );
    const { page, context } = await browser.open();
    await addSession(context, demo);
    await page.goto(`${baseUrl()}${PAYOUTS}?status=paid`);
    await transactionsTable(page).waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^transactions-paid-\d{4}-\d{2}-\d{2}\.csv$/);
    await expectToastTopRight(page, successToast(page, `Exported ${paid.meta.counts.paid} transactions`));
    const csv = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Description,Reference,Type,Amount (GBP),Status,Payment confirmed');
    expect(lines).toHaveLength(paid.meta.counts.paid + 1);
    for (const line of lines.slice(1)) {
      expect(line).toMatch(
        /^\d{4}-\d{2}-\d{2},[^,]+,TRX-\d+,(Payout|Sale|Refund|Fee),-?\d+\.\d{2},Paid,(\d{4}-\d{2}-\d{2})?$/,
      );
    }
    const references = new Set(lines.slice(1).map((line) => line.split(',')[2]));
    expect(references.size).toBe(paid.meta.counts.paid);
    for (const row of paid.data) expect(references.has(row.reference)).toBe(true);
  });

  it('a kitchen without transactions sees the empty state; a failed load shows Retry', async () => {
    const kitchen = await newKitchen(baseUrl(), 'Payouts Empty Kitchen');
    const { page, context } = await browser.open();
    await addSession(context, kitchen);

    // The first loads of the summary and the transactions fail: errors with Retry, never blank cards or table.
    const failOnce = async (pattern: string) => {
      let failNext = true;
      await page.route(pattern, async (route) => {
        if (failNext) {
          failNext = false;
          await route.fulfill(failure(503, 'The service is busy, try again'));
        } else await route.continue();
      });
    };
    await failOnce('**/api/v1/vendor/transactions?**');
    await failOnce('**/api/v1/vendor/insights/transactions');
    await page.goto(`${baseUrl()}${PAYOUTS}`);
    const alert = page.getByRole('tabpanel').getByRole('alert');
    await alert.getByText('Could not load your transactions.').waitFor();
    await alert.getByText('The service is busy, try again').waitFor();
    const summaryAlert = page.getByRole('alert').filter({ hasText: 'Could not load your payout summary.' });
    await summaryAlert.waitFor();
    await summaryAlert.getByRole('button', { name: 'Retry' }).click();
    await page.locator('dt', { hasText: 'Next payout' }).waitFor();
    await alert.getByRole('button', { name: 'Retry' }).click();

    await page.getByRole('heading', { name: 'You have no payouts yet' }).waitFor();
    await page.getByText("You haven't made any transactions yet", { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Export CSV' }).isDisabled()).toBe(true);
    expect(await statusTab(page, 'All Payouts').textContent()).toBe('All Payouts0');
    await page.getByText('Nothing is due yet').waitFor();
    await page.getByText('No payouts yet', { exact: true }).waitFor();

    await captureScreens(browser.open, {
      name: 'payouts-empty',
      path: PAYOUTS,
      session: kitchen,
      ready: (shot) => shot.getByRole('heading', { name: 'You have no payouts yet' }).waitFor(),
    });
  });

  it('looks right at 1440 and 390 px in light and dark, with nothing wider than a phone', async () => {
    await captureScreens(browser.open, {
      name: 'payouts',
      path: PAYOUTS,
      session: demo,
      ready: async (page) => {
        await transactionsTable(page).locator('tbody tr').nth(19).waitFor();
        await page.getByText(/^This month, estimated by/).waitFor();
        await expectNoSidewaysScroll(page);
      },
    });
  });
});

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
    await minimum.fill('12');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Edit' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()), { timeout: WAIT_MS })
      .toBe('Edit');
    expect(await page.getByRole('radio', { name: 'Quarterly' }).isChecked()).toBe(before.schedule === 'quarterly');
    expect(await minimum.inputValue()).toBe(before.minimumPayout.toFixed(2));

    // A minimum that is not an amount is caught under the field.
    await page.getByRole('button', { name: 'Edit' }).click();
    await minimum.fill('fifty');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectFieldError(minimum, 'Enter an amount in pounds, e.g. 50 or 25.50');

    // Save: the minimum goes as a number.
    await page.getByRole('radio', { name: 'Monthly (last Wednesday)' }).check();
    await minimum.fill('75.5');
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
    await page.route('**/api/v1/vendor/payout/setup', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill(failure(400, 'minimumPayout: Too high', [{ field: 'minimumPayout', error: 'Too high' }]))
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('radio', { name: 'Weekly (every Wednesday)' }).check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToastTopRight(page, errorToast(page, 'Failed to save changes'));
    await expectFieldError(minimum, 'Too high');
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();

    await captureScreens(browser.open, {
      name: 'payout-schedule',
      path: SCHEDULE,
      session: kitchen,
      ready: async (shot) => {
        await shot.getByRole('radio', { name: 'Monthly (last Wednesday)' }).waitFor();
        await expectNoSidewaysScroll(shot);
      },
    });
    await captureScreens(browser.open, {
      name: 'payout-schedule-editing',
      path: SCHEDULE,
      session: kitchen,
      ready: async (shot) => {
        await shot.getByRole('button', { name: 'Edit' }).click();
        await shot.getByRole('button', { name: 'Save Changes' }).waitFor();
        await expectNoSidewaysScroll(shot);
      },
    });
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
        await expectNoSidewaysScroll(shot);
      },
    });

    const { page, context } = await browser.open();
    await addSession(context, kitchen);
    await page.goto(`${baseUrl()}${ACCOUNT}`);
    await page.getByRole('heading', { level: 2, name: 'Payout Methods' }).waitFor();
    await page.getByText('Zero transaction fee', { exact: true }).waitFor();
    await page.getByText('2-3 days payout time', { exact: true }).waitFor();
    await page.getByText(/3\.95 GBP per payment/).waitFor();
    await page.getByText('Not connected', { exact: true }).waitFor();

    // A failure to start: "Failed to add Stripe account", and the page stays.
    await page.route('**/api/v1/vendor/payout/stripe-connect', (route) =>
      route.fulfill(failure(502, 'The payments provider could not create the payout account')),
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
    const { page, context } = await browser.open({ width: 390 });
    await addSession(context, kitchen);
    let failNext = true;
    await page.route('**/api/v1/vendor/payout/setup', async (route) => {
      if (failNext) {
        failNext = false;
        await route.fulfill(failure(503, 'The service is busy, try again'));
      } else await route.continue();
    });
    await page.goto(`${baseUrl()}${ACCOUNT}`);
    await page.getByRole('alert').getByText('Could not load your payout account.').waitFor();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/dev/stripe/onboarding/'));
    await page.getByRole('link', { name: 'Back without completing' }).click();
    await page.waitForURL((url) => url.pathname === ACCOUNT);
    await page.getByText('Onboarding is not finished yet. Continue to connect your account.').waitFor();
    await page.getByText('Not connected', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Continue onboarding' }).waitFor();
    await expectNoSidewaysScroll(page);
  });
});
