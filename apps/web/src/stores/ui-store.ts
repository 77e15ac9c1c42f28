import { makeAutoObservable } from 'mobx';

export type ToastType = 'success' | 'error' | 'info';
export type ThemeMode = 'light' | 'dark';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
}

/** How long each toast type stays on screen: success 2 s, error 10 s. */
export const TOAST_DURATION_MS: Record<ToastType, number> = {
  success: 2000,
  error: 10000,
  info: 4000,
};

export const THEME_STORAGE_KEY = 'theme';

const readStoredTheme = (): ThemeMode => {
  try {
    return globalThis.localStorage?.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
};

/** Shows a mode: the theme's colours are CSS variables that html[data-theme] switches (see styles/theme.ts). */
const showTheme = (theme: ThemeMode): void => {
  if (typeof document !== 'undefined') document.documentElement.dataset.theme = theme;
};

const addUnique = (list: string[], name: string) => {
  if (!list.includes(name)) list.push(name);
};

const remove = (list: string[], name: string) => {
  const index = list.indexOf(name);
  if (index !== -1) list.splice(index, 1);
};

/** Toasts, named overlays/alerts/loading flags and the theme. */
export class UiStore {
  toasts: Toast[] = [];
  overlays: string[] = [];
  alerts: string[] = [];
  loading: string[] = ['branding'];
  theme: ThemeMode = readStoredTheme();
  private nextToastId = 1;
  private toastTimers = new Map<number, ReturnType<typeof setTimeout>>();

  constructor() {
    makeAutoObservable<UiStore, 'nextToastId' | 'toastTimers'>(this, {
      nextToastId: false,
      toastTimers: false,
    });
    showTheme(this.theme);
  }

  showToast(type: ToastType, message: string): number {
    const id = this.nextToastId++;
    this.toasts.push({ id, type, message });
    this.toastTimers.set(
      id,
      setTimeout(() => this.dismissToast(id), TOAST_DURATION_MS[type]),
    );
    return id;
  }

  success(message: string): number {
    return this.showToast('success', message);
  }

  error(message: string): number {
    return this.showToast('error', message);
  }

  dismissToast(id: number): void {
    clearTimeout(this.toastTimers.get(id));
    this.toastTimers.delete(id);
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
  }

  openOverlay(name: string): void {
    addUnique(this.overlays, name);
  }

  closeOverlay(name: string): void {
    remove(this.overlays, name);
  }

  isOverlayOpen(name: string): boolean {
    return this.overlays.includes(name);
  }

  showAlert(name: string): void {
    addUnique(this.alerts, name);
  }

  hideAlert(name: string): void {
    remove(this.alerts, name);
  }

  startLoading(name: string): void {
    addUnique(this.loading, name);
  }

  stopLoading(name: string): void {
    remove(this.loading, name);
  }

  isLoading(name: string): boolean {
    return this.loading.includes(name);
  }

  setTheme(theme: ThemeMode): void {
    this.theme = theme;
    showTheme(theme);
    try {
      globalThis.localStorage?.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // Private browsing can refuse storage; the choice then lasts for this visit only.
    }
  }

  toggleTheme(): void {
    this.setTheme(this.theme === 'light' ? 'dark' : 'light');
  }
}
