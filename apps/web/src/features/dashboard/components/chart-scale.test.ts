import { describe, expect, it } from 'vitest';
import { niceMax, ticks } from './chart-scale';

describe('chart scale', () => {
  it('rounds the axis maximum up to a readable value', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(14)).toBe(20);
    expect(niceMax(480.5)).toBe(500);
    expect(niceMax(2100)).toBe(2500);
  });

  it('spaces ticks evenly from zero', () => {
    expect(ticks(20)).toEqual([0, 5, 10, 15, 20]);
  });
});
