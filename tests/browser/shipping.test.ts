import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './support/browser.ts';
import { newKitchen } from './support/kitchen.ts';
import { captureScreens, screenTestsFor } from './support/screens.ts';
import { openNewZone, searchCity, SHIPPING, useShippingJourneys, zoneItem } from './support/shipping.ts';

const { browser, demo } = useShippingJourneys();
const screenTest = screenTestsFor(browser.open, demo);

/**
 * The demo vendor's settings/shipping with the zone modal open, at every size and theme: the screen as shown, once
 * `ready` has set it up, with nothing wider than the screen.
 */
const captureZoneModal = (name: string, ready: (page: Page) => Promise<void>) =>
  captureScreens(browser.open, { name, path: SHIPPING, session: demo(), fullPage: false, ready });

describe('settings/shipping', () => {
  screenTest('a kitchen without zones shows the empty state with Add new zone, at every size and theme', {
    name: 'shipping-empty',
    path: SHIPPING,
    session: () => newKitchen(baseUrl(), 'Zoneless Kitchen'),
    ready: async (page) => {
      await page.getByRole('heading', { level: 3, name: 'No shipping zones found' }).waitFor();
      await page.getByText('Create a new shipping zone to get started', { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Add new zone' }).count()).toBe(1);
    },
  });

  screenTest('lists each zone with its fee in pounds and the first three towns then "+N more cities"', {
    name: 'shipping-zones',
    path: SHIPPING,
    ready: async (page) => {
      const london = zoneItem(page, 'London 1');
      await london.waitFor();
      expect(await london.getByText('£3.50', { exact: true }).count()).toBe(1);
      const towns = london.locator('p').first();
      expect(await towns.textContent()).toBe('Balham, Battersea, Brixton +5 more cities');
      await london.getByRole('button', { name: 'Edit London 1' }).waitFor();
      await london.getByRole('button', { name: 'Delete London 1' }).waitFor();
    },
  });

  // The zone modal over the page, one test a screen: all three in one test came close to the time a test may take.
  const zoneModalScreens: { title: string; name: string; ready: (page: Page) => Promise<void> }[] = [
    {
      title: 'shows the zone modal with matching cities, at every size and theme',
      name: 'shipping-zone-search',
      ready: async (page) => {
        await zoneItem(page, 'London 1').waitFor();
        const dialog = await openNewZone(page);
        expect(await dialog.evaluate((element) => getComputedStyle(element).maxWidth)).toBe('700px');
        await dialog.getByRole('button', { name: 'South East', exact: true }).click();
        await dialog.getByRole('button', { name: 'Kent' }).click();
        const kent = dialog.getByRole('list', { name: 'Cities in Kent' });
        await kent.waitFor();
        // Dropdowns stop at 300 pixels and scroll.
        expect(
          await kent.evaluate((list) => [getComputedStyle(list).maxHeight, getComputedStyle(list).overflowY]),
        ).toEqual(['300px', 'auto']);
        expect(await kent.evaluate((list) => list.scrollHeight > list.clientHeight)).toBe(true);
        await searchCity(dialog, 'peck', 'Peckham', 'Southwark');
      },
    },
    {
      title: 'shows the zone modal with a zone’s chosen cities, at every size and theme',
      name: 'shipping-zone-view',
      ready: async (page) => {
        await page.getByRole('button', { name: 'Edit London 1' }).click();
        const dialog = page.getByRole('dialog', { name: 'London 1' });
        await dialog.getByRole('button', { name: 'London', exact: true, pressed: true }).waitFor();
        await dialog.getByRole('button', { name: /^Southwark/ }).click();
        const chosen = dialog.getByRole('region', { name: 'Chosen Zones' });
        await chosen.getByRole('button', { name: 'Remove Peckham' }).waitFor();
        expect(await dialog.getByLabel('Delivery fee (£)').inputValue()).toBe('3.50');
      },
    },
    {
      title: 'shows the zone modal asking about a city already in a zone, at every size and theme',
      name: 'shipping-zone-conflict',
      ready: async (page) => {
        await zoneItem(page, 'London 1').waitFor();
        const dialog = await openNewZone(page);
        const matching = await searchCity(dialog, 'Peckham', 'Peckham', 'Southwark');
        await matching.getByRole('button', { name: 'Add Peckham, Southwark' }).click();
        const choice = page.getByRole('alertdialog', { name: 'Peckham is already in London 1' });
        await choice.getByRole('button', { name: 'Add to London 1' }).waitFor();
      },
    },
  ];
  for (const { title, name, ready } of zoneModalScreens) {
    it(title, () => captureZoneModal(name, ready));
  }
});
