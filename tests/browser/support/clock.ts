import type { Page } from 'playwright-core';

/**
 * Stops the page's clock, which `page.clock.install()` took over before the page loaded: from here its timers run
 * only as far as the test moves it (`page.clock.runFor`). It stops a second ahead, as it cannot stop in the past.
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

/**
 * Lets the page finish what a moved clock set off: React renders and runs effects in tasks of its own (posted
 * messages, which the clock does not hold back), so a check made at once could see the page before them.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 3; round++) {
      await new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(null);
      });
    }
  });
}

/** Moves the page's paused clock on by `ms` and lets the page catch up. */
export async function advance(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await settle(page);
}
