import { describe, expect, it } from 'vitest';
import { DAYS as SCHEDULE_DAYS } from './features/availability/view.ts';
import { DAYS as MEAL_DAYS } from './features/meals/view.ts';
import { SWITCHES } from './features/notifications/view.ts';
import { CANCELLABLE, CANCELLATION_REASONS, ORDER_STAGES, ORDER_STATUSES } from './features/orders/lifecycle.ts';
import { PAYOUT_SCHEDULES } from './features/payouts/schedule.ts';
import { TRANSACTION_STATUSES, UNPAID_SALE_STATUSES } from './features/payouts/view.ts';
import { PERMISSION_KEYS } from './features/roles/permissions.ts';
import { MEDIA_PURPOSES } from './lib/media.ts';
import { loadSpec } from './plugins/openapi.ts';

// Each enumeration the server lists is written once, typed from the generated contract types; the types cannot say
// whether a list is complete or in the contract's order, so this compares every list with the contract itself.
interface Schema {
  enum?: string[];
  required?: string[];
  properties?: Record<string, Schema>;
}
const schemas = (loadSpec().components as { schemas: Record<string, Schema> }).schemas;
const schema = (name: string): Schema => {
  const found = schemas[name];
  if (!found) throw new Error(`The contract has no schema ${name}`);
  return found;
};

describe('enumerations match the contract', () => {
  it.each([
    ['OrderStatus', ORDER_STATUSES],
    ['CancellationReason', CANCELLATION_REASONS],
    ['PayoutSchedule', PAYOUT_SCHEDULES],
    ['TransactionStatus', TRANSACTION_STATUSES],
    ['UploadPurpose', MEDIA_PURPOSES],
    ['PermissionKey', PERMISSION_KEYS],
  ] as const)('%s', (name, list) => {
    expect([...list]).toEqual(schema(name).enum);
  });

  it('the stages an order moves to are the statuses UpdateOrderStatusRequest accepts', () => {
    expect(ORDER_STAGES.slice(1)).toEqual(schema('UpdateOrderStatusRequest').properties?.status?.enum);
    expect(ORDER_STATUSES).toEqual([...ORDER_STAGES, 'cancelled']);
  });

  it('subsets name only the contract values', () => {
    expect(ORDER_STATUSES).toEqual(expect.arrayContaining([...CANCELLABLE]));
    expect(TRANSACTION_STATUSES).toEqual(expect.arrayContaining([...UNPAID_SALE_STATUSES]));
  });

  it.each([
    ['WeeklySchedule', SCHEDULE_DAYS],
    ['WeekAvailability', MEAL_DAYS],
    ['ChannelPreferences', SWITCHES],
  ] as const)('the keys of %s', (name, keys) => {
    expect([...keys].sort()).toEqual([...(schema(name).required ?? [])].sort());
  });
});
