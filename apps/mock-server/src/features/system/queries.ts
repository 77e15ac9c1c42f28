import { randomBytes } from 'node:crypto';
import type { PrismaClient } from '../../generated/prisma/client.ts';

export async function pingDatabase(prisma: PrismaClient): Promise<void> {
  await prisma.$queryRaw`SELECT 1`;
}

/** The newest hundred messages of the development listOutbox, optionally for one address. */
export async function listOutbox(prisma: PrismaClient, to: string | undefined) {
  const rows = await prisma.outboxEmail.findMany({
    where: to ? { to: to.trim().toLowerCase() } : {},
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 100,
  });
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * A number as the texts outbox keeps it (+44...): spaces, dashes and brackets dropped, a leading 0 read as +44, and a
 * leading + that a query string turned into a space put back.
 */
export function outboxNumber(raw: string): string {
  const digits = raw.replace(/[\s()-]/g, '');
  if (digits.startsWith('+')) return digits;
  return digits.startsWith('0') ? `+44${digits.slice(1)}` : `+${digits}`;
}

/** The newest hundred texts of the development outbox, optionally for one number. */
export async function listOutboxTexts(prisma: PrismaClient, to: string | undefined) {
  const rows = await prisma.outboxText.findMany({
    where: to ? { to: outboxNumber(to) } : {},
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 100,
  });
  return rows.map((r) => ({ id: r.id, to: r.to, body: r.body, createdAt: r.createdAt.toISOString() }));
}

/**
 * A development sample order of the business: one of its customers (a sample customer when it has none) orders two
 * portions of one of its published meals for delivery tomorrow; pending, with its first step. Undefined when the
 * business has no published meal with an option.
 */
export async function placeSampleOrder(prisma: PrismaClient, businessId: string, now: Date) {
  return prisma.$transaction(async (tx) => {
    const option = await tx.mealOption.findFirst({
      where: { meal: { businessId, status: 'published', deletedAt: null } },
      include: { meal: { select: { id: true, name: true } } },
      orderBy: [{ mealId: 'asc' }, { id: 'asc' }],
    });
    if (!option) return undefined;
    let customer = await tx.customer.findFirst({
      where: { businessId, addresses: { some: {} } },
      include: { addresses: { take: 1 } },
      orderBy: { id: 'asc' },
    });
    customer ??= await tx.customer.create({
      data: {
        businessId,
        firstName: 'Sample',
        lastName: 'Customer',
        phone: '+447700900000',
        email: `sample.customer@example.com`,
        addresses: {
          create: {
            addressLine: '1 Sample Street',
            county: 'Greater London',
            town: 'Peckham',
            area: 'Southwark',
            postcode: 'SE15 4AA',
            longitude: -0.07,
            latitude: 51.47,
            phone: '+447700900000',
            fullName: 'Sample Customer',
          },
        },
      },
      include: { addresses: true },
    });
    const address = customer.addresses[0]!;
    const quantity = 2;
    const items = option.pricePence * quantity;
    const platformFeePence = Math.round(items * 0.05);
    const deliveryDate = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
    return tx.order.create({
      data: {
        businessId,
        customerId: customer.id,
        addressId: address.id,
        reference: `ORD-S${randomBytes(4).toString('hex').toUpperCase()}`,
        status: 'pending',
        amountPence: items + platformFeePence,
        platformFeePence,
        createdAt: now,
        updatedAt: now,
        items: {
          create: {
            mealId: option.meal.id,
            mealOptionId: option.id,
            mealName: option.meal.name,
            optionSize: option.size,
            pricePence: option.pricePence,
            servings: option.servings,
            quantity,
            amountPence: items,
            deliveryDate,
            status: 'pending',
          },
        },
        events: { create: { from: null, to: 'pending', at: now } },
      },
      select: { id: true, reference: true, amountPence: true },
    });
  });
}
