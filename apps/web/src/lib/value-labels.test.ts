import { describe, expect, it } from 'vitest';
import { labelsOf, valueLabel } from './value-labels';

describe('value labels', () => {
  it('reads a contract value as words with a capital first letter', () => {
    expect(valueLabel('out_for_delivery')).toBe('Out for delivery');
    expect(valueLabel('monday')).toBe('Monday');
    expect(valueLabel('other')).toBe('Other');
  });

  it('labels every value of a list', () => {
    expect(labelsOf(['pending', 'kitchen_closed'])).toEqual({ pending: 'Pending', kitchen_closed: 'Kitchen closed' });
  });
});
