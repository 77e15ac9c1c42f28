// Generated from openapi/storefront-api.yaml by scripts/generate-from-contract.mjs (`pnpm run generate`); do not edit.
import type { components } from './schema.js';

export declare const dayNameValues: readonly components['schemas']['DayName'][];
export declare const closedReasonValues: readonly components['schemas']['ClosedReason'][];
export declare const checkoutStatusValues: readonly components['schemas']['CheckoutStatus'][];
export declare const orderStatusValues: readonly components['schemas']['OrderStatus'][];
