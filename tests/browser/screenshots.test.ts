import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSession, baseUrl, launchBrowser, openJourney } from './support/browser.ts';
import { withoutLiveStream } from './support/network.ts';
import { type ApiSession, passwordLogin } from './support/server.ts';

/** PNGs for review land in screenshots/ at the repository root (gitignored): {page}-{width}-{theme}.png. */
const OUT_DIR = fileURLToPath(new URL('../../screenshots/', import.meta.url));

interface Shot {
  name: string;
  path: string;
  auth?: boolean;
  fullPage?: boolean;
  /** What must be on screen before the picture is taken. */
  ready: (page: Page) => Promise<unknown>;
}

const SHOTS: Shot[] = [
  {
    name: 'landing',
    path: '/',
    fullPage: true,
    ready: (page) => page.locator('#join-waitlist').waitFor(),
  },
  {
    name: 'login',
    path: '/login',
    ready: (page) => page.getByRole('heading', { name: 'Welcome back, sign in to start selling' }).waitFor(),
  },
  {
    name: 'signup',
    path: '/signup',
    ready: (page) => page.getByRole('heading', { name: 'Get Started' }).waitFor(),
  },
  {
    name: 'dashboard',
    path: '/dashboard',
    auth: true,
    fullPage: true,
    ready: (page) => page.locator('main svg[role="img"]').waitFor(),
  },
];

let browser: Browser;
let session: ApiSession;

beforeAll(async () => {
  mkdirSync(OUT_DIR, { recursive: true });
  browser = await launchBrowser();
  session = await passwordLogin(baseUrl());
});
afterAll(async () => {
  await browser?.close();
});

describe('screenshots', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [1440, 390]) {
      it(`landing, login, signup and dashboard at ${width} px, ${theme}`, async () => {
        const { context, page, errors } = await openJourney(browser, { width, theme });
        await withoutLiveStream(context);
        try {
          for (const shot of SHOTS) {
            await context.clearCookies();
            if (shot.auth) await addSession(context, session);
            await page.goto(`${baseUrl()}${shot.path}`, { waitUntil: 'networkidle' });
            await shot.ready(page);
            // Images decoded and web fonts in, so nothing shifts after the picture.
            await page.evaluate(async () => {
              await document.fonts.ready;
              await Promise.all(
                Array.from(document.images).map((image) => (image.complete ? null : image.decode().catch(() => null))),
              );
            });
            expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(theme);
            // Nothing spills past the right edge of the screen.
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            expect(
              overflow,
              `${shot.name} at ${width} px overflows horizontally by ${overflow} px`,
            ).toBeLessThanOrEqual(0);
            // And nothing hidden (a visually hidden table, say) makes the page longer than what it shows.
            const extra = await page.evaluate(
              () =>
                document.documentElement.scrollHeight -
                Math.max(window.innerHeight, document.body.getBoundingClientRect().height),
            );
            expect(extra, `${shot.name} at ${width} px scrolls ${extra} px past its content`).toBeLessThanOrEqual(1);
            await page.screenshot({
              path: path.join(OUT_DIR, `${shot.name}-${width}-${theme}.png`),
              fullPage: Boolean(shot.fullPage),
              animations: 'disabled',
            });
          }
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }
});
