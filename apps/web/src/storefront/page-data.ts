import type { StorefrontKitchen, StorefrontMenu, StorefrontOrder } from '@vendor/api-types/storefront';

/**
 * What the server hands a storefront page: fetched in-process from the storefront API, rendered to HTML and embedded
 * in the page as JSON (#storefront-data) so the browser hydrates the same tree.
 */
export type StorefrontPage =
  | { page: 'kitchen'; url: string; kitchen: StorefrontKitchen; menu: StorefrontMenu | null }
  | { page: 'checkout'; url: string; kitchen: StorefrontKitchen; date: string | null }
  | { page: 'return'; url: string; kitchen: StorefrontKitchen; checkoutId: string | null }
  | { page: 'closed'; url: string; kitchen: StorefrontKitchen }
  | { page: 'track'; url: string; token: string; order: StorefrontOrder }
  | { page: 'not-found'; url: string };

export const DATA_ELEMENT_ID = 'storefront-data';
export const ROOT_ELEMENT_ID = 'storefront';

/** JSON safe inside a <script> element: no "</script>", no HTML comment opener, no line separators. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
