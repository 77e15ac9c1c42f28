import type { Page } from 'playwright-core';

/**
 * Waits until every finite animation of the page has finished (a dialog fading in, a toast sliding in), so colour
 * checks and pictures see the settled screen. Endless ones (loading shimmer, spinners) are ignored.
 */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}
