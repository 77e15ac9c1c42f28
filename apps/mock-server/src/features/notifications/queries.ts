import type { NotificationPreferences } from '@vendor/api-types';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { toColumns } from './view.ts';

/** A user's preferences; a user without a row gets one (every switch on) on first read. */
export async function getNotificationPreferences(prisma: PrismaClient, userId: string) {
  return (
    prisma.notificationPreference
      .upsert({ where: { userId }, create: { userId }, update: {} })
      // Two first reads at once: the loser of the insert race reads the winner's row.
      .catch(async (error: unknown) => {
        if ((error as { code?: string }).code !== 'P2002') throw error;
        return prisma.notificationPreference.findUniqueOrThrow({ where: { userId } });
      })
  );
}

export const findPreferences = (tx: Prisma.TransactionClient, userId: string) =>
  tx.notificationPreference.findUnique({ where: { userId } });

export const updateNotificationPreferences = (
  tx: Prisma.TransactionClient,
  userId: string,
  p: NotificationPreferences,
) =>
  tx.notificationPreference.upsert({
    where: { userId },
    create: { userId, ...toColumns(p) },
    update: toColumns(p),
  });

/** A member a message is for: where to reach them, their own switches (null: never saved, so on) and membership. */
export interface Recipient {
  email: string;
  phone: string | null;
  emailNewOrders: boolean | null;
  smsNewOrders: boolean | null;
  emailAccountActivity: boolean | null;
  smsAccountActivity: boolean | null;
  membershipBusinessId: string | null;
  membershipStatus: string | null;
}

/** The members messages are for, by id, in one statement (a user deleted since is absent). */
export async function findRecipients(prisma: PrismaClient, userIds: string[]): Promise<Map<string, Recipient>> {
  if (userIds.length === 0) return new Map();
  const rows = await prisma.$queryRaw<(Recipient & { id: string })[]>`
    SELECT u.id, u.email, u.phone,
      p.email_new_orders AS "emailNewOrders", p.sms_new_orders AS "smsNewOrders",
      p.email_account_activity AS "emailAccountActivity", p.sms_account_activity AS "smsAccountActivity",
      m.business_id AS "membershipBusinessId", m.status AS "membershipStatus"
    FROM users u
    LEFT JOIN notification_preferences p ON p.user_id = u.id
    LEFT JOIN memberships m ON m.user_id = u.id
    WHERE u.id = ANY(${userIds}::text[])`;
  return new Map(rows.map(({ id, ...recipient }) => [id, recipient]));
}

/** What a new-order message says about the order. */
export interface NewOrder {
  id: string;
  businessId: string;
  reference: string;
  amountPence: number;
  deliveryDate: Date | null;
  allergyNote: string | null;
  business: { kitchenName: string | null; businessName: string | null };
  customer: { firstName: string; lastName: string };
  address: { town: string; postcode: string };
  items: { mealName: string; optionSize: string; quantity: number; amountPence: number; deliveryDate: Date }[];
}

interface NewOrderRow extends Omit<NewOrder, 'deliveryDate' | 'business' | 'customer' | 'address' | 'items'> {
  deliveryDate: string | null;
  kitchenName: string | null;
  businessName: string | null;
  firstName: string;
  lastName: string;
  town: string;
  postcode: string;
  items:
    string | { mealName: string; optionSize: string; quantity: number; amountPence: number; deliveryDate: string }[];
}

/** A calendar day as the database writes it (YYYY-MM-DD), as midnight UTC. */
const day = (value: string) => new Date(`${value}T00:00:00.000Z`);

/** The orders new-order messages are about, by id, items included, in one statement (a deleted order is absent). */
export async function findNewOrders(prisma: PrismaClient, orderIds: string[]): Promise<Map<string, NewOrder>> {
  if (orderIds.length === 0) return new Map();
  const rows = await prisma.$queryRaw<NewOrderRow[]>`
    SELECT o.id, o.business_id AS "businessId", o.reference, o.amount_pence AS "amountPence",
      to_char(o.delivery_date, 'YYYY-MM-DD') AS "deliveryDate", o.allergy_note AS "allergyNote",
      b.kitchen_name AS "kitchenName", b.business_name AS "businessName",
      c.first_name AS "firstName", c.last_name AS "lastName", a.town, a.postcode,
      coalesce((
        SELECT json_agg(json_build_object('mealName', i.meal_name, 'optionSize', i.option_size,
          'quantity', i.quantity, 'amountPence', i.amount_pence,
          'deliveryDate', to_char(i.delivery_date, 'YYYY-MM-DD')) ORDER BY i.delivery_date, i.id)
        FROM order_items i WHERE i.order_id = o.id), '[]'::json) AS items
    FROM orders o
    JOIN businesses b ON b.id = o.business_id
    JOIN customers c ON c.id = o.customer_id
    JOIN addresses a ON a.id = o.address_id
    WHERE o.id = ANY(${orderIds}::text[])`;
  return new Map(
    rows.map((row) => {
      // PostgreSQL's json arrives parsed; a driver that hands back text is parsed here.
      const items =
        typeof row.items === 'string' ? (JSON.parse(row.items) as Exclude<NewOrderRow['items'], string>) : row.items;
      const order: NewOrder = {
        id: row.id,
        businessId: row.businessId,
        reference: row.reference,
        amountPence: row.amountPence,
        deliveryDate: row.deliveryDate ? day(row.deliveryDate) : null,
        allergyNote: row.allergyNote,
        business: { kitchenName: row.kitchenName, businessName: row.businessName },
        customer: { firstName: row.firstName, lastName: row.lastName },
        address: { town: row.town, postcode: row.postcode },
        items: items.map((item) => ({ ...item, deliveryDate: day(item.deliveryDate) })),
      };
      return [row.id, order];
    }),
  );
}
