import type { components } from '@vendor/api-types';
import type { FastifyInstance } from 'fastify';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { audit } from '../../lib/audit.ts';
import { unprocessable, type FieldError } from '../../lib/errors.ts';
import { ok, type HandlerMap } from '../../lib/handler.ts';
import { lockBusiness } from '../delivery-zones/zones.ts';

type Ops = 'getKitchenAvailability' | 'saveKitchenAvailability';
type KitchenAvailability = components['schemas']['KitchenAvailability'];
type WeeklySchedule = components['schemas']['WeeklySchedule'];
type Day = keyof WeeklySchedule;

/** OpeningHours.weekday: 0 = Sunday ... 6 = Saturday. */
const WEEKDAY_OF: Record<Day, number> = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
};
/** The order the week is shown and checked in. */
const DAYS: Day[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const SHORT: Record<Day, string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};

/** SPEC section 9: a day never saved is active with empty times. */
const DEFAULT_DAY = { open: '', close: '', isActive: true } as const;

async function loadAvailability(
  db: PrismaClient | Prisma.TransactionClient,
  businessId: string,
): Promise<KitchenAvailability> {
  const [rows, business] = await Promise.all([
    db.openingHours.findMany({ where: { businessId } }),
    db.business.findUniqueOrThrow({ where: { id: businessId }, select: { orderCutOffTime: true } }),
  ]);
  const byWeekday = new Map(rows.map((r) => [r.weekday, r]));
  const schedule = Object.fromEntries(
    DAYS.map((day) => {
      const row = byWeekday.get(WEEKDAY_OF[day]);
      return [day, row ? { open: row.open, close: row.close, isActive: row.isActive } : { ...DEFAULT_DAY }];
    }),
  ) as WeeklySchedule;
  return { schedule, orderCutOffTime: business.orderCutOffTime || null };
}

/**
 * An active day has both times with open before close, or neither (hours not set yet, which is also the default);
 * one time alone is incomplete. An inactive day's times are kept as given, so switching it back on restores them.
 */
function checkSchedule(schedule: WeeklySchedule): FieldError[] {
  const errors: FieldError[] = [];
  for (const day of DAYS) {
    const { open, close, isActive } = schedule[day];
    if (!isActive) continue;
    if (open && !close) errors.push({ field: `schedule.${day}.close`, error: 'Enter a closing time for an open day' });
    else if (!open && close)
      errors.push({ field: `schedule.${day}.open`, error: 'Enter an opening time for an open day' });
    else if (open && close && open >= close)
      errors.push({ field: `schedule.${day}.close`, error: `Must be after the opening time (${open})` });
  }
  return errors;
}

function describe(schedule: WeeklySchedule, cutOff: string | null): string {
  const days = DAYS.map((day) => {
    const d = schedule[day];
    if (!d.isActive) return `${SHORT[day]} closed`;
    return d.open ? `${SHORT[day]} ${d.open}–${d.close}` : `${SHORT[day]} open`;
  });
  return `Saved the opening hours (${days.join(', ')}); order cut-off ${cutOff ?? 'not set'}.`;
}

/** Handlers for getKitchenAvailability, saveKitchenAvailability. */
export function availabilityHandlers(app: FastifyInstance): HandlerMap<Ops> {
  return {
    async getKitchenAvailability(request) {
      return ok(await loadAvailability(app.prisma, request.auth.businessId));
    },

    async saveKitchenAvailability(request) {
      const { auth, body } = request;
      const errors = checkSchedule(body.schedule);
      if (errors.length) {
        const first = errors[0]!;
        throw unprocessable(
          errors.length === 1
            ? `${first.field}: ${first.error}`
            : `${errors.length} days need attention: ${errors.map((e) => e.field).join(', ')}`,
          errors,
        );
      }
      const cutOff = body.orderCutOffTime ?? null;
      // All seven days and the cut-off together or not at all; saves of one business run one after the other.
      const saved = await app.prisma.$transaction(async (tx) => {
        await lockBusiness(tx, auth.businessId);
        for (const day of DAYS) {
          const { open, close, isActive } = body.schedule[day];
          const weekday = WEEKDAY_OF[day];
          await tx.openingHours.upsert({
            where: { businessId_weekday: { businessId: auth.businessId, weekday } },
            create: { businessId: auth.businessId, weekday, open, close, isActive },
            update: { open, close, isActive },
          });
        }
        await tx.business.update({ where: { id: auth.businessId }, data: { orderCutOffTime: cutOff } });
        await audit(tx, auth, {
          eventType: 'updated',
          itemType: 'availability',
          itemId: auth.businessId,
          itemAffected: 'Kitchen availability',
          description: describe(body.schedule, cutOff),
        });
        return loadAvailability(tx, auth.businessId);
      });
      return ok(saved);
    },
  } satisfies HandlerMap<Ops>;
}
