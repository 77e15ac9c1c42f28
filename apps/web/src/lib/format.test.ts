import { describe, expect, it } from 'vitest';
import { formatGbp, formatMonthShort, formatMonthYear, initials } from './format';

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
