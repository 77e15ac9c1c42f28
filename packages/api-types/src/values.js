// Generated from openapi/vendor-api.yaml by scripts/generate-from-contract.mjs (`pnpm run generate`); do not edit.
export const businessEventTypeValues = Object.freeze(['order.created', 'order.status_changed', 'order.cancelled']);
export const streamEndReasonValues = Object.freeze(['session_ended', 'forbidden', 'token_expired', 'server_stopping']);
export const healthStatusValues = Object.freeze(['ok', 'degraded']);
export const healthDatabaseValues = Object.freeze(['up', 'down']);
export const permissionKeyValues = Object.freeze([
  'dashboard.view',
  'meals.view',
  'meals.manage',
  'orders.view',
  'orders.manage',
  'delivery.view',
  'delivery.manage',
  'availability.view',
  'availability.manage',
  'payouts.view',
  'payouts.manage',
  'roles.view',
  'roles.manage',
  'team.view',
  'team.manage',
  'branding.view',
  'branding.manage',
  'business.manage',
  'audit.view',
]);
export const googleOauthPurposeValues = Object.freeze(['login', 'signup', 'invite']);
export const cookingExperienceValues = Object.freeze(['Low', 'Medium', 'High']);
export const uploadPurposeValues = Object.freeze(['meal_image', 'banner', 'document', 'avatar']);
export const mediaTypeValues = Object.freeze(['image', 'document']);
export const mealStatusValues = Object.freeze(['draft', 'published', 'archived']);
export const customAvailabilityStatusValues = Object.freeze(['active', 'inactive']);
export const orderStatusValues = Object.freeze([
  'pending',
  'accepted',
  'preparing',
  'ready',
  'out_for_delivery',
  'delivered',
  'cancelled',
]);
export const cancellationReasonValues = Object.freeze([
  'out_of_stock',
  'kitchen_closed',
  'unable_to_deliver',
  'customer_request',
  'duplicate_order',
  'other',
]);
export const updateOrderStatusRequestStatusValues = Object.freeze([
  'accepted',
  'preparing',
  'ready',
  'out_for_delivery',
  'delivered',
]);
export const dailyCapacityUnitValues = Object.freeze(['orders', 'portions']);
export const payoutScheduleValues = Object.freeze(['quarterly', 'monthly', 'twice_per_month', 'weekly']);
export const transactionTypeValues = Object.freeze(['payout', 'sale', 'refund', 'fee']);
export const transactionStatusValues = Object.freeze(['pending', 'paid', 'processing', 'hold', 'cancelled']);
export const roleStatusValues = Object.freeze(['active', 'inactive']);
export const teamMemberStatusValues = Object.freeze(['active', 'inactive']);
export const inviteStatusValues = Object.freeze(['pending', 'accepted', 'revoked', 'expired']);
export const auditEventTypeValues = Object.freeze([
  'created',
  'updated',
  'deleted',
  'status_changed',
  'signed_in',
  'signed_out',
  'invited',
  'revoked',
  'accepted',
  'exported',
]);
export const weeklyScheduleKeys = Object.freeze([
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
]);
export const notificationPreferencesKeys = Object.freeze(['email', 'sms']);
export const channelPreferencesKeys = Object.freeze([
  'newOrders',
  'accountActivity',
  'news',
  'productAnnouncements',
  'billingAndSubscriptions',
]);
