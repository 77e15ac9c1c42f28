import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HANDLE } from '../../apps/mock-server/src/seed/fixtures.ts';
import { expectAccessible } from './support/a11y.ts';
import { expectTypedAs } from './support/assertions.ts';
import { baseUrl, useBrowser } from './support/browser.ts';
import { typeInto } from './support/keyboard.ts';
import { captureScreens, SCREEN_SIZES, SCREENSHOT_DIR } from './support/screens.ts';
import { type ApiSession, passwordLogin } from './support/server.ts';
import { expectNoSideScroll } from './support/viewport.ts';

// A customer orders from the demo kitchen's storefront and pays on the offline checkout page; the demo vendor accepts
// the order. This file adds one storefront order to the demo kitchen (a new pending order, then accepted), which no
// other journey counts.
const browser = useBrowser();
const KITCHEN = `/k/${DEMO_HANDLE}`;
let demo: ApiSession;
let trackingPath = '';

beforeAll(async () => {
  demo = await passwordLogin(baseUrl());
});

interface WireKitchen {
  name: string;
  deliveryDates: string[];
}
interface WireMenu {
  meals: { name: string; options: { id: string; size: string; soldOut: boolean }[] }[];
}

async function storefrontGet<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/storefront/v1${path}`);
  expect(response.status, `GET ${path}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The page as a crawler gets it: the server's HTML, no JavaScript run. */
async function serverHtml(path: string) {
  const response = await fetch(`${baseUrl()}${path}`);
  return { status: response.status, html: await response.text() };
}

const addButtons = (page: Page) => page.getByRole('button', { name: /^Add to basket: / });

describe('storefront', () => {
  it('is rendered on the server: name, description, meals with prices and allergens, Open Graph and JSON-LD', async () => {
    const kitchen = await storefrontGet<WireKitchen>(`/kitchens/${DEMO_HANDLE}`);
    const menu = await storefrontGet<WireMenu>(`/kitchens/${DEMO_HANDLE}/menu?date=${kitchen.deliveryDates[0]}`);
    const { status, html } = await serverHtml(KITCHEN);
    expect(status).toBe(200);
    expect(html).toContain(`<h1 id="kitchen-name">${kitchen.name.replace("'", '&#x27;')}</h1>`);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain('Order by');
    expect(html).toContain('Allergens and ingredients');
    for (const meal of menu.meals.slice(0, 3)) expect(html).toContain(meal.name.replace("'", '&#x27;'));
    expect(html).toMatch(/£\d+\.\d\d/);

    const missing = await serverHtml('/k/no-such-kitchen-here');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Page not found');
  });

  it('a customer orders at 390 px and pays offline; the vendor accepts; the tracking page shows Accepted', async () => {
    const customer = await browser.open({ width: 390 });
    const { page } = customer;
    await page.goto(`${baseUrl()}${KITCHEN}`);
    await page.getByRole('heading', { level: 1, name: "Mama Ada's Kitchen" }).waitFor();
    await page.getByRole('combobox', { name: 'Delivery date' }).waitFor();

    // The first option that can be bought: added, the basket prices it.
    const add = addButtons(page).and(page.locator(':enabled')).first();
    const name = (await add.getAttribute('aria-label'))!.replace('Add to basket: ', '');
    const [mealName] = name.split(', ');
    await add.click();
    await page
      .getByRole('status')
      .filter({ hasText: `Added ${mealName}` })
      .waitFor();
    await page.getByRole('link', { name: /^Basket · 1 item/ }).click();
    const basket = page.getByRole('region', { name: 'Your basket' });
    await basket.getByText('Subtotal').waitFor();
    await basket.getByText('Service fee').waitFor();
    await expectNoSideScroll(page);
    await expectAccessible(page, 'storefront with a basket at 390 px');
    await basket.getByRole('link', { name: 'Checkout' }).click();

    // Delivery details, typed.
    await page.waitForURL(`${baseUrl()}${KITCHEN}/checkout`);
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    const town = page.getByRole('textbox', { name: 'Town' });
    await typeInto(town, 'Peckh');
    await page
      .getByRole('list', { name: 'Matching towns' })
      .getByRole('button', { name: /^Peckham/ })
      .click();
    expect(await town.inputValue()).toBe('Peckham');
    const summary = page.getByRole('region', { name: 'Order summary' });
    await summary.getByText('£3.50').waitFor();
    await typeInto(page.getByLabel('Address line 1'), '12 Rye Lane');
    await expectTypedAs(page.getByLabel('Postcode'), 'se15 4qn', 'se15 4qn');
    await typeInto(page.getByLabel('Full name'), 'Grace Customer');
    await typeInto(page.getByLabel('E-mail'), 'grace@customer.test');
    await expectTypedAs(page.getByLabel('Phone'), '07700 900123', '+447700900123');
    await typeInto(page.getByLabel('Allergy note (optional)'), 'No peanuts, please.');
    // The postcode is written the way the Royal Mail writes it once the field is left.
    expect(await page.getByLabel('Postcode').inputValue()).toBe('SE15 4QN');
    const total = (await summary.locator('dd.total').textContent())!;
    await expectAccessible(page, 'checkout at 390 px');
    await page.getByRole('button', { name: 'Checkout' }).click();

    // The offline stand-in for the provider's page, then back to the kitchen's return page.
    await page.getByRole('button', { name: `Pay ${total}` }).click();
    await page.waitForURL(new RegExp(`${KITCHEN}/return\\?checkout=`));
    await page.getByRole('heading', { name: 'Thank you, your order is placed' }).waitFor();
    const reference = (await page.getByText(/^ORD-[0-9A-Z]+$/).textContent())!;
    await expectAccessible(page, 'payment return at 390 px');
    const track = page.getByRole('link', { name: 'Track your order' });
    trackingPath = new URL((await track.getAttribute('href'))!, baseUrl()).pathname;
    await track.click();
    await page.getByRole('heading', { name: "Your order from Mama Ada's Kitchen" }).waitFor();
    await page.getByText('Placed', { exact: true }).waitFor();

    // The vendor, in a browser of their own, finds the order in Orders and accepts it.
    const { page: vendor } = await browser.openAs(demo, { path: '/dashboard/orders' });
    await typeInto(vendor.getByLabel('Search by reference or customer'), reference);
    await vendor.getByText('Showing 1–1 of 1').waitFor();
    await vendor.getByRole('button', { name: `Open order ${reference}` }).click();
    const dialog = vendor.getByRole('dialog', { name: `Order ${reference}` });
    await dialog.getByText('Grace Customer').first().waitFor();
    await dialog.getByRole('button', { name: 'Accept order' }).click();
    await dialog.locator('ol li').filter({ hasText: 'Accepted' }).waitFor();

    // The customer's tracking page, opened again, shows it.
    await page.reload();
    await page.getByText('Status:').filter({ hasText: 'Accepted' }).waitFor();
    await expectNoSideScroll(page);
    await expectAccessible(page, 'tracking at 390 px');
  });

  it('pictures: the storefront, checkout with a basket and tracking at 1440 and 390 px, light and dark', async () => {
    await captureScreens(browser.open, {
      name: 'storefront',
      path: KITCHEN,
      ready: (page) => addButtons(page).first().waitFor(),
    });
    // Checkout with a basket this browser kept: the first option that can be bought.
    const kitchen = await storefrontGet<WireKitchen>(`/kitchens/${DEMO_HANDLE}`);
    const date = kitchen.deliveryDates[0]!;
    const menu = await storefrontGet<WireMenu>(`/kitchens/${DEMO_HANDLE}/menu?date=${date}`);
    const option = menu.meals.flatMap((meal) => meal.options).find((o) => !o.soldOut)!;
    for (const size of SCREEN_SIZES) {
      const journey = await browser.open({ width: size.width, theme: size.theme });
      await journey.context.addInitScript(
        ([key, value]) => localStorage.setItem(key!, value!),
        [`storefront-basket:${DEMO_HANDLE}`, JSON.stringify({ date, items: [{ optionId: option.id, quantity: 2 }] })],
      );
      await journey.page.goto(`${baseUrl()}${KITCHEN}/checkout`);
      await journey.page.getByRole('region', { name: 'Order summary' }).getByText('Total', { exact: true }).waitFor();
      await expectNoSideScroll(journey.page);
      await expectAccessible(journey.page, `checkout at ${size.width} px, ${size.theme}`);
      await journey.page.screenshot({
        path: `${SCREENSHOT_DIR}storefront-checkout-${size.width}-${size.theme}.png`,
        fullPage: true,
      });
      await journey.close();
    }
    if (trackingPath) {
      await captureScreens(browser.open, {
        name: 'storefront-tracking',
        path: trackingPath,
        ready: (page) => page.getByText('Status:').waitFor(),
      });
    }
  });
});
