import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, useBrowser, waitUntilReady } from './support/browser.ts';
import { latestMail, passwordLogin } from './support/server.ts';

/** The public pages the build prerenders, with what a visitor reads on them before any code has run. */
const PAGES = [
  {
    path: '/',
    title: 'Sell your home-cooked meals · Home Kitchen',
    heading: 'Sell your home-cooked meals to hungry neighbours',
    labels: ['Full name', 'E-mail address'],
  },
  {
    path: '/login',
    title: 'Sign in · Home Kitchen',
    heading: 'Welcome back, sign in to start selling',
    labels: ['E-mail address'],
  },
  { path: '/signup', title: 'Get Started · Home Kitchen', heading: 'Get Started', labels: ['E-mail address'] },
];
/** The dark palette's page background (styles/theme.ts), as the browser computes it. */
const DARK_BACKGROUND = 'rgb(17, 22, 19)';

const browser = useBrowser();
let plain: Browser;
beforeAll(async () => {
  plain = await launchBrowser();
});
afterAll(async () => {
  await plain?.close();
});

describe('prerendered public pages', () => {
  it('GET /, /login and /signup answer HTML that already holds the heading, the title and the form labels', async () => {
    for (const { path, title, heading, labels } of PAGES) {
      const res = await fetch(`${baseUrl()}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html, path).toContain(`<title>${title}</title>`);
      for (const label of labels) expect(html, `${path}: ${label}`).toMatch(new RegExp(`<label[^>]*>${label}`));
    }
    // Someone signed in gets the app's shell, which leads on into the product.
    const session = await passwordLogin(baseUrl());
    const signedIn = await fetch(`${baseUrl()}/login`, {
      headers: { cookie: `accessToken=${encodeURIComponent(session.accessToken)}` },
    });
    expect(await signedIn.text()).not.toContain('Welcome back');
  });

  it('show their heading and form with JavaScript turned off, at 390 and 1440 px', async () => {
    for (const width of [390, 1440]) {
      const context = await plain.newContext({ javaScriptEnabled: false, viewport: { width, height: 844 } });
      try {
        const page = await context.newPage();
        for (const { path, heading, labels } of PAGES) {
          await page.goto(`${baseUrl()}${path}`);
          expect(await page.getByRole('heading', { level: 1, name: heading }).isVisible(), path).toBe(true);
          for (const label of labels) {
            expect(await page.getByLabel(label).first().isVisible(), `${path}: ${label}`).toBe(true);
          }
        }
      } finally {
        await context.close();
      }
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`hydrate without an error or a warning on the console, ${theme}`, async () => {
      const { page } = await browser.open({ theme });
      const messages: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
      });
      for (const { path, heading } of PAGES) {
        await openPage(page, path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        const toggle = page.getByRole('button', { name: 'Toggle theme' }).first();
        await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe(String(theme === 'dark'));
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(theme);
      }
      expect(messages).toEqual([]);
    });
  }

  it('keep what a person typed before the code arrived, and act on it', async () => {
    const { page } = await browser.open();
    // The app's code arrives only once the person has typed into the page they see.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl()}/login`);
    const field = page.getByLabel('E-mail address');
    const email = `early-${Date.now()}@example.com`;
    await field.click();
    await field.pressSequentially(email);
    expect(await page.locator('#root').getAttribute('aria-busy')).toBe('true');
    release();
    await waitUntilReady(page);
    expect(await field.inputValue()).toBe(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('6-digit code').waitFor();
    await expect.poll(async () => (await latestMail(baseUrl(), email))?.subject ?? '').not.toBe('');
  });

  it('paint dark before any code has run when dark was chosen, with no flash of light', async () => {
    const { page } = await browser.open({ theme: 'dark' });
    // Nothing but the page and /first-paint.js: the app's code is asked for but never arrives.
    await page.route('**/assets/*.js', () => undefined);
    for (const { path, heading } of PAGES) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), path).toBe(DARK_BACKGROUND);
      expect(await page.locator('#root').getAttribute('aria-busy'), path).toBe('true');
    }
    // Once the code runs the page stays dark and becomes usable.
    await page.unroute('**/assets/*.js');
    await page.reload();
    await waitUntilReady(page);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(DARK_BACKGROUND);
  });
});
