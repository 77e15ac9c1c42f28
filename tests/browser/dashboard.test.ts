import { beforeAll, describe, expect, it } from 'vitest';
import { addSession, baseUrl, type Journey, pathOf, useBrowser } from './support/browser.ts';
import { newKitchen } from './support/kitchen.ts';
import { captureScreens } from './support/screens.ts';
import { type ApiSession, passwordLogin } from './support/server.ts';

const browser = useBrowser();
let session: ApiSession;

beforeAll(async () => {
  session = await passwordLogin(baseUrl());
});

const focusInDrawer = (journeyPage: Journey['page']) =>
  journeyPage.evaluate(() => document.activeElement?.closest('[role="dialog"][aria-label="Menu"]') !== null);

describe('the dashboard shell', () => {
  it('at 390 px the header opens the sidebar as a left drawer that keeps focus inside and closes on Escape', async () => {
    const journey = await browser.open({ width: 390, height: 844 });
    const { page, context } = journey;
    await addSession(context, session);
    await page.goto(`${baseUrl()}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    // The sidebar column is hidden on a phone; the header has the menu button.
    expect(
      await page
        .locator('aside')
        .filter({ has: page.getByRole('navigation', { name: 'Dashboard' }) })
        .isVisible(),
    ).toBe(false);
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    expect(await openMenu.getAttribute('aria-expanded')).toBe('false');

    await openMenu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    expect(await drawer.getAttribute('aria-modal')).toBe('true');
    expect(await openMenu.getAttribute('aria-expanded')).toBe('true');
    // A left drawer: flush with the left edge, narrower than the screen.
    await page.waitForFunction(() => {
      const panel = document.querySelector('[role="dialog"][aria-label="Menu"]');
      return panel !== null && Math.abs(panel.getBoundingClientRect().left) < 1;
    });
    const box = (await drawer.boundingBox())!;
    expect(box.width).toBeLessThan(390);
    expect(box.height).toBeGreaterThanOrEqual(840);
    // It holds the whole sidebar: navigation and the signed-in vendor.
    await drawer.getByRole('navigation', { name: 'Dashboard' }).waitFor();
    await drawer.getByText(session.user.email, { exact: true }).waitFor();
    await drawer.getByRole('button', { name: 'Sign out' }).waitFor();

    // Focus starts inside and stays inside, forwards and backwards.
    expect(await focusInDrawer(page)).toBe(true);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDrawer(page), `after ${i + 1} Tab presses`).toBe(true);
    }
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDrawer(page), `after ${i + 1} Shift+Tab presses`).toBe(true);
    }

    // Escape closes it and gives focus back to the menu button.
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');
    expect(await openMenu.getAttribute('aria-expanded')).toBe('false');

    // Navigating from the drawer closes it on the new page.
    await openMenu.click();
    await drawer.getByRole('button', { name: 'Payments and Payouts' }).click();
    await drawer.getByRole('link', { name: 'Payout Schedule' }).click();
    await page.waitForURL(`${baseUrl()}/dashboard/payments/payout-schedule`);
    await drawer.waitFor({ state: 'detached' });

    // The close button and the backdrop close it too.
    await openMenu.click();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await drawer.waitFor({ state: 'detached' });
    await openMenu.click();
    await drawer.waitFor();
    await page.mouse.click(380, 400); // on the backdrop, right of the panel
    await drawer.waitFor({ state: 'detached' });
  });

  it('the settings tab bar highlights the tab of the current path', async () => {
    const journey = await browser.open();
    const { page, context } = journey;
    await addSession(context, session);
    const tabs = page.getByRole('navigation', { name: 'Settings' });
    for (const [path, label] of [
      ['/dashboard/settings/notifications', 'Notifications'],
      ['/dashboard/settings/shipping', 'Shipping & Delivery'],
    ] as const) {
      await page.goto(`${baseUrl()}${path}`);
      const current = tabs.locator('a[aria-current="page"]');
      await current.waitFor();
      expect(await current.textContent()).toBe(label);
      expect(await tabs.locator('a[aria-current="page"]').count()).toBe(1);
    }
    expect(pathOf(page)).toBe('/dashboard/settings/shipping');
  });
});

describe('a kitchen with no orders yet', () => {
  it('shows whole order counts and distinct pound labels on the chart, at every size and theme', async () => {
    const kitchen = await newKitchen(baseUrl(), 'Empty Kitchen');
    const axisLabels = (page: Journey['page'], axis: string) =>
      page.locator(`main svg text[data-axis="${axis}"]`).allTextContents();
    await captureScreens(browser.open, {
      name: 'dashboard-new-kitchen',
      path: '/dashboard',
      session: kitchen,
      ready: async (page) => {
        await page.locator('main svg[role="img"]').waitFor();
        expect(await axisLabels(page, 'orders')).toEqual(['0', '1', '2', '3', '4']);
        const pounds = await axisLabels(page, 'revenue');
        expect(new Set(pounds).size).toBe(pounds.length);
      },
    });
  });
});
