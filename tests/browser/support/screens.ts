import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { it } from 'vitest';
import { expectAccessible } from './a11y.ts';
import { addSession, baseUrl, type ContextOptions, type Journey } from './browser.ts';
import { withoutLiveStream } from './network.ts';
import type { ApiSession } from './server.ts';
import { expectNoSideScroll } from './viewport.ts';

/** PNGs for review land in screenshots/ at the repository root (gitignored): {name}-{width}-{theme}.png. */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../../../screenshots/', import.meta.url));

export const SCREEN_SIZES = [
  { width: 1440, theme: 'light' },
  { width: 1440, theme: 'dark' },
  { width: 390, theme: 'light' },
  { width: 390, theme: 'dark' },
] as const satisfies readonly ContextOptions[];

export interface ScreenShot {
  /** File name stem, e.g. 'orders' or 'orders-panel'. */
  name: string;
  /** Path in the app, e.g. '/dashboard/orders'. */
  path: string;
  /** Signed-in session to use (cookies), if the page needs one. */
  session?: Pick<ApiSession, 'accessToken' | 'refreshToken' | 'user'>;
  /** Waits until what the picture must show is on screen; may also click to open a panel or dialog. */
  ready: (page: Page) => Promise<unknown>;
  fullPage?: boolean;
}

/**
 * Opens the page at 1440 and 390 px, light and dark, waits for `ready`, checks that nothing is wider than the screen
 * and, with axe, that there is no serious or critical violation, and saves a screenshot of each. `open` is the test
 * file's `useBrowser().open`.
 */
export async function captureScreens(open: (options?: ContextOptions) => Promise<Journey>, shot: ScreenShot) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const size of SCREEN_SIZES) {
    const journey = await open({ width: size.width, theme: size.theme });
    await withoutLiveStream(journey.context);
    if (shot.session) await addSession(journey.context, shot.session);
    await journey.page.goto(`${baseUrl()}${shot.path}`);
    await shot.ready(journey.page);
    await expectNoSideScroll(journey.page);
    await expectAccessible(journey.page, `${shot.path} at ${size.width} px, ${size.theme}`);
    await journey.page.screenshot({
      path: `${SCREENSHOT_DIR}${shot.name}-${size.width}-${size.theme}.png`,
      fullPage: shot.fullPage ?? true,
    });
    await journey.close();
  }
}

type ScreenSession = ScreenShot['session'];

/** A screen declared as a test of its own: its `session`, if given, is made when the test runs (e.g. a new kitchen). */
export interface ScreenTest extends Omit<ScreenShot, 'session'> {
  session?: () => ScreenSession | Promise<ScreenSession>;
}

/**
 * Returns `screenTest(title, screen)`, which declares a test that captures `screen` with captureScreens. `open` is
 * the test file's `useBrowser().open`; `session` gives the file's signed-in session, read when the test runs (after
 * its beforeAll); a screen's own `session` takes its place.
 */
export function screenTestsFor(open: (options?: ContextOptions) => Promise<Journey>, session?: () => ScreenSession) {
  return (title: string, screen: ScreenTest) =>
    it(title, async () => {
      await captureScreens(open, { ...screen, session: screen.session ? await screen.session() : session?.() });
    });
}
