// Helpers shared by the delivery-zone, availability, notification, profile and branding tests.
import { randomUUID } from 'node:crypto';
import { findOrCreateVendor } from '../auth/accounts.ts';
import { DEMO_BUSINESS_ID, DEMO_CUSTOM_ROLE_ID } from '../../seed/index.ts';
import type { TestApp } from '../../testing/harness.ts';

/**
 * A member of the demo business holding the seeded custom role "Kitchen Assistant" (dashboard, meals and orders
 * views only): no delivery, availability or branding permission at all.
 */
export async function kitchenAssistantToken(t: TestApp): Promise<string> {
  const email = `assistant-${randomUUID().slice(0, 8)}@kitchen.test`;
  const user = await t.db.prisma.user.create({ data: { email, firstName: 'Kit', lastName: 'Assistant' } });
  await t.db.prisma.membership.create({
    data: { userId: user.id, businessId: DEMO_BUSINESS_ID, roleId: DEMO_CUSTOM_ROLE_ID },
  });
  return t.tokenFor(email);
}

/** A brand-new vendor (own business, Administrator), as the first sign-in creates one. */
export async function newVendor(
  t: TestApp,
  label = 'fresh',
): Promise<{ email: string; userId: string; token: string; businessId: string }> {
  const email = `${label}-${randomUUID().slice(0, 8)}@kitchen.test`;
  const { userId } = await findOrCreateVendor(t.db.prisma, email);
  const membership = await t.db.prisma.membership.findUniqueOrThrow({ where: { userId } });
  return { email, userId, token: await t.tokenFor(email), businessId: membership.businessId };
}

/** A Media row as the upload endpoint would leave it. */
export async function mediaRow(
  t: TestApp,
  businessId: string,
  purpose: 'banner' | 'avatar' | 'meal_image' | 'document',
) {
  const key = `test-${randomUUID()}.png`;
  return t.db.prisma.media.create({
    data: {
      businessId,
      storageKey: key,
      url: `/api/v1/files/${key}`,
      contentType: 'image/png',
      size: 68,
      purpose,
      originalFilename: `${purpose}.png`,
    },
  });
}

/** Town id by area and town name (the seed's place ids are derived from names). */
export async function townId(t: TestApp, area: string, name: string): Promise<string> {
  const town = await t.db.prisma.town.findFirstOrThrow({ where: { name, area: { name: area } }, select: { id: true } });
  return town.id;
}
