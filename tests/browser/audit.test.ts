import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../apps/mock-server/src/testing/csv.ts';
import { expectFieldError, successToast } from './support/assertions.ts';
import { baseUrl, useBrowser } from './support/browser.ts';
import { screenTestsFor } from './support/screens.ts';
import { type ApiSession, passwordLogin } from './support/server.ts';
import { openWithFailingLoad } from './support/network.ts';
import { apiCall, createRole, deleteRolesNamed } from './support/team-api.ts';
import { typeInto } from './support/keyboard.ts';

const browser = useBrowser();
const screenTest = screenTestsFor(browser.open, () => session);
let session: ApiSession;
const ROLE = `Audit Trail ${randomBytes(3).toString('hex')}`;
const AUDIT_PATH = '/dashboard/audits';
const HEADER = ['Date and time', 'User', 'Event type', 'Item affected', 'Description'];

beforeAll(async () => {
  session = await passwordLogin(baseUrl());
  // Real events of today made by this file: a role created, then deleted.
  const role = await createRole(baseUrl(), session.accessToken, ROLE, ['meals.view']);
  await apiCall(baseUrl(), session.accessToken, 'DELETE', `/vendor/roles/${role.id}`);
});

afterAll(async () => {
  await deleteRolesNamed(baseUrl(), session.accessToken, [ROLE]);
});

const table = (page: Page) => page.getByRole('table', { name: 'Audit log' });
/** The text of one column in every row shown. */
const column = (page: Page, index: number) =>
  table(page)
    .locator(`tbody tr td:nth-child(${index + 1})`)
    .allInnerTexts();

async function openLog(path = AUDIT_PATH) {
  const journey = await browser.openAs(session, { path });
  await table(journey.page).locator('tbody tr').first().waitFor();
  return journey;
}

async function exportCsv(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const bytes = await readFile((await download.path())!);
  return {
    filename: download.suggestedFilename(),
    bytes,
    rows: parseCsv(bytes.toString('utf8').replace(/^\uFEFF/, '')),
  };
}

describe('audit log', () => {
  screenTest('lists real events with date and time, user, event type, item affected and description', {
    name: 'audit-log',
    path: AUDIT_PATH,
    ready: async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor();
      await table(page).getByText(`Deleted role "${ROLE}".`).waitFor();
      const headers = await table(page)
        .locator('thead th')
        .evaluateAll((cells) => cells.map((cell) => cell.textContent));
      expect(headers).toEqual(HEADER);
      await page.getByRole('button', { name: 'All time', pressed: true }).waitFor();
    },
  });

  it('shows placeholders while the log loads, and an error with Retry when it cannot', async () => {
    const { page } = await browser.openAs(session);
    const alert = await openWithFailingLoad(page, {
      path: AUDIT_PATH,
      request: '**/api/v1/vendor/audit-events?*',
      loading: 'Loading audit log',
      failure: 'Could not load the audit log',
    });
    await alert.getByRole('button', { name: 'Retry' }).click();
    await table(page).getByText(`Deleted role "${ROLE}".`).waitFor();
  });

  it('narrows by date-range chips and custom dates, and says when nothing matches', async () => {
    const { page } = await openLog();
    await page.getByRole('button', { name: 'Today' }).click();
    await page.getByRole('button', { name: 'Today', pressed: true }).waitFor();
    await page.waitForURL(/range=today/);
    await table(page).getByText(`Created role "${ROLE}" with 1 permission: meals.view.`).waitFor();
    // Seeded events are months old: none of them is today's.
    expect(await table(page).getByText('Deleted meal "Chin Chin".').count()).toBe(0);

    await page.getByRole('button', { name: 'Custom dates' }).click();
    const from = page.getByLabel('From');
    const to = page.getByLabel('To', { exact: true });
    await typeInto(from, '2099-01-10');
    await typeInto(to, '2099-01-01');
    await expectFieldError(to, 'The end date is before the start date');
    await typeInto(to, '2099-01-31');
    await expectFieldError(to, null);
    await page.getByRole('heading', { name: 'No events match these filters' }).waitFor();
    await page.getByRole('button', { name: 'Show all events' }).click();
    await table(page).getByText(`Deleted role "${ROLE}".`).waitFor();
    await page.getByRole('button', { name: 'All time', pressed: true }).waitFor();
  });

  it('filters by event type and by user, kept in the address', async () => {
    const { page } = await openLog();
    const filter = page.getByRole('button', { name: 'Filter', exact: true });
    expect(await filter.getAttribute('aria-expanded')).toBe('false');
    await filter.click();
    expect(await page.getByRole('button', { name: /^Filter/ }).getAttribute('aria-expanded')).toBe('true');
    await page.getByLabel('Event type').selectOption({ label: 'Deleted' });
    await page.waitForURL(/type=deleted/);
    await table(page).getByText(`Deleted role "${ROLE}".`).waitFor();
    await expect.poll(async () => new Set(await column(page, 2))).toEqual(new Set(['Deleted']));
    await page.getByRole('button', { name: 'Filter (1)' }).waitFor();

    await page.getByLabel('User').selectOption({ label: 'Chioma Eze (merchandizer@kitchen.test)' });
    await page.waitForURL(/user=/);
    await table(page).getByText('Deleted meal "Chin Chin".').waitFor();
    await expect
      .poll(async () => new Set(await column(page, 1)))
      .toEqual(new Set(['Chioma Eze\nmerchandizer@kitchen.test']));

    // The address holds the filters: a reload shows the same events with the panel open.
    await page.reload();
    await table(page).getByText('Deleted meal "Chin Chin".').waitFor();
    expect(await page.getByLabel('Event type').inputValue()).toBe('deleted');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('button', { name: 'Filter', exact: true }).waitFor();
    await table(page).getByText(`Deleted role "${ROLE}".`).waitFor();
  });

  it('exports what is shown as CSV, and the export is itself an event of the log', async () => {
    const { page } = await openLog(`${AUDIT_PATH}?type=deleted`);
    const all = await exportCsv(page);
    await successToast(page, 'Audit log exported').waitFor();
    expect(all.filename).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    expect([...all.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(all.rows[0]).toEqual(HEADER);
    expect(all.rows.length).toBeGreaterThan(2);
    expect(new Set(all.rows.slice(1).map((row) => row[2]))).toEqual(new Set(['deleted']));
    expect(all.rows.some((row) => row[4] === `Deleted role "${ROLE}".`)).toBe(true);

    // Narrowed to one person, the file holds only their rows.
    await page.goto(`${baseUrl()}${AUDIT_PATH}?type=deleted`);
    await page.getByRole('button', { name: 'Filter (1)' }).waitFor();
    await page.getByLabel('User').selectOption({ label: 'Chioma Eze (merchandizer@kitchen.test)' });
    await table(page).getByText('Deleted meal "Chin Chin".').waitFor();
    const hers = await exportCsv(page);
    expect(hers.rows[0]).toEqual(HEADER);
    expect(hers.rows.length).toBeGreaterThan(1);
    expect(new Set(hers.rows.slice(1).map((row) => row[1]))).toEqual(
      new Set(['Chioma Eze (merchandizer@kitchen.test)']),
    );

    // The log now shows the export, made by the signed-in owner.
    await page.goto(`${baseUrl()}${AUDIT_PATH}?type=exported`);
    const exported = table(page).locator('tbody tr').filter({ hasText: 'Ada Okafor' }).first();
    await exported.waitFor();
    expect(await exported.innerText()).toMatch(/Exported \d+ audit events? as CSV \(all dates, event type deleted\)\./);
  });

  screenTest('works at 390 px with the filters open', {
    name: 'audit-log-filters',
    path: `${AUDIT_PATH}?range=custom&from=2020-01-01&type=deleted`,
    ready: async (page) => {
      await table(page).locator('tbody tr').first().waitFor();
      await page.getByLabel('Event type').waitFor();
    },
  });
});
