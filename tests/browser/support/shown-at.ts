import type { Page } from 'playwright-core';

declare global {
  interface Window {
    __shownAt?: Record<string, number>;
  }
}

/**
 * From the next navigation on, notes when an element matching `selector` is first painted, in milliseconds since the
 * navigation started (the page's own clock: no polling interval of the test runner in the figure). Read it with
 * `shownAt` once the element is there.
 */
export async function watchFirstShown(page: Page, selector: string): Promise<void> {
  await page.addInitScript((wanted: string) => {
    const seen = (window.__shownAt ??= {});
    const check = () => {
      if (seen[wanted] !== undefined || !document.querySelector(wanted)) return;
      seen[wanted] = -1;
      // Shown means painted: the frame after the element entered the document.
      requestAnimationFrame(() => (seen[wanted] = performance.now()));
      observer.disconnect();
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true });
  }, selector);
}

/** When the element watched by `watchFirstShown` was first painted (ms since navigation start), once it has been. */
export async function shownAt(page: Page, selector: string): Promise<number> {
  const handle = await page.waitForFunction((wanted: string) => {
    const at = window.__shownAt?.[wanted];
    return at !== undefined && at >= 0 ? at : undefined;
  }, selector);
  return Math.round((await handle.jsonValue()) as number);
}
