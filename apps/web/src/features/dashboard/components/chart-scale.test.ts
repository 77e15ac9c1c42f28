import { describe, expect, it } from 'vitest';
import { niceMax, ticks } from './chart-scale';

describe('chart scale', () => {
  it('rounds the axis maximum up to four whole, readable steps', () => {
    expect(niceMax(0)).toBe(4);
    expect(niceMax(3)).toBe(4);
    expect(niceMax(7)).toBe(8);
    expect(niceMax(14)).toBe(16);
    expect(niceMax(480.5)).toBe(600);
    expect(niceMax(2100)).toBe(3000);
    expect(niceMax(1800)).toBe(2000);
  });

  it('gives whole, distinct tick values, even for a kitchen with no orders yet', () => {
    for (const value of [0, 1, 3, 7, 14, 99, 480.5, 2100]) {
      const values = ticks(niceMax(value));
      expect(values.every(Number.isInteger), `ticks for ${value}: ${values.join(', ')}`).toBe(true);
      expect(new Set(values).size).toBe(values.length);
      expect(values.at(-1)).toBeGreaterThanOrEqual(value);
    }
  });

  it('spaces ticks evenly from zero', () => {
    expect(ticks(20)).toEqual([0, 5, 10, 15, 20]);
  });
});
