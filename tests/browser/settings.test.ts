import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.ts';
import { errorToast, expectFieldError, successToast } from './support/assertions.ts';
import { baseUrl, useBrowser } from './support/browser.ts';
import { newKitchen } from './support/kitchen.ts';
import { answerRequests, apiFailure, failUntilStopped } from './support/network.ts';
import { captureScreens, screenTestsFor } from './support/screens.ts';
import { expectNoSideScroll } from './support/viewport.ts';
import type { ApiSession } from './support/server.ts';
import { typeInto } from './support/keyboard.ts';

const HOURS = '/dashboard/settings/kitchen-availability';
const NOTIFICATIONS = '/dashboard/settings/notifications';
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const browser = useBrowser();
const screenTest = screenTestsFor(browser.open, () => kitchen);
let kitchen: ApiSession;

beforeAll(async () => {
  kitchen = await newKitchen(baseUrl(), 'Settings Kitchen');
});

const day = (page: Page, name: string): Locator =>
  page.getByRole('form', { name: 'Kitchen availability' }).getByRole('group', { name, exact: true });

const channel = (page: Page, name: 'E-mail' | 'SMS'): Locator => page.getByRole('group', { name, exact: true });

/** A switch by its label (its accessible name also carries the line of help under it). */
const toggle = (group: Locator, label: string): Locator =>
  group.getByRole('switch', { name: new RegExp(`^${label}\\b`) });

describe('settings/kitchen-availability', () => {
  screenTest('shows every day open with no hours and no cut-off for a new kitchen, at every size and theme', {
    name: 'kitchen-availability',
    path: HOURS,
    ready: async (page) => {
      await page.getByRole('heading', { level: 2, name: 'Kitchen Availability & Cutoffs' }).waitFor();
      for (const name of DAYS) {
        const row = day(page, name);
        await row.getByText('Open, hours not set', { exact: true }).waitFor();
        expect(await row.getByRole('switch', { name: 'Open' }).getAttribute('aria-checked')).toBe('true');
        expect(await row.getByLabel('Opens').inputValue()).toBe('');
      }
      expect(await page.getByLabel('Order cut-off time').inputValue()).toBe('');
    },
  });

  it('saves the week and the cut-off together, checking the hours first', async () => {
    const { page } = await browser.openAs(kitchen, { path: HOURS });
    const monday = day(page, 'Monday');
    await typeInto(monday.getByLabel('Opens'), '09:00');
    await typeInto(monday.getByLabel('Closes'), '17:00');
    await monday.getByText('Open 09:00–17:00', { exact: true }).waitFor();

    // Monday's hours for every day, in one go.
    await page.getByRole('button', { name: 'Use Monday’s hours every day' }).click();
    expect(await day(page, 'Saturday').getByLabel('Closes').inputValue()).toBe('17:00');

    // Sunday closed: its times wait, untouchable, for when it opens again.
    await day(page, 'Sunday').getByRole('switch', { name: 'Open' }).click();
    await day(page, 'Sunday').getByText('Closed', { exact: true }).waitFor();
    expect(await day(page, 'Sunday').getByLabel('Opens').isDisabled()).toBe(true);

    const wednesdayCloses = day(page, 'Wednesday').getByLabel('Closes');
    await typeInto(wednesdayCloses, '08:30');
    await typeInto(page.getByLabel('Order cut-off time'), '20:00');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectFieldError(wednesdayCloses, 'Must be after the opening time (09:00)');
    expect(await wednesdayCloses.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectAccessible(page);

    await typeInto(wednesdayCloses, '14:00');
    await expectFieldError(wednesdayCloses, null);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await successToast(page, 'Changes saved successfully').waitFor();
    await page.getByRole('button', { name: 'Discard changes' }).waitFor({ state: 'detached' });

    await page.reload();
    await day(page, 'Wednesday').getByText('Open 09:00–14:00', { exact: true }).waitFor();
    await day(page, 'Friday').getByText('Open 09:00–17:00', { exact: true }).waitFor();
    await day(page, 'Sunday').getByText('Closed', { exact: true }).waitFor();
    expect(await day(page, 'Sunday').getByLabel('Opens').inputValue()).toBe('09:00');
    expect(await page.getByLabel('Order cut-off time').inputValue()).toBe('20:00');

    await captureScreens(browser.open, {
      name: 'kitchen-availability-saved',
      path: HOURS,
      session: kitchen,
      ready: async (shot) => {
        await day(shot, 'Wednesday').getByText('Open 09:00–14:00', { exact: true }).waitFor();
      },
    });
  });

  it('asks before leaving with unsaved hours, and shows the server’s messages under their fields', async () => {
    const { page } = await browser.openAs(kitchen, { path: HOURS, width: 390 });
    const thursday = day(page, 'Thursday');
    await thursday.getByRole('switch', { name: 'Open' }).waitFor();
    const saved = await thursday.getByLabel('Opens').inputValue();
    await typeInto(thursday.getByLabel('Opens'), '10:00');
    await typeInto(thursday.getByLabel('Closes'), '15:00');

    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Notifications' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Discard changes?' });
    await leave.getByRole('button', { name: 'Stay' }).click();
    expect(new URL(page.url()).pathname).toBe(HOURS);

    await answerRequests(
      page,
      '**/api/v1/vendor/kitchen-availability',
      'PUT',
      apiFailure(422, 'schedule.thursday.open: Outside the hours your kitchen delivers', [
        { field: 'schedule.thursday.open', error: 'Outside the hours your kitchen delivers' },
      ]),
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    await errorToast(page, 'Failed to save changes').waitFor();
    await expectFieldError(thursday.getByLabel('Opens'), 'Outside the hours your kitchen delivers');
    await expectNoSideScroll(page);
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect.poll(() => thursday.getByLabel('Opens').inputValue()).toBe(saved);
    await expectFieldError(thursday.getByLabel('Opens'), null);
  });

  it('shows the error with Retry when the hours cannot be loaded', async () => {
    const { page } = await browser.openAs(kitchen);
    const failure = await failUntilStopped(
      page,
      '**/api/v1/vendor/kitchen-availability',
      apiFailure(500, 'Internal server error'),
    );
    await page.goto(`${baseUrl()}${HOURS}`);
    const alert = page.getByRole('alert').filter({ hasText: 'Your opening hours could not be loaded' });
    await alert.waitFor();
    await expectAccessible(page);
    failure.stop();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await day(page, 'Monday').waitFor();
  });
});

describe('settings/notifications', () => {
  screenTest('shows e-mail and SMS with five switches each, all on for a new kitchen, at every size and theme', {
    name: 'notifications',
    path: NOTIFICATIONS,
    session: () => newKitchen(baseUrl(), 'Quiet Kitchen'),
    ready: async (page) => {
      for (const name of ['E-mail', 'SMS'] as const) {
        const group = channel(page, name);
        await toggle(group, 'New orders').waitFor();
        expect(await group.getByRole('switch').count()).toBe(5);
        for (const label of [
          'New orders',
          'Account activity',
          'News',
          'Product announcements',
          'Billing and subscriptions',
        ]) {
          expect(await toggle(group, label).getAttribute('aria-checked')).toBe('true');
        }
      }
      // On a phone the current settings tab is scrolled into view.
      const tab = page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Notifications' });
      const inView = await tab.evaluate((link) => {
        const bar = link.parentElement!.getBoundingClientRect();
        const box = link.getBoundingClientRect();
        return box.left >= bar.left - 1 && box.right <= bar.right + 1;
      });
      expect(inView).toBe(true);
    },
  });

  it('saves a switch as it is toggled, by mouse or keyboard', async () => {
    const { page } = await browser.openAs(kitchen, { path: NOTIFICATIONS });
    const smsNews = toggle(channel(page, 'SMS'), 'News');
    await smsNews.click();
    expect(await smsNews.getAttribute('aria-checked')).toBe('false');
    await successToast(page, 'Changes saved successfully').waitFor();

    await page.reload();
    expect(await toggle(channel(page, 'SMS'), 'News').getAttribute('aria-checked')).toBe('false');
    expect(await toggle(channel(page, 'E-mail'), 'News').getAttribute('aria-checked')).toBe('true');

    const emailOrders = toggle(channel(page, 'E-mail'), 'New orders');
    await emailOrders.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => emailOrders.getAttribute('aria-checked')).toBe('false');
    await page.keyboard.press('Enter');
    await expect.poll(() => emailOrders.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Saving…' }).count()).toBe(0);
    await page.reload();
    expect(await toggle(channel(page, 'E-mail'), 'New orders').getAttribute('aria-checked')).toBe('true');
    expect(await toggle(channel(page, 'SMS'), 'News').getAttribute('aria-checked')).toBe('false');
  });

  it('puts a switch back and says "Failed to save changes" when the save fails', async () => {
    const { page } = await browser.openAs(kitchen, { width: 390, theme: 'dark' });
    await answerRequests(
      page,
      '**/api/v1/vendor/notification-preferences',
      'PUT',
      apiFailure(500, 'Internal server error'),
    );
    await page.goto(`${baseUrl()}${NOTIFICATIONS}`);
    const billing = toggle(channel(page, 'E-mail'), 'Billing and subscriptions');
    await billing.click();
    await errorToast(page, 'Failed to save changes').waitFor();
    expect(await billing.getAttribute('aria-checked')).toBe('true');
    await expectAccessible(page);
    await expectNoSideScroll(page);
  });
});
