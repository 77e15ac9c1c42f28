import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectToastTopRight, successToast } from './support/assertions.ts';
import { baseUrl, useBrowser, WAIT_MS } from './support/browser.ts';
import { newKitchen } from './support/kitchen.ts';
import { failFirstRequest } from './support/network.ts';
import type { Schemas } from './support/schemas.ts';
import { captureScreens, screenTestsFor } from './support/screens.ts';
import { type ApiSession, apiGet, passwordLogin } from './support/server.ts';

const browser = useBrowser();
const screenTest = screenTestsFor(browser.open, () => demo);
let demo: ApiSession;

beforeAll(async () => {
  demo = await passwordLogin(baseUrl());
});

type TransactionList = Schemas['TransactionListResponse'];

const PAYOUTS = '/dashboard/payments/payouts';

const transactionsTable = (page: Page) => page.getByRole('tabpanel').getByRole('table');
const statusTab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}\\b`) });

describe('payouts', () => {
  it('shows the three cards, tabs with the real counts, paging, and filters by status', async () => {
    const list = await apiGet<TransactionList>(baseUrl(), '/vendor/transactions?pageSize=1', demo.accessToken);
    const { counts } = list.meta;
    expect(counts.all).toBeGreaterThan(20);

    const { page } = await browser.openAs(demo, { path: PAYOUTS });
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
    const { page } = await browser.openAs(demo);
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
    const { page } = await browser.openAs(kitchen);

    // The first loads of the summary and the transactions fail: errors with Retry, never blank cards or table.
    await failFirstRequest(page, '**/api/v1/vendor/transactions?**');
    await failFirstRequest(page, '**/api/v1/vendor/insights/transactions');
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

  screenTest('looks right at 1440 and 390 px in light and dark, with nothing wider than a phone', {
    name: 'payouts',
    path: PAYOUTS,
    ready: async (page) => {
      await transactionsTable(page).locator('tbody tr').nth(19).waitFor();
      await page.getByText(/^This month, estimated by/).waitFor();
    },
  });
});
