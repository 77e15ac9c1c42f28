import type {
  BasketItem,
  CreatedCheckout,
  CreateCheckoutRequest,
  StorefrontCheckout,
  StorefrontMenu,
  StorefrontOrder,
  Quote,
  StorefrontTownResult,
} from '@vendor/api-types/storefront';

/** The storefront API: public, same origin, no token. */
export const STOREFRONT_API = '/api/storefront/v1';

export interface FieldError {
  field: string;
  error: string;
}

/** A refusal of the storefront API: its status, message and the fields it names. */
export class StorefrontApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
  }
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${STOREFRONT_API}${path}`, {
      method,
      headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new StorefrontApiError(0, 'We could not reach the kitchen. Check your connection and try again.');
  }
  const payload = (await response.json().catch(() => null)) as {
    data?: T;
    message?: string;
    errors?: FieldError[];
  } | null;
  if (!response.ok || !payload || payload.data === undefined) {
    throw new StorefrontApiError(
      response.status,
      payload?.message ?? 'Something went wrong. Please try again.',
      payload?.errors ?? [],
    );
  }
  return payload.data;
}

const kitchenPath = (handle: string) => `/kitchens/${encodeURIComponent(handle)}`;

export const storefrontApi = {
  getStorefrontMenu: (handle: string, date: string, signal?: AbortSignal) =>
    call<StorefrontMenu>('GET', `${kitchenPath(handle)}/menu?date=${encodeURIComponent(date)}`, undefined, signal),
  searchStorefrontTowns: (search: string, signal?: AbortSignal) =>
    call<{ towns: StorefrontTownResult[] }>('GET', `/towns?search=${encodeURIComponent(search)}`, undefined, signal),
  quoteStorefrontBasket: (
    handle: string,
    body: { deliveryDate: string; townId?: string; items: BasketItem[] },
    signal?: AbortSignal,
  ) => call<Quote>('POST', `${kitchenPath(handle)}/quote`, body, signal),
  createStorefrontCheckout: (handle: string, body: CreateCheckoutRequest) =>
    call<CreatedCheckout>('POST', `${kitchenPath(handle)}/checkouts`, body),
  getStorefrontCheckout: (checkoutId: string) =>
    call<StorefrontCheckout>('GET', `/checkouts/${encodeURIComponent(checkoutId)}`),
  cancelStorefrontCheckout: (checkoutId: string) =>
    call<unknown>('POST', `/checkouts/${encodeURIComponent(checkoutId)}/cancel`, {}),
  getStorefrontOrder: (token: string) => call<StorefrontOrder>('GET', `/orders/${encodeURIComponent(token)}`),
};
