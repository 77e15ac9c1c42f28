// The audit log's history: what the demo team changed over the last weeks (the newest entry is the pending
// invitation), and a few changes of the other kitchen.
import type { AuditEventType } from '../lib/audit.ts';
import {
  DEMO_BUSINESS_ID,
  DEMO_CUSTOM_ROLE_ID,
  DEMO_INVITE_ID,
  DEMO_USER_ID,
  INVITED_EMAIL,
  MANAGER_USER_ID,
  MERCHANDIZER_USER_ID,
  OTHER_BUSINESS_ID,
  OTHER_USER_ID,
} from './fixtures.ts';
import type { Kitchen } from './kitchens.ts';
import type { SeedContext } from './rows.ts';
import { addMs, DAY_MS, HOUR_MS, seedId } from './util.ts';

interface Event {
  userId: string | null;
  at: Date;
  eventType: AuditEventType;
  itemType: string;
  itemId: string | null;
  itemAffected: string;
  description: string;
}

export function addAuditEvents({ d, now }: SeedContext, demo: Kitchen, other: Kitchen): void {
  const add = (businessId: string, e: Event) => {
    d.auditEvents.push({
      id: seedId('audit', `${businessId}:${d.auditEvents.length}`),
      businessId,
      userId: e.userId,
      eventType: e.eventType,
      itemType: e.itemType,
      itemId: e.itemId,
      itemAffected: e.itemAffected,
      description: e.description,
      createdAt: e.at,
    });
  };
  const ago = (days: number, hours = 0) => addMs(now, -(days * DAY_MS + hours * HOUR_MS));
  const meal = (key: string) => demo.meals.find((m) => m.spec.key === key)!.row;
  const zone = (label: string) => d.deliveryZones.find((z) => z.businessId === DEMO_BUSINESS_ID && z.label === label)!;
  const demoOrders = d.orders.filter((o) => o.businessId === DEMO_BUSINESS_ID);
  const ada = DEMO_USER_ID;
  const tunde = MANAGER_USER_ID;
  const chioma = MERCHANDIZER_USER_ID;
  /** A status change of an order, recorded when the order last changed. */
  const orderStatusEvent = (userId: string, o: (typeof demoOrders)[number], description: string): Event => ({
    userId,
    at: o.updatedAt,
    eventType: 'status_changed',
    itemType: 'order',
    itemId: o.id,
    itemAffected: o.reference,
    description,
  });
  const mealEvent = (userId: string, at: Date, eventType: AuditEventType, key: string, description: string) => {
    const row = meal(key);
    return { userId, at, eventType, itemType: 'meal', itemId: row.id, itemAffected: row.name, description };
  };

  const history: Event[] = [
    mealEvent(ada, ago(40, 3), 'created', 'zobo', 'Created meal "Zobo Drink" as a draft.'),
    mealEvent(chioma, ago(38, 5), 'created', 'meat-pie', 'Created meal "Nigerian Meat Pie" as a draft.'),
    mealEvent(ada, ago(36, 2), 'updated', 'ofada-ayamase', 'Changed status from published to archived.'),
    {
      userId: ada,
      at: ago(33, 6),
      eventType: 'updated',
      itemType: 'delivery_zone',
      itemId: zone('London 2').id,
      itemAffected: 'London 2',
      description: 'Changed the fee from £4.00 to £4.50.',
    },
    {
      userId: ada,
      at: ago(30, 1),
      eventType: 'created',
      itemType: 'role',
      itemId: DEMO_CUSTOM_ROLE_ID,
      itemAffected: 'Kitchen Assistant',
      description: 'Created role "Kitchen Assistant" with 3 permissions.',
    },
    {
      userId: ada,
      at: ago(28, 4),
      eventType: 'revoked',
      itemType: 'invite',
      itemId: seedId('invite', 'revoked'),
      itemAffected: 'former.helper@example.com',
      description: 'Revoked the invitation of former.helper@example.com.',
    },
    {
      userId: tunde,
      at: ago(25, 2),
      eventType: 'updated',
      itemType: 'availability',
      itemId: DEMO_BUSINESS_ID,
      itemAffected: 'Kitchen availability',
      description: 'Changed Friday closing time from 20:00 to 21:00.',
    },
    {
      userId: ada,
      at: ago(22, 7),
      eventType: 'updated',
      itemType: 'payout_setup',
      itemId: DEMO_BUSINESS_ID,
      itemAffected: 'Payout setup',
      description: 'Set the minimum payout to £50.00 and the schedule to weekly.',
    },
    mealEvent(tunde, ago(20, 3), 'updated', 'jollof-rice', 'Changed the price of "Family tray" from £30.00 to £32.00.'),
    {
      userId: ada,
      at: ago(18, 5),
      eventType: 'updated',
      itemType: 'branding',
      itemId: DEMO_BUSINESS_ID,
      itemAffected: "Mama Ada's Kitchen",
      description: 'Updated the kitchen description and banner.',
    },
    mealEvent(chioma, ago(15, 2), 'updated', 'goat-pepper-soup', 'Made the meal available on Fridays to Sundays only.'),
    mealEvent(tunde, ago(12, 6), 'updated', 'egusi-soup', 'Added a custom availability window (unavailable).'),
    mealEvent(chioma, ago(10, 1), 'deleted', 'chin-chin', 'Deleted meal "Chin Chin".'),
    {
      userId: ada,
      at: ago(8, 4),
      eventType: 'updated',
      itemType: 'team_member',
      itemId: seedId('membership', MERCHANDIZER_USER_ID),
      itemAffected: 'Chioma Eze',
      description: 'Changed role from Kitchen Assistant to Merchandizer.',
    },
    {
      userId: ada,
      at: ago(7, 2),
      eventType: 'updated',
      itemType: 'notification_preferences',
      itemId: DEMO_USER_ID,
      itemAffected: 'Ada Okafor',
      description: 'Turned off news by e-mail and SMS.',
    },
    ...demoOrders
      .filter((o) => o.status === 'delivered')
      .slice(-3)
      .map((o) => orderStatusEvent(tunde, o, 'Changed status from out_for_delivery to delivered.')),
    ...demoOrders
      .filter((o) => o.status === 'cancelled')
      .slice(-1)
      .map((o) => orderStatusEvent(ada, o, `Cancelled the order (${o.cancellationReason}): ${o.cancellationDetails}`)),
    {
      userId: ada,
      at: ago(0, 20),
      eventType: 'updated',
      itemType: 'profile',
      itemId: DEMO_USER_ID,
      itemAffected: 'Ada Okafor',
      description: 'Updated the phone number.',
    },
    {
      userId: ada,
      at: now,
      eventType: 'invited',
      itemType: 'invite',
      itemId: DEMO_INVITE_ID,
      itemAffected: INVITED_EMAIL,
      description: `Invited ${INVITED_EMAIL} as Merchandizer.`,
    },
  ];
  for (const e of history) add(DEMO_BUSINESS_ID, e);

  const lasagne = other.meals.find((m) => m.spec.key === 'lasagne')!.row;
  const otherZone = d.deliveryZones.find((z) => z.businessId === OTHER_BUSINESS_ID)!;
  const rosa = OTHER_USER_ID;
  const otherHistory: Event[] = [
    {
      userId: rosa,
      at: ago(35),
      eventType: 'updated',
      itemType: 'meal',
      itemId: lasagne.id,
      itemAffected: lasagne.name,
      description: 'Changed the daily stock to 12.',
    },
    {
      userId: rosa,
      at: ago(21),
      eventType: 'updated',
      itemType: 'delivery_zone',
      itemId: otherZone.id,
      itemAffected: 'North West 1',
      description: 'Added Stretford.',
    },
    {
      userId: rosa,
      at: ago(2),
      eventType: 'updated',
      itemType: 'branding',
      itemId: OTHER_BUSINESS_ID,
      itemAffected: "Nonna Rosa's Kitchen",
      description: 'Updated the kitchen description.',
    },
  ];
  for (const e of otherHistory) add(OTHER_BUSINESS_ID, e);
  d.auditEvents.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}
