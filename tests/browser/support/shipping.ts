import type { Locator, Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import { expectAccessible } from './a11y.ts';
import { baseUrl, type ContextOptions, useBrowser } from './browser.ts';
import { type ApiSession, apiGet, apiUrl, passwordLogin } from './server.ts';
import { typeInto } from './keyboard.ts';

/** The settings/shipping page. */
export const SHIPPING = '/dashboard/settings/shipping';

interface TreeRegion {
  value: string;
  children: { value: string; children: { id: string; value: string }[] }[];
}

/** A town's id from the region tree, by region, area and name. */
export async function townId(session: ApiSession, region: string, area: string, town: string): Promise<string> {
  const tree = await apiGet<{ data: TreeRegion[] }>(baseUrl(), '/vendor/delivery-zones/regions', session.accessToken);
  const found = tree.data
    .find((r) => r.value === region)
    ?.children.find((a) => a.value === area)
    ?.children.find((t) => t.value === town);
  if (!found) throw new Error(`No town ${region}/${area}/${town}`);
  return found.id;
}

export async function createZone(session: ApiSession, label: string, fee: number, townIds: string[]) {
  const response = await fetch(apiUrl(baseUrl(), '/vendor/delivery-zones'), {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ label, fee, townIds }),
  });
  if (!response.ok) throw new Error(`create zone: ${response.status}`);
}

export const zonesList = (page: Page) => page.getByRole('list', { name: 'Shipping zones' });
export const zoneItem = (page: Page, label: string) =>
  zonesList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: label, exact: true }) });

export async function openShipping(page: Page) {
  await page.goto(`${baseUrl()}${SHIPPING}`);
  await page.getByRole('heading', { level: 2, name: 'Shipping & Delivery' }).waitFor();
}

/** Opens "Add new zone" and waits for the region tree. */
export async function openNewZone(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add new zone' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add new zone' });
  await dialog.getByRole('button', { name: 'London', exact: true }).waitFor();
  return dialog;
}

/** Types in "Search for a City", presses Enter and waits for the city in "Matching cities". */
export async function searchCity(dialog: Locator, text: string, town: string, area: string) {
  const search = dialog.getByLabel('Search for a City');
  await typeInto(search, text);
  await search.press('Enter');
  const matching = dialog.getByRole('region', { name: 'Matching cities' });
  await matching.getByRole('button', { name: `Add ${town}, ${area}` }).waitFor();
  return matching;
}

/** Finds the city as `searchCity` does and adds it to the zone with its "Add" button. */
export async function addCity(dialog: Locator, text: string, town: string, area: string) {
  const matching = await searchCity(dialog, text, town, area);
  await matching.getByRole('button', { name: `Add ${town}, ${area}` }).click();
}

/** Waits for the confirmation `name` asking `question`, checks the page with axe once it has faded in, returns it. */
export async function confirmation(page: Page, name: string, question: string): Promise<Locator> {
  const dialog = page.getByRole('alertdialog', { name });
  await dialog.getByText(question, { exact: true }).waitFor();
  await expectAccessible(page);
  return dialog;
}

/**
 * Sets up a file of shipping journeys: one Chromium (`browser`), the demo vendor signed in once before the tests
 * (`demo()`, read inside a test) and `openSignedIn`, which opens settings/shipping in a fresh context as a vendor.
 */
export function useShippingJourneys() {
  const browser = useBrowser();
  let session: ApiSession | undefined;
  beforeAll(async () => {
    session = await passwordLogin(baseUrl());
  });
  const demo = (): ApiSession => {
    if (!session) throw new Error('useShippingJourneys(): the demo vendor has not signed in');
    return session;
  };
  /** Opens settings/shipping signed in as `vendor` (the demo vendor when not given). */
  async function openSignedIn(vendor: ApiSession = demo(), options?: ContextOptions) {
    const journey = await browser.openAs(vendor, options);
    await openShipping(journey.page);
    return journey;
  }
  return { browser, demo, openSignedIn };
}
