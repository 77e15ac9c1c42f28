import { useCallback, useSyncExternalStore } from 'react';
import type { BasketItem } from '@vendor/api-types/storefront';

/** A kitchen's basket as this browser keeps it: the delivery date and the options with their quantities. */
export interface Basket {
  date: string | null;
  items: BasketItem[];
}

/** Quantity bounds of one option (the server refuses others). */
export const MAX_QUANTITY = 20;

const EMPTY: Basket = { date: null, items: [] };
const key = (handle: string) => `storefront-basket:${handle}`;
const listeners = new Set<() => void>();
const snapshots = new Map<string, { raw: string | null; basket: Basket }>();

function parse(raw: string | null): Basket {
  if (!raw) return EMPTY;
  try {
    const value = JSON.parse(raw) as Partial<Basket>;
    const items = Array.isArray(value.items)
      ? value.items.filter(
          (item): item is BasketItem =>
            typeof item?.optionId === 'string' && Number.isInteger(item.quantity) && item.quantity > 0,
        )
      : [];
    return { date: typeof value.date === 'string' ? value.date : null, items };
  } catch {
    return EMPTY;
  }
}

function read(handle: string): Basket {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key(handle));
  } catch {
    raw = null;
  }
  const cached = snapshots.get(handle);
  if (cached && cached.raw === raw) return cached.basket;
  const basket = parse(raw);
  snapshots.set(handle, { raw, basket });
  return basket;
}

function write(handle: string, basket: Basket) {
  try {
    if (basket.items.length === 0) localStorage.removeItem(key(handle));
    else localStorage.setItem(key(handle), JSON.stringify(basket));
  } catch {
    // A browser that keeps nothing (private mode quota): the basket lasts as long as the page.
    snapshots.set(handle, { raw: JSON.stringify(basket), basket });
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changing the same basket.
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('storefront-basket:')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Pure changes to a basket (tested on their own). */
export const basketChanges = {
  add(basket: Basket, optionId: string, date: string): Basket {
    const items = basket.date === date ? basket.items : [];
    const existing = items.find((item) => item.optionId === optionId);
    return {
      date,
      items: existing
        ? items.map((item) =>
            item.optionId === optionId ? { ...item, quantity: Math.min(MAX_QUANTITY, item.quantity + 1) } : item,
          )
        : [...items, { optionId, quantity: 1 }],
    };
  },
  setQuantity(basket: Basket, optionId: string, quantity: number): Basket {
    const bounded = Math.min(MAX_QUANTITY, Math.max(0, Math.trunc(quantity)));
    return {
      ...basket,
      items:
        bounded === 0
          ? basket.items.filter((item) => item.optionId !== optionId)
          : basket.items.map((item) => (item.optionId === optionId ? { ...item, quantity: bounded } : item)),
    };
  },
  setDate(basket: Basket, date: string): Basket {
    return { ...basket, date };
  },
};

const noChange = () => () => undefined;

/** False on the server and while the page hydrates, true once the browser's own state (localStorage) can be shown. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}

/**
 * The kitchen's basket, kept in localStorage per kitchen. The server renders an empty basket; the browser shows the
 * saved one right after hydration.
 */
export function useBasket(handle: string) {
  const basket = useSyncExternalStore(
    subscribe,
    () => read(handle),
    () => EMPTY,
  );
  const update = useCallback((change: (current: Basket) => Basket) => write(handle, change(read(handle))), [handle]);
  const count = basket.items.reduce((sum, item) => sum + item.quantity, 0);
  const ready = useHydrated();
  return { basket, count, update, ready };
}
