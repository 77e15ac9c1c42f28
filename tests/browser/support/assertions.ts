import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { WAIT_MS } from './browser.ts';
import { advance } from './clock.ts';
import { typeInto } from './keyboard.ts';

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

/** Types `typed` into the field key by key and checks what it then holds: the form reformats some input as typed. */
export async function expectTypedAs(control: Locator, typed: string, shown: string): Promise<void> {
  await typeInto(control, typed);
  expect(await control.inputValue()).toBe(shown);
}

export async function expectText(locator: Locator, text: string): Promise<void> {
  await expect.poll(async () => (await locator.textContent())?.trim(), { timeout: WAIT_MS }).toBe(text);
}

/**
 * Checks, on the page's paused clock (`pauseClock` in ./clock.ts), that the toast shown now stays exactly `ms`: still
 * there 1 ms before, gone at `ms`.
 */
export async function expectToastLasts(page: Page, toast: Locator, ms: number): Promise<void> {
  await toast.waitFor();
  await advance(page, ms - 1);
  expect(await toast.count()).toBe(1);
  await advance(page, 1);
  await toast.waitFor({ state: 'detached' });
}
