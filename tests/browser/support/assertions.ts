import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { WAIT_MS } from './browser.ts';

/** The error message shown under a field (the element its aria-describedby names `…-error`), or null. */
export async function fieldError(control: Locator): Promise<string | null> {
  return control.evaluate((element) => {
    const id = (element.getAttribute('aria-describedby') ?? '').split(' ').find((ref) => ref.endsWith('-error'));
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  });
}

/** The `n/limit` counter under a field, or null. */
export async function fieldCounter(control: Locator): Promise<string | null> {
  return control.evaluate((element) => {
    const id = (element.getAttribute('aria-describedby') ?? '').split(' ').find((ref) => ref.endsWith('-counter'));
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  });
}

/** Waits until the field shows exactly this error (or none, with null). */
export async function expectFieldError(control: Locator, message: string | null): Promise<void> {
  await expect.poll(() => fieldError(control), { timeout: WAIT_MS }).toBe(message);
  if (message) expect(await control.getAttribute('aria-invalid')).toBe('true');
  else expect(await control.getAttribute('aria-invalid')).toBeNull();
}

/** A success (or info) toast with exactly this text, in the polite live region at the top right. */
export const successToast = (page: Page, text: string): Locator =>
  page.locator('[data-toast="success"]').filter({ has: page.getByText(text, { exact: true }) });

/** An error toast with exactly this text, in the assertive live region. */
export const errorToast = (page: Page, text: string): Locator =>
  page
    .getByRole('alert')
    .locator('[data-toast="error"]')
    .filter({ has: page.getByText(text, { exact: true }) });

/** Waits for a toast and checks it sits in the top-right corner of the viewport (below any toast still showing). */
export async function expectToastTopRight(page: Page, toast: Locator): Promise<void> {
  await toast.waitFor();
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  expect(box).not.toBeNull();
  expect(viewport).not.toBeNull();
  expect(box!.y).toBeLessThan(viewport!.height / 4);
  expect(box!.x + box!.width).toBeGreaterThan(viewport!.width - 80);
}

/** Types `typed` into the field and checks what it then holds: the form reformats some input as it is typed. */
export async function expectTypedAs(control: Locator, typed: string, shown: string): Promise<void> {
  await control.fill(typed);
  expect(await control.inputValue()).toBe(shown);
}

export async function expectText(locator: Locator, text: string): Promise<void> {
  await expect.poll(async () => (await locator.textContent())?.trim(), { timeout: WAIT_MS }).toBe(text);
}

/**
 * Runs `action` and measures, in the page's own clock, how long the toast with this text stays in the document
 * (from the frame it appears to the frame it is gone), so the figure does not depend on how busy the test runner is.
 */
export async function toastLifetime(
  page: Page,
  text: string,
  action: () => Promise<void>,
  timeoutMs = 8_000,
): Promise<number> {
  await page.evaluate((message) => {
    const times = { added: 0, removed: 0 };
    (window as unknown as { __toastTimes: typeof times }).__toastTimes = times;
    const present = () =>
      Array.from(document.querySelectorAll('[data-toast] p')).some((element) => element.textContent === message);
    const tick = () => {
      const now = performance.now();
      const shown = present();
      if (shown && !times.added) times.added = now;
      if (!shown && times.added) times.removed = now;
      if (!times.removed) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, text);
  await action();
  await page.waitForFunction(
    () => (window as unknown as { __toastTimes: { removed: number } }).__toastTimes.removed > 0,
    undefined,
    {
      timeout: timeoutMs,
    },
  );
  return page.evaluate(() => {
    const times = (window as unknown as { __toastTimes: { added: number; removed: number } }).__toastTimes;
    return times.removed - times.added;
  });
}
