import { describe, expect, it } from 'vitest';
import {
  deliveryDates,
  mealAvailableOn,
  orderingClosesAt,
  platformFeePence,
  stockLeft,
  ukInstant,
  ukPhoneNumber,
  ukPostcode,
  ukToday,
} from './rules.ts';

const EVERY_DAY = new Set([0, 1, 2, 3, 4, 5, 6]);
const ALL_WEEK = { sun: true, mon: true, tue: true, wed: true, thu: true, fri: true, sat: true };
const window = (start: string, end: string, available: boolean, status = 'active') => ({
  startDate: new Date(`${start}T00:00:00.000Z`),
  endDate: new Date(`${end}T00:00:00.000Z`),
  available,
  status,
});

describe('UK time', () => {
  it('reads the UK date, which is a day ahead of UTC just before midnight in summer', () => {
    expect(ukToday(new Date('2031-07-01T22:30:00Z'))).toBe('2031-07-01');
    expect(ukToday(new Date('2031-07-01T23:30:00Z'))).toBe('2031-07-02');
    expect(ukToday(new Date('2031-01-01T23:30:00Z'))).toBe('2031-01-01');
  });

  it('turns a UK wall-clock time into the instant, with and without summer time', () => {
    expect(ukInstant('2031-01-15', '18:00').toISOString()).toBe('2031-01-15T18:00:00.000Z');
    expect(ukInstant('2031-07-15', '18:00').toISOString()).toBe('2031-07-15T17:00:00.000Z');
    // The clocks go forward on Sunday 30 March 2031 at 01:00 UTC; by the evening the UK is on summer time.
    expect(ukInstant('2031-03-30', '18:00').toISOString()).toBe('2031-03-30T17:00:00.000Z');
    expect(ukInstant('2031-03-29', '18:00').toISOString()).toBe('2031-03-29T18:00:00.000Z');
    // Back on Sunday 26 October 2031.
    expect(ukInstant('2031-10-26', '18:00').toISOString()).toBe('2031-10-26T18:00:00.000Z');
    expect(ukInstant('2031-10-25', '18:00').toISOString()).toBe('2031-10-25T17:00:00.000Z');
  });

  it('closes ordering for a day at the cut-off on the day before, or at midnight without one', () => {
    expect(orderingClosesAt('2031-03-31', '18:00').toISOString()).toBe('2031-03-30T17:00:00.000Z');
    expect(orderingClosesAt('2031-03-31', null).toISOString()).toBe('2031-03-30T23:00:00.000Z');
    expect(orderingClosesAt('2031-01-16', null).toISOString()).toBe('2031-01-16T00:00:00.000Z');
  });
});

describe('delivery dates', () => {
  it('offers the 14 days after today, tomorrow until the cut-off passes (summer-time change day)', () => {
    const before = deliveryDates(new Date('2031-03-30T16:59:00Z'), EVERY_DAY, '18:00');
    expect(before[0]).toBe('2031-03-31');
    expect(before).toHaveLength(14);
    expect(before.at(-1)).toBe('2031-04-13');
    // 17:00 UTC is 18:00 in the UK that evening: Monday is gone.
    const after = deliveryDates(new Date('2031-03-30T17:00:00Z'), EVERY_DAY, '18:00');
    expect(after[0]).toBe('2031-04-01');
    expect(after).toHaveLength(13);
  });

  it('leaves out the days the kitchen is closed', () => {
    const weekdaysOnly = new Set([1, 2, 3, 4, 5]);
    const dates = deliveryDates(new Date('2031-01-06T09:00:00Z'), weekdaysOnly, null);
    expect(dates.every((d) => ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()))).toBe(true);
    expect(dates).toEqual([
      '2031-01-07',
      '2031-01-08',
      '2031-01-09',
      '2031-01-10',
      '2031-01-13',
      '2031-01-14',
      '2031-01-15',
      '2031-01-16',
      '2031-01-17',
      '2031-01-20',
    ]);
  });
});

describe('a meal on the menu of a day', () => {
  it('follows its weekdays', () => {
    expect(mealAvailableOn({ ...ALL_WEEK, tue: false }, [], '2031-01-07')).toBe(false);
    expect(mealAvailableOn({ ...ALL_WEEK, tue: false }, [], '2031-01-08')).toBe(true);
  });

  it('is added by an active window saying available and removed by one saying not', () => {
    const noTuesdays = { ...ALL_WEEK, tue: false };
    expect(mealAvailableOn(noTuesdays, [window('2031-01-06', '2031-01-08', true)], '2031-01-07')).toBe(true);
    expect(mealAvailableOn(ALL_WEEK, [window('2031-01-07', '2031-01-07', false)], '2031-01-07')).toBe(false);
    expect(mealAvailableOn(ALL_WEEK, [window('2031-01-07', '2031-01-07', false, 'inactive')], '2031-01-07')).toBe(true);
    expect(mealAvailableOn(ALL_WEEK, [window('2031-01-01', '2031-01-06', false)], '2031-01-07')).toBe(true);
  });
});

describe('money and stock', () => {
  it('takes 5 % of the items as the platform fee, to the nearest penny', () => {
    expect(platformFeePence(1900)).toBe(95);
    expect(platformFeePence(1010)).toBe(51); // 50.5p
    expect(platformFeePence(1009)).toBe(50); // 50.45p
    expect(platformFeePence(0)).toBe(0);
  });

  it('says how many are left once 5 or fewer remain, and sold out at none', () => {
    expect(stockLeft(null, 100)).toEqual({ stockLeft: null, soldOut: false });
    expect(stockLeft(10, 4)).toEqual({ stockLeft: null, soldOut: false });
    expect(stockLeft(10, 5)).toEqual({ stockLeft: 5, soldOut: false });
    expect(stockLeft(10, 10)).toEqual({ stockLeft: 0, soldOut: true });
  });
});

describe('delivery details', () => {
  it('accepts UK postcodes in their stored form and refuses others', () => {
    expect(ukPostcode('se154qn')).toBe('SE15 4QN');
    expect(ukPostcode(' M1 2AB ')).toBe('M1 2AB');
    expect(ukPostcode('12345')).toBeNull();
    expect(ukPostcode('SW1A 1AAA')).toBeNull();
  });

  it('keeps phone numbers in the dashboard +44 form', () => {
    expect(ukPhoneNumber('07700 900123')).toBe('+447700900123');
    expect(ukPhoneNumber('+44 7700 900123')).toBe('+447700900123');
    expect(ukPhoneNumber('+1 555 0100')).toBeNull();
    expect(ukPhoneNumber('0770')).toBeNull();
  });
});
