import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatGbp, formatMonthShort, formatMonthYear, initials } from './format';

describe('format', () => {
  it('shows pounds as GBP in en-GB', () => {
    expect(formatGbp(2531.87)).toBe('£2,531.87');
    expect(formatGbp(0)).toBe('£0.00');
  });

  it('names YYYY-MM months', () => {
    expect(formatMonthShort('2025-01')).toBe('Jan');
    expect(formatMonthYear('2025-12')).toBe('Dec 2025');
    expect(formatMonthShort('not a month')).toBe('not a month');
  });

  it('builds initials, falling back to the e-mail', () => {
    expect(initials('Ada', 'Okafor')).toBe('AO');
    expect(initials('', '', 'chef@kitchen.test')).toBe('C');
    expect(initials()).toBe('?');
  });
});

describe('dates', () => {
  it('formats year-month-day, zero padded, in UK time', () => {
    expect(formatDate('2026-03-07T10:00:00.000Z')).toBe('2026-03-07');
    // 23:30 UTC on 31 May is already 1 June in London (summer time).
    expect(formatDate('2026-05-31T23:30:00.000Z')).toBe('2026-06-01');
    expect(formatDate('2026-01-05')).toBe('2026-01-05');
    expect(formatDateTime('2026-01-05T09:04:00.000Z')).toBe('2026-01-05 09:04');
    expect(formatDate(null)).toBe('');
  });
});
