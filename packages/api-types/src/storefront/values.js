// Generated from openapi/storefront-api.yaml by scripts/generate-from-contract.mjs (`pnpm run generate`); do not edit.
export const dayNameValues = Object.freeze([
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
]);
export const closedReasonValues = Object.freeze(['not_ready', 'paused']);
export const checkoutStatusValues = Object.freeze(['open', 'paid', 'expired', 'cancelled', 'refunded']);
export const orderStatusValues = Object.freeze([
  'pending',
  'accepted',
  'preparing',
  'ready',
  'out_for_delivery',
  'delivered',
  'cancelled',
]);
