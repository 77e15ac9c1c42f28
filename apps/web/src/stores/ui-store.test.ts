import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY, UiStore } from './ui-store';

describe('UiStore toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    { type: 'success', message: 'OTP sent successfully', duration: 2000 },
    { type: 'error', message: 'Failed to send OTP', duration: 10000 },
  ] as const)('hides a $type toast after $duration ms', ({ type, message, duration }) => {
    const ui = new UiStore();
    ui[type](message);
    vi.advanceTimersByTime(duration - 1);
    expect(ui.toasts.map((toast) => ({ type: toast.type, message: toast.message }))).toEqual([{ type, message }]);
    vi.advanceTimersByTime(1);
    expect(ui.toasts).toEqual([]);
  });

  it('times each toast on its own and allows early dismissal', () => {
    const ui = new UiStore();
    ui.error('error');
    vi.advanceTimersByTime(1000);
    const id = ui.success('success');
    ui.success('another');
    ui.dismissToast(id);
    expect(ui.toasts.map((toast) => toast.message)).toEqual(['error', 'another']);
    vi.advanceTimersByTime(2000);
    expect(ui.toasts.map((toast) => toast.message)).toEqual(['error']);
    vi.advanceTimersByTime(7000);
    expect(ui.toasts).toEqual([]);
  });
});

describe('UiStore named entries', () => {
  it("starts with 'branding' loading", () => {
    expect(new UiStore().loading).toEqual(['branding']);
  });

  it('keeps overlays, alerts and loading entries unique by name', () => {
    const ui = new UiStore();
    ui.openOverlay('zone-modal');
    ui.openOverlay('zone-modal');
    ui.showAlert('delete');
    ui.showAlert('delete');
    ui.startLoading('branding');
    ui.startLoading('meals');
    expect(ui.overlays).toEqual(['zone-modal']);
    expect(ui.alerts).toEqual(['delete']);
    expect(ui.loading).toEqual(['branding', 'meals']);
    ui.closeOverlay('zone-modal');
    ui.hideAlert('delete');
    ui.stopLoading('branding');
    expect(ui.isOverlayOpen('zone-modal')).toBe(false);
    expect(ui.alerts).toEqual([]);
    expect(ui.isLoading('branding')).toBe(false);
    expect(ui.isLoading('meals')).toBe(true);
  });
});

describe('UiStore theme', () => {
  beforeEach(() => localStorage.clear());

  it('defaults to light', () => {
    expect(new UiStore().theme).toBe('light');
  });

  it('remembers the toggled theme in localStorage', () => {
    const ui = new UiStore();
    ui.toggleTheme();
    expect(ui.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(new UiStore().theme).toBe('dark');
    ui.toggleTheme();
    expect(new UiStore().theme).toBe('light');
  });
});
