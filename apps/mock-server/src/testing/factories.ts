// Rows for tests, inserted straight into the database (or through the one service that creates them) so a test
// knows exactly what the numbers should be.
import { randomUUID } from 'node:crypto';
import { findOrCreateVendor } from '../features/auth/queries.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { DEMO_BUSINESS_ID, DEMO_CUSTOM_ROLE_ID } from '../seed/fixtures.ts';
import type { TestApp } from './harness.ts';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(++counter).toString(36)}${randomUUID().slice(0, 6)}`;

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
  const { userId } = await findOrCreateVendor(t.app, email);
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

/** A member of `businessId` whose role holds exactly `permissions`; returns the e-mail to sign in with. */
export async function addMemberWithPermissions(
  prisma: PrismaClient,
  businessId: string,
  permissions: string[],
): Promise<string> {
  const key = unique();
  const role = await prisma.role.create({
    data: {
      businessId,
      name: `Test role ${key}`,
      slug: `test-${key}`,
      permissions: { create: permissions.map((permission) => ({ permission })) },
    },
  });
  const email = `member-${key}@kitchen.test`;
  await prisma.user.create({
    data: { email, firstName: 'Test', lastName: 'Member', membership: { create: { businessId, roleId: role.id } } },
  });
  return email;
}

/** A new, empty business with an administrator holding `permissions`; returns its id and the admin's e-mail. */
export async function addKitchen(
  prisma: PrismaClient,
  permissions: string[],
): Promise<{ businessId: string; email: string }> {
  const business = await prisma.business.create({
    data: { businessName: `Test Kitchen ${unique()}`, kitchenName: 'Test Kitchen' },
  });
  return { businessId: business.id, email: await addMemberWithPermissions(prisma, business.id, permissions) };
}

/** A customer with one address. */
export async function addCustomer(
  prisma: PrismaClient,
  businessId: string,
  name = { firstName: 'Grace', lastName: 'Hopper' },
) {
  const key = unique();
  const customer = await prisma.customer.create({
    data: {
      businessId,
      firstName: name.firstName,
      lastName: name.lastName,
      phone: '+447700900123',
      email: `${name.firstName.toLowerCase()}.${key}@example.com`,
    },
  });
  const address = await prisma.address.create({
    data: {
      customerId: customer.id,
      addressLine: '1 Test Street',
      county: 'Greater London',
      town: 'Peckham',
      area: 'Southwark',
      postcode: 'SE15 4AA',
      longitude: -0.07,
      latitude: 51.47,
      phone: '+447700900123',
      fullName: `${name.firstName} ${name.lastName}`,
    },
  });
  return { customerId: customer.id, addressId: address.id, email: customer.email };
}

export interface OrderSpec {
  businessId: string;
  customerId: string;
  addressId: string;
  createdAt: Date;
  status?: string;
  /** Unit prices in pence with quantities. */
  items?: { pricePence: number; quantity: number; mealId?: string; mealOptionId?: string; deliveryDate?: Date }[];
  deliveryFeePence?: number;
  platformFeePence?: number;
}

/** An order whose amount adds up: sum(items) + delivery fee + platform fee. */
export async function addOrder(prisma: PrismaClient, spec: OrderSpec) {
  const items = spec.items ?? [{ pricePence: 1000, quantity: 1 }];
  const status = spec.status ?? 'pending';
  const deliveryFeePence = spec.deliveryFeePence ?? 0;
  const platformFeePence = spec.platformFeePence ?? 0;
  const subtotal = items.reduce((s, i) => s + i.pricePence * i.quantity, 0);
  const deliveryDate = new Date(
    Date.UTC(spec.createdAt.getUTCFullYear(), spec.createdAt.getUTCMonth(), spec.createdAt.getUTCDate() + 1),
  );
  return prisma.order.create({
    data: {
      businessId: spec.businessId,
      customerId: spec.customerId,
      addressId: spec.addressId,
      reference: `ORD-T${unique().toUpperCase()}`,
      status,
      amountPence: subtotal + deliveryFeePence + platformFeePence,
      deliveryFeePence,
      platformFeePence,
      createdAt: spec.createdAt,
      items: {
        create: items.map((i) => ({
          mealId: i.mealId ?? null,
          mealOptionId: i.mealOptionId ?? null,
          mealName: 'Test meal',
          optionSize: 'Regular',
          pricePence: i.pricePence,
          quantity: i.quantity,
          amountPence: i.pricePence * i.quantity,
          deliveryDate: i.deliveryDate ?? deliveryDate,
          status,
        })),
      },
    },
  });
}

/** A transaction row (amount positive; the type gives the direction). */
export async function addTransaction(
  prisma: PrismaClient,
  t: {
    businessId: string;
    type: string;
    status: string;
    amountPence: number;
    createdAt: Date;
    orderId?: string;
    paymentConfirmationDate?: Date;
  },
) {
  return prisma.transaction.create({
    data: {
      businessId: t.businessId,
      reference: `TRX-T${unique().toUpperCase()}`,
      description: `Test ${t.type}`,
      type: t.type,
      status: t.status,
      amountPence: t.amountPence,
      createdAt: t.createdAt,
      orderId: t.orderId ?? null,
      paymentConfirmationDate: t.paymentConfirmationDate ?? null,
    },
  });
}
