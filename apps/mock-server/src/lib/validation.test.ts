import { describe, expect, it } from 'vitest';
import { isCleanText, isStorableDate, isStorableDateTime, isVisibleName } from './validation.ts';

describe('dates a database can hold', () => {
  it('takes calendar dates of the years 0001 to 9999 only', () => {
    for (const ok of ['0001-01-01', '2026-02-28', '2024-02-29', '9999-12-31'])
      expect(isStorableDate(ok), ok).toBe(true);
    for (const bad of ['0000-01-01', '0000-12-31', '2026-02-29', '10000-01-01', '2026-13-01', '26-01-01'])
      expect(isStorableDate(bad), bad).toBe(false);
  });

  it('takes date-times whose instant lies in the years 0001 to 9999 and that JavaScript reads', () => {
    for (const ok of [
      '0001-01-01T00:00:00Z',
      '2026-06-01T12:00:00.000Z',
      '9999-12-31T23:59:59.999Z',
      '2026-06-01T12:00:00+01:00',
    ])
      expect(isStorableDateTime(ok), ok).toBe(true);
    for (const bad of [
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:00:00+01:00', // year 0000 in UTC
      '9999-12-31T23:59:59-14:00', // year 10000 in UTC
      '2016-12-31T23:59:60Z', // a leap second: JavaScript cannot read it
      '2026-06-01',
    ])
      expect(isStorableDateTime(bad), bad).toBe(false);
  });
});

describe('names show every character they hold', () => {
  it('refuses zero-width characters, bidirectional marks and overrides, the BOM, tag characters and noncharacters', () => {
    for (const bad of [
      'Admin\u200bistrator',
      'Admin\u200cistrator',
      'Admin\u2060istrator',
      'Finance\u202e',
      '\u2066Finance\u2069',
      'Ada\u200f',
      '\ufeffAda',
      'Ada\u00ad',
      'Ada\u{E0041}\u{E0042}',
      'Ada\ufdd0',
      'Ada\uffff',
      'Ada\u{1FFFE}',
      'Ada\u200d',
    ])
      expect(isVisibleName(bad), JSON.stringify(bad)).toBe(false);
  });

  it('keeps ordinary names, accents, other scripts and emoji sequences', () => {
    for (const ok of [
      'Administrator',
      'Zoë Ó Briain',
      'Chị Hạnh',
      'محمد',
      '李小龙',
      "Mama's 👩‍🍳 Kitchen",
      '👨🏽‍🍳 Chef',
      'England 🏴󠁧󠁢󠁥󠁮󠁧󠁿 fans',
      'Hearts ❤️',
    ])
      expect(isVisibleName(ok), ok).toBe(true);
  });

  it('is the name rule of request text: control characters are refused as for any line', () => {
    expect(isCleanText('Ada\u0000', 'name')).toBe(false);
    expect(isCleanText('Admin\u200bistrator', 'name')).toBe(false);
    expect(isCleanText('Admin\u200bistrator', 'line')).toBe(true);
    expect(isCleanText('Ada Lovelace', 'name')).toBe(true);
  });
});
