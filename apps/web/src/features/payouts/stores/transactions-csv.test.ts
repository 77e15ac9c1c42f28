import { describe, expect, it } from 'vitest';
import { csvCell, transactionsCsv } from './transactions-csv';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.test")', `"'=HYPERLINK(""http://evil.test"")"`],
    ['+44 7700 900123', "'+44 7700 900123"],
    ['-rm', "'-rm"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
  ])('guards %j, which a spreadsheet would run, with an apostrophe', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('keeps plain numbers, negative ones too, as numbers', () => {
    expect(csvCell('-3.95')).toBe('-3.95');
    expect(csvCell(-12)).toBe('-12');
    expect(csvCell('42.10')).toBe('42.10');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Sale, order 12')).toBe('"Sale, order 12"');
    expect(csvCell('Say "cheese"')).toBe('"Say ""cheese"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
  });
});

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
