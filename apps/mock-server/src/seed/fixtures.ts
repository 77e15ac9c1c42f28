// The fixed facts of the seed that tests, the browser journeys and the README rely on: accounts, their password,
// the two kitchens, the demo's roles and its pending invitation. Ids are derived from names, so they never change.
import { createHash } from 'node:crypto';
import { seedId } from './util.ts';

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
