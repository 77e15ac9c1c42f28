// Allowed values of the string status columns, and the fixed facts of the seed that tests rely on.
import { createHash } from 'node:crypto';
import { seedId } from './util.ts';

export const MEAL_STATUSES = ['draft', 'published', 'archived'] as const;
export const CUSTOM_AVAILABILITY_STATUSES = ['active', 'inactive'] as const;
/** Order lifecycle: pending → accepted → preparing → ready → out_for_delivery → delivered; cancelled from the first four. */
export const ORDER_STATUSES = [
  'pending',
  'accepted',
  'preparing',
  'ready',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;
export const TRANSACTION_TYPES = ['payout', 'sale', 'refund', 'fee'] as const;
export const TRANSACTION_STATUSES = ['pending', 'paid', 'processing', 'hold', 'cancelled'] as const;
export const PAYOUT_SCHEDULES = ['quarterly', 'monthly', 'twice_per_month', 'weekly'] as const;
export const ROLE_STATUSES = ['active', 'inactive'] as const;
export const MEMBERSHIP_STATUSES = ['active', 'suspended'] as const;
export const INVITE_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export const MEDIA_PURPOSES = ['meal_image', 'banner', 'document', 'avatar'] as const;
export const DOCUMENT_TYPES = [
  'proof_of_identity',
  'food_hygiene_certificate',
  'allergen_awareness_certificate',
  'council_registration',
] as const;

/** Platform fee the seed charges on top of the items (5 % of the item subtotal, rounded to the penny). */
export const PLATFORM_FEE_RATE = 0.05;
/** Withdrawal fee per payout (SPEC section 9: 3.95 GBP per payment). */
export const WITHDRAWAL_FEE_PENCE = 395;

/** Password of every seeded user that has one (demo, manager, other). The merchandizer has none. */
export const SEED_PASSWORD = 'kitchen-demo-2026';

export const DEMO_EMAIL = 'demo@kitchen.test';
export const MANAGER_EMAIL = 'manager@kitchen.test';
export const MERCHANDIZER_EMAIL = 'merchandizer@kitchen.test';
export const OTHER_EMAIL = 'other@kitchen.test';
export const INVITED_EMAIL = 'newcook@kitchen.test';

export const DEMO_USER_ID = seedId('user', DEMO_EMAIL);
export const MANAGER_USER_ID = seedId('user', MANAGER_EMAIL);
export const MERCHANDIZER_USER_ID = seedId('user', MERCHANDIZER_EMAIL);
export const OTHER_USER_ID = seedId('user', OTHER_EMAIL);

export const DEMO_BUSINESS_ID = seedId('business', 'demo');
export const OTHER_BUSINESS_ID = seedId('business', 'other');
export const DEMO_HANDLE = 'mama-adas-kitchen';
export const OTHER_HANDLE = 'nonna-rosas-kitchen';

export const roleId = (businessId: string, slug: string) => seedId('role', `${businessId}:${slug}`);
export const DEMO_ADMIN_ROLE_ID = roleId(DEMO_BUSINESS_ID, 'administrator');
export const DEMO_MANAGER_ROLE_ID = roleId(DEMO_BUSINESS_ID, 'business-manager');
export const DEMO_MERCHANDIZER_ROLE_ID = roleId(DEMO_BUSINESS_ID, 'merchandizer');
/** A custom role of the demo business that nobody holds (safe to delete in tests). */
export const DEMO_CUSTOM_ROLE_ID = roleId(DEMO_BUSINESS_ID, 'kitchen-assistant');
export const OTHER_ADMIN_ROLE_ID = roleId(OTHER_BUSINESS_ID, 'administrator');

/** The pending invite's raw token (the link is /invites?token=DEMO_INVITE_TOKEN); the row stores its sha256 hex. */
export const DEMO_INVITE_TOKEN = 'seed-invite-3f9c2a7d1e5b4c8a9f0d6e2b7a1c4d8e';
export const DEMO_INVITE_TOKEN_HASH = createHash('sha256').update(DEMO_INVITE_TOKEN).digest('hex');
export const DEMO_INVITE_ID = seedId('invite', DEMO_INVITE_TOKEN);
