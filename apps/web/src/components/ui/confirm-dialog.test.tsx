import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/testing/render';
import { ConfirmDialog } from './confirm-dialog';

const press = (key: string, shiftKey = false) =>
  act(() => {
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true }));
  });

describe('ConfirmDialog', () => {
  it('focuses Cancel, keeps Tab inside, and closes on Escape', () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    const { unmount } = render(
      <ConfirmDialog open title="Are you sure you want to signout?" onCancel={onCancel} onConfirm={onConfirm} />,
    );
    const dialog = document.querySelector('[role="alertdialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Are you sure you want to signout?',
    );
    expect(document.activeElement?.textContent).toBe('Cancel');

    press('Tab', true);
    expect(document.activeElement?.textContent).toBe('Yes');
    press('Tab');
    expect(document.activeElement?.textContent).toBe('Cancel');

    press('Escape');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    unmount();
  });
});
