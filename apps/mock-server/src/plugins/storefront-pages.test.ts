import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { loadEnv } from '../env.ts';
import { DEMO_HANDLE, OTHER_BUSINESS_ID, OTHER_HANDLE } from '../seed/fixtures.ts';
import { openTestDatabase } from '../testing/database.ts';

// The storefront's pages as the server answers them: the page chosen for the address, its data asked from the
// storefront API and handed to the web app's server bundle, the result put into the built storefront.html with the
// data after the root for hydration. A stand-in bundle echoes what it was given (the real one is built by pnpm build
// and checked by the browser journey).
const dir = mkdtempSync(path.join(tmpdir(), 'storefront-pages-'));
const webDistDir = path.join(dir, 'dist');
const webSsrDir = path.join(dir, 'dist-ssr');
const template =
  '<!doctype html><html><head><!--storefront-head--></head><body><div id="storefront"><!--storefront-body--></div></body></html>';
const renderer = `
export function render(data) {
  const kitchen = data.kitchen ? data.kitchen.name : data.order ? data.order.reference : '';
  return {
    head: '<title>' + data.page + '</title>',
    body: '<main data-page="' + data.page + '">' + kitchen + '</main>',
    data: '<script type="application/json" id="storefront-data">' + JSON.stringify(data).replace(/</g, '\\\\u003c') + '</script>',
  };
}`;
let app: FastifyInstance;
let db: Database;

beforeAll(async () => {
  mkdirSync(webDistDir);
  mkdirSync(webSsrDir);
  writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(path.join(webDistDir, 'storefront.html'), template);
  writeFileSync(path.join(webSsrDir, 'entry-server.js'), renderer);
  db = await openTestDatabase(inject('testTemplate'));
  const env = loadEnv(
    { NODE_ENV: 'test' },
    {
      dataDir: dir,
      webDistDir,
      webSsrDir,
      jwtSecret: 'test-secret-that-is-long-enough-0123456789',
      logLevel: 'silent',
    },
  );
  app = await buildApp({ env, db, migrate: false });
});

afterAll(async () => {
  await app.close();
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The page data embedded for hydration. */
function embedded<T = Record<string, unknown>>(html: string): T & { page: string } {
  const match = /<script type="application\/json" id="storefront-data">(.*?)<\/script>/s.exec(html);
  expect(match, 'page data embedded').not.toBeNull();
  return JSON.parse(match![1]!) as T & { page: string };
}

describe('storefront pages', () => {
  it("renders a kitchen's page on the server with its data and the menu of the first delivery date", async () => {
    const res = await app.inject(`/k/${DEMO_HANDLE}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>kitchen</title>');
    expect(res.body).toContain(`<main data-page="kitchen">Mama Ada's Kitchen</main>`);
    // The data sits after the root element, which holds only what was rendered.
    expect(res.body.indexOf('id="storefront-data"')).toBeGreaterThan(res.body.indexOf('</div>'));
    const data = embedded<{ kitchen: { deliveryDates: string[] }; menu: { date: string } | null }>(res.body);
    expect(data.page).toBe('kitchen');
    expect(data.menu?.date).toBe(data.kitchen.deliveryDates[0]);
  });

  it('renders the menu of an offered date asked in the address, and of the first date otherwise', async () => {
    const first = embedded<{ kitchen: { deliveryDates: string[] } }>((await app.inject(`/k/${DEMO_HANDLE}`)).body);
    const second = first.kitchen.deliveryDates[1]!;
    const asked = embedded<{ menu: { date: string } }>((await app.inject(`/k/${DEMO_HANDLE}?date=${second}`)).body);
    expect(asked.menu.date).toBe(second);
    const unknown = embedded<{
      menu: { date: string };
    }>((await app.inject(`/k/${DEMO_HANDLE}?date=1999-01-01`)).body);
    expect(unknown.menu.date).toBe(first.kitchen.deliveryDates[0]);
  });

  it('renders the checkout and return pages with the kitchen, private to the customer', async () => {
    const checkout = await app.inject(`/k/${DEMO_HANDLE}/checkout`);
    expect(checkout.statusCode).toBe(200);
    expect(checkout.headers['cache-control']).toBe('private, no-store');
    expect(embedded(checkout.body).page).toBe('checkout');
    const back = await app.inject(`/k/${DEMO_HANDLE}/return?checkout=0b7e8c2a-1f3d-4e5a-9b6c-7d8e9f0a1b2c`);
    expect(back.statusCode).toBe(200);
    expect(embedded(back.body)).toMatchObject({ page: 'return', checkoutId: '0b7e8c2a-1f3d-4e5a-9b6c-7d8e9f0a1b2c' });
  });

  it('answers an unknown kitchen or tracking token with the not-found page and 404, never a 500', async () => {
    for (const url of ['/k/no-such-kitchen', '/k/no-such-kitchen/checkout', '/track/not-a-real-token']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(embedded(res.body).page, url).toBe('not-found');
    }
  });

  it('shows a kitchen that is not open for orders as closed on each of its pages, not as an empty shop', async () => {
    await db.prisma.meal.updateMany({ where: { businessId: OTHER_BUSINESS_ID }, data: { status: 'draft' } });
    for (const url of [`/k/${OTHER_HANDLE}`, `/k/${OTHER_HANDLE}/checkout`]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(embedded<{ kitchen: { open: boolean } }>(res.body), url).toMatchObject({
        page: 'closed',
        kitchen: { open: false },
      });
    }
  });
});
