// The audit log's history: what the demo team changed over the last weeks (the newest entry is the pending
// invitation), and a few changes of the other kitchen. The hand-written entries are in data/audit-history.json.
import type { AuditEventType } from '../lib/audit.ts';
import history from './data/audit-history.json' with { type: 'json' };
import {
  DEMO_BUSINESS_ID,
  DEMO_INVITE_ID,
  DEMO_USER_ID,
  INVITED_EMAIL,
  MANAGER_USER_ID,
  MERCHANDIZER_USER_ID,
  OTHER_BUSINESS_ID,
  OTHER_USER_ID,
  roleId,
} from './fixtures.ts';
import type { Kitchen } from './kitchens.ts';
import type { SeedContext } from './rows.ts';
import { addMs, DAY_MS, HOUR_MS, seedId, typedTable } from './util.ts';

interface Event {
  userId: string | null;
  at: Date;
  eventType: AuditEventType;
  itemType: string;
  itemId: string | null;
  itemAffected: string;
  description: string;
}

/** The people the history names, by first name. */
const PEOPLE = { ada: DEMO_USER_ID, tunde: MANAGER_USER_ID, chioma: MERCHANDIZER_USER_ID, rosa: OTHER_USER_ID };
type Person = keyof typeof PEOPLE;

/** An entry of data/audit-history.json. */
interface EventData {
  by: Person;
  /** [days, hours] before now. */
  ago: [number, number];
  eventType: AuditEventType;
  itemType: string;
  /** What names the item: a meal's key, a zone's label, a role's slug, an invite's key, a person. */
  item?: string;
  /** The item's label; a meal's is its name. */
  itemAffected?: string;
  description: string;
}
const HISTORY = typedTable<EventData[], keyof typeof history>(history);

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
  /** The row of a hand-written entry of the kitchen's history: its item found by the entry's item type. */
  const event = (kitchen: Kitchen, { by, ago: [days, hours], item = '', ...e }: EventData): Event => {
    const businessId = kitchen.spec.id;
    const meal = () => kitchen.meals.find((m) => m.spec.key === item)!.row;
    const itemIds: Record<string, () => string> = {
      meal: () => meal().id,
      delivery_zone: () => d.deliveryZones.find((z) => z.businessId === businessId && z.label === item)!.id,
      role: () => roleId(businessId, item),
      invite: () => seedId('invite', item),
      team_member: () => seedId('membership', PEOPLE[item as Person]),
      notification_preferences: () => PEOPLE[item as Person],
      profile: () => PEOPLE[item as Person],
    };
    return {
      ...e,
      userId: PEOPLE[by],
      at: addMs(now, -(days * DAY_MS + hours * HOUR_MS)),
      // Availability, payout setup and branding are the business's own.
      itemId: itemIds[e.itemType]?.() ?? businessId,
      itemAffected: e.itemAffected ?? meal().name,
    };
  };
  const demoOrders = d.orders.filter((o) => o.businessId === DEMO_BUSINESS_ID);
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

  const demoHistory: Event[] = [
    ...HISTORY.demo.map((e) => event(demo, e)),
    ...demoOrders
      .filter((o) => o.status === 'delivered')
      .slice(-3)
      .map((o) => orderStatusEvent(PEOPLE.tunde, o, 'Changed status from out_for_delivery to delivered.')),
    ...demoOrders
      .filter((o) => o.status === 'cancelled')
      .slice(-1)
      .map((o) =>
        orderStatusEvent(PEOPLE.ada, o, `Cancelled the order (${o.cancellationReason}): ${o.cancellationDetails}`),
      ),
    ...HISTORY.demoToday.map((e) => event(demo, e)),
    {
      userId: PEOPLE.ada,
      at: now,
      eventType: 'invited',
      itemType: 'invite',
      itemId: DEMO_INVITE_ID,
      itemAffected: INVITED_EMAIL,
      description: `Invited ${INVITED_EMAIL} as Merchandizer.`,
    },
  ];
  for (const e of demoHistory) add(DEMO_BUSINESS_ID, e);
  for (const e of HISTORY.other) add(OTHER_BUSINESS_ID, event(other, e));
  d.auditEvents.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}
