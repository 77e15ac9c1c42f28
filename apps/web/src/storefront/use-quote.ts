import { useEffect, useState } from 'react';
import { storefrontApi, StorefrontApiError } from './api';
import type { Basket } from './basket';
import type { Quote } from '@vendor/api-types/storefront';

export interface QuoteState {
  quote: Quote | null;
  loading: boolean;
  error: string | null;
}

/** The server's prices for the basket (and the delivery fee once a town is chosen), asked again when either changes. */
export function useQuote(handle: string, basket: Basket, townId?: string | null): QuoteState {
  const empty = !basket.date || basket.items.length === 0;
  const key = empty ? '' : JSON.stringify([basket.date, basket.items, townId ?? null]);
  const [answer, setAnswer] = useState<{ key: string; quote: Quote | null; error: string | null }>({
    key: '',
    quote: null,
    error: null,
  });
  useEffect(() => {
    if (!key) return;
    const [deliveryDate, items, town] = JSON.parse(key) as [string, Basket['items'], string | null];
    const controller = new AbortController();
    storefrontApi
      .quoteStorefrontBasket(handle, { deliveryDate, items, ...(town ? { townId: town } : {}) }, controller.signal)
      .then(
        (quote) => setAnswer({ key, quote, error: null }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const message = error instanceof StorefrontApiError ? error.message : 'We could not price your basket.';
          setAnswer({ key, quote: null, error: message });
        },
      );
    return () => controller.abort();
  }, [handle, key]);
  if (empty) return { quote: null, loading: false, error: null };
  // While a new quote is on its way the last one stays on screen.
  return { quote: answer.quote, loading: answer.key !== key, error: answer.key === key ? answer.error : null };
}
