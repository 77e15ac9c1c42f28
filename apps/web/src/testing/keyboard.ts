import { act } from 'react';

/**
 * Types `text` into a text field one key at a time, as a person does: each key adds a character to what the field
 * shows now and fires the input event React listens to, so a controlled field that drops a key shows it at once.
 * A date or time field takes its value whole, as its picker gives it (it holds no half-typed value).
 */
export function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  // React tracks the value it set last on the element itself; the prototype's setter leaves that alone, so the
  // change is seen as the browser's.
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')!.set!;
  act(() => field.focus());
  const whole = field instanceof HTMLInputElement && ['date', 'time', 'datetime-local'].includes(field.type);
  for (const key of whole ? [text] : text) {
    act(() => {
      setValue.call(field, whole ? text : field.value + key);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }
}
