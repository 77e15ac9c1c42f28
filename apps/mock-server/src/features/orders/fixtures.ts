// Test helpers shared by the orders, dashboard and payouts suites: rows inserted straight into the database so a test
// knows exactly what the numbers should be.
import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../../generated/prisma/client.ts';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(++counter).toString(36)}${randomUUID().slice(0, 6)}`;

/** A member of `businessId` whose role holds exactly `permissions`; returns the e-mail to sign in with. */
export async function addMember(prisma: PrismaClient, businessId: string, permissions: string[]): Promise<string> {
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
  return { businessId: business.id, email: await addMember(prisma, business.id, permissions) };
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
