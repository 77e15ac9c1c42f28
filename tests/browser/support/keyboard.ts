import type { Locator } from 'playwright-core';

/** Controls a person sets with a picker rather than key by key (their typed form depends on the browser's locale). */
const PICKED = new Set(['date', 'time', 'datetime-local', 'month', 'week', 'color', 'range']);

/**
 * Types `text` into a field with the keyboard, key by key, as a person does: it is clicked, what it held is selected
 * and deleted, then each key is pressed. A date or time field is set whole, as its picker sets it.
 */
export async function typeInto(field: Locator, text: string): Promise<void> {
  const type = await field.evaluate((element) => (element instanceof HTMLInputElement ? element.type : 'text'));
  if (PICKED.has(type)) {
    await field.fill(text);
    return;
  }
  await field.click();
  if (await field.inputValue()) {
    await field.press('ControlOrMeta+a');
    await field.press('Backspace');
  }
  if (text) await field.pressSequentially(text);
}
