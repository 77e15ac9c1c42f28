import { describe, expect, it } from 'vitest';
import { transactionsCsv } from './transactions-csv';

describe('transactionsCsv', () => {
  it('writes a header and one row per transaction: dates year-month-day, money in pounds', () => {
    const csv = transactionsCsv([
      {
        id: '1',
        createdAt: '2026-03-04T12:00:00.000Z',
        description: 'Weekly payout to bank account ending 4821',
        reference: 'TRX-200101',
        amount: 120.5,
        paymentConfirmationDate: '2026-03-05T12:00:00.000Z',
        type: 'payout',
        status: 'paid',
      },
      {
        id: '2',
        createdAt: '2026-03-04T12:00:00.000Z',
        description: '=1+1',
        reference: 'TRX-200102',
        amount: -3.95,
        paymentConfirmationDate: null,
        type: 'fee',
        status: 'hold',
      },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Date,Description,Reference,Type,Amount (GBP),Status,Payment confirmed',
      '2026-03-04,Weekly payout to bank account ending 4821,TRX-200101,Payout,120.50,Paid,2026-03-05',
      "2026-03-04,'=1+1,TRX-200102,Fee,-3.95,Hold,",
      '',
    ]);
  });
});
