// The storefront's rules as pure functions (docs/storefront.md): which days can be ordered for, UK time with summer
// time, a meal's availability on a day, the basket's bounds, fees, postcode and phone. The handlers pass "now" from
// the server's clock, so tests travel in time.
import { normaliseUkPhone } from '../../lib/person.ts';

export const UK_TIME_ZONE = 'Europe/London';
/** How many days after today can be ordered for. */
export const ORDER_DAYS_AHEAD = 14;
/** How long a checkout holds its portions while the customer pays. */
export const HOLD_MINUTES = 30;
/** Of one meal option in one order. */
export const MAX_QUANTITY_PER_OPTION = 20;
/** In one order, all options together. */
export const MAX_PORTIONS_PER_ORDER = 50;
/** The menu says how many are left once this many or fewer remain. */
export const LOW_STOCK = 5;
/** The platform's share of the items, in per cent. */
export const PLATFORM_FEE_PERCENT = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

const ukParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** How far UK time is ahead of UTC in one UTC hour, read from the time zone database (formatting is slow). */
function offsetOfHour(hour: number): number {
  const at = hour * 3_600_000;
  const parts = Object.fromEntries(ukParts.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - at;
}

// The UK changes between GMT and BST at 01:00 UTC, on the hour: the offset holds for a whole UTC hour, so it is
// looked up once per hour asked about.
const offsets = new Map<number, number>();

/** How far UK time is ahead of UTC at an instant (0 in winter, one hour in summer), in milliseconds. */
function ukOffsetMs(at: Date): number {
  const hour = Math.floor(at.getTime() / 3_600_000);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    if (offsets.size >= 4096) offsets.clear();
    offset = offsetOfHour(hour);
    offsets.set(hour, offset);
  }
  return offset;
}

/** The wall clock in the UK at an instant: its day, and the wall time read as if it were UTC. */
function ukWallClock(at: Date): { day: string; ms: number } {
  const ms = at.getTime() + ukOffsetMs(at);
  return { day: new Date(ms).toISOString().slice(0, 10), ms };
}

/** Today's date in the UK (YYYY-MM-DD). */
export const ukToday = (now: Date): string => ukWallClock(now).day;

/** A calendar day plus some days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday, as OpeningHours.weekday counts. */
export const weekdayOf = (day: string): number => new Date(`${day}T00:00:00.000Z`).getUTCDay();

/** The instant a UK wall-clock time happens on a day ("HH:mm"), with summer time. */
export function ukInstant(day: string, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const wall = Date.parse(`${day}T00:00:00.000Z`) + (hours * 60 + minutes) * 60_000;
  // The offset at the wall time read as UTC is right except within an hour of a change; one more look settles it.
  const first = wall - ukOffsetMs(new Date(wall));
  return new Date(wall - ukOffsetMs(new Date(first)));
}

/**
 * When ordering for a day closes: the cut-off time on the day before (UK time); without a cut-off, the end of the day
 * before (midnight UK at the start of the day itself).
 */
export function orderingClosesAt(day: string, cutOffTime: string | null): Date {
  return cutOffTime ? ukInstant(addDays(day, -1), cutOffTime) : ukInstant(day, '00:00');
}

/** The cut-off in words for the storefront. */
export const cutOffText = (cutOffTime: string | null): string =>
  cutOffTime ? `Order by ${cutOffTime} the day before` : 'Order by midnight the day before';

/**
 * The days that can be ordered for now: open weekdays among the 14 days after today (UK), whose ordering has not
 * closed yet. `openWeekdays` holds OpeningHours weekdays (0 = Sunday).
 */
export function deliveryDates(now: Date, openWeekdays: ReadonlySet<number>, cutOffTime: string | null): string[] {
  const today = ukToday(now);
  const out: string[] = [];
  for (let i = 1; i <= ORDER_DAYS_AHEAD; i++) {
    const day = addDays(today, i);
    if (!openWeekdays.has(weekdayOf(day))) continue;
    if (now.getTime() >= orderingClosesAt(day, cutOffTime).getTime()) continue;
    out.push(day);
  }
  return out;
}

export interface WeeklyFlags {
  sun: boolean;
  mon: boolean;
  tue: boolean;
  wed: boolean;
  thu: boolean;
  fri: boolean;
  sat: boolean;
}

export interface AvailabilityWindow {
  startDate: Date;
  endDate: Date;
  available: boolean;
  status: string;
}

const WEEK_FLAGS: (keyof WeeklyFlags)[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/**
 * Whether a meal can be ordered for a day by its availability: its weekday ticked, unless an active custom window
 * covering the day says otherwise (a window removing the day wins over one adding it).
 */
export function mealAvailableOn(meal: WeeklyFlags, windows: readonly AvailabilityWindow[], day: string): boolean {
  const at = Date.parse(`${day}T00:00:00.000Z`);
  const covering = windows.filter(
    (w) => w.status === 'active' && w.startDate.getTime() <= at && at <= w.endDate.getTime(),
  );
  if (covering.some((w) => !w.available)) return false;
  if (covering.some((w) => w.available)) return true;
  return meal[WEEK_FLAGS[weekdayOf(day)]!];
}

/** 5 % of the items, rounded to the nearest penny (half a penny up). */
export const platformFeePence = (subtotalPence: number): number =>
  Math.floor((subtotalPence * PLATFORM_FEE_PERCENT + 50) / 100);

/** What the menu says is left of a meal's stock: a number once 5 or fewer remain, else null (or no limit). */
export function stockLeft(dailyStock: number | null, taken: number): { stockLeft: number | null; soldOut: boolean } {
  if (dailyStock === null) return { stockLeft: null, soldOut: false };
  const left = Math.max(0, dailyStock - taken);
  return { stockLeft: left <= LOW_STOCK ? left : null, soldOut: left === 0 };
}

const UK_POSTCODE = /^([Gg][Ii][Rr] ?0[Aa]{2}|[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2})$/;
const UK_PHONE = /^\+44\d{9,10}$/;

/** UK postcodes are stored upper-case with the single space before the inward code, e.g. "SE15 4QN". */
function formatPostcode(postcode: string): string {
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

/** A UK postcode in its stored form ("M1 2AB"), or null when it is not one. */
export function ukPostcode(value: string): string | null {
  const trimmed = value.trim();
  return UK_POSTCODE.test(trimmed) ? formatPostcode(trimmed) : null;
}

/** A UK phone number in +44 form as the dashboard stores it, or null when it is not one. */
export function ukPhoneNumber(value: string): string | null {
  const phone = normaliseUkPhone(value.trim());
  return UK_PHONE.test(phone) ? phone : null;
}

/** Status words for the customer's tracking page and e-mails. */
export const STATUS_LABELS: Record<string, string> = {
  pending: 'Order received',
  accepted: 'Accepted by the kitchen',
  preparing: 'Being prepared',
  ready: 'Ready',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
