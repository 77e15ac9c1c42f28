import { describe, expect, it } from 'vitest';
import { PAYOUT_SCHEDULES, statusTone, TRANSACTION_TABS } from './payout-labels';

describe('payout labels', () => {
  it('names the four schedules with the product labels', () => {
    expect(PAYOUT_SCHEDULES.map(({ value, label }) => `${value}: ${label}`)).toEqual([
      'quarterly: Quarterly',
      'monthly: Monthly (last Wednesday)',
      'twice_per_month: Twice per month (1st and 3rd Wednesday)',
      'weekly: Weekly (every Wednesday)',
    ]);
  });

  it('has the five status tabs', () => {
    expect(TRANSACTION_TABS.map((tab) => tab.label)).toEqual([
      'All Payouts',
      'Paid',
      'Processing',
      'Hold',
      'Cancelled',
    ]);
  });

  it('gives pending, paid, processing and hold their own colours and shows every other status as paid', () => {
    const tones = ['pending', 'paid', 'processing', 'hold'].map(statusTone);
    expect(new Set(tones).size).toBe(4);
    expect(statusTone('cancelled')).toBe(statusTone('paid'));
    expect(statusTone('refunded')).toBe(statusTone('paid'));
  });
});
