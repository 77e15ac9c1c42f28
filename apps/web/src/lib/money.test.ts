import { describe, expect, it } from 'vitest';
import { parsePounds, poundsForInput } from './money';

describe('parsePounds', () => {
  it('reads pounds as typed, with or without the sign and thousands separators', () => {
    expect(parsePounds('12')).toBe(12);
    expect(parsePounds(' £1,250.5 ')).toBe(1250.5);
    expect(parsePounds('0.99')).toBe(0.99);
  });

  it('refuses what is not an amount of money', () => {
    for (const text of ['', 'abc', '-1', '1.999', '1e3', '12.']) expect(parsePounds(text)).toBeNull();
  });

  it('writes pounds back with two decimals', () => {
    expect(poundsForInput(12)).toBe('12.00');
    expect(poundsForInput(null)).toBe('');
  });
});
