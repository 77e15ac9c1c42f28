import type { WeeklySchedule } from '@vendor/api-types';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit.ts';
import { lockBusiness } from '../../lib/business-lock.ts';
import { type FieldError, unprocessable } from '../../lib/errors.ts';
import { ok, type HandlerMap } from '../../lib/handler.ts';
import * as queries from './queries.ts';
import { type Day, DAYS } from './view.ts';

type Ops = 'getKitchenAvailability' | 'saveKitchenAvailability';

const SHORT: Record<Day, string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};

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

/** Handlers for the kitchen's weekly opening hours and order cut-off time. */
export function availabilityHandlers(app: FastifyInstance): HandlerMap<Ops> {
  return {
    async getKitchenAvailability(request) {
      return ok(await queries.getKitchenAvailability(app.prisma, request.auth.businessId));
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
        await queries.saveKitchenAvailability(tx, auth.businessId, body.schedule, cutOff);
        await audit(tx, auth, {
          eventType: 'updated',
          itemType: 'availability',
          itemId: auth.businessId,
          itemAffected: 'Kitchen availability',
          description: describe(body.schedule, cutOff),
        });
        return queries.getKitchenAvailability(tx, auth.businessId);
      });
      return ok(saved);
    },
  };
}
