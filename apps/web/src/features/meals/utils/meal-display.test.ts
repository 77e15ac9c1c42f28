import { describe, expect, it } from 'vitest';
import type { WeekAvailability } from '@vendor/api-types';
import { type Weekday, WEEKDAYS } from '../stores/meal-draft';
import { availabilityLabel, MEAL_STATUSES, priceRange } from './meal-display';

/** A week with the given days available. */
const days = (on: Weekday[]) =>
  Object.fromEntries(WEEKDAYS.map(({ key }) => [key, on.includes(key)])) as WeekAvailability;

describe('meal display', () => {
  it('shows the price range in pounds, cheapest first, or one price', () => {
    expect(priceRange([{ price: 12 }, { price: 4.5 }, { price: 7 }])).toBe('£4.50 – £12.00');
    expect(priceRange([{ price: 9.5 }, { price: 9.5 }])).toBe('£9.50');
    expect(priceRange([{ price: 1234 }])).toBe('£1,234.00');
  });

  it('names the weekdays a meal is on, Monday first', () => {
    expect(availabilityLabel(days(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']))).toBe('Every day');
    expect(availabilityLabel(days(['mon', 'tue', 'wed', 'thu', 'fri']))).toBe('Monday to Friday');
    expect(availabilityLabel(days(['sun', 'sat']))).toBe('Saturday, Sunday');
    expect(availabilityLabel(days(['mon', 'wed']))).toBe('Monday, Wednesday');
    expect(availabilityLabel(days([]))).toBe('No weekday');
  });

  it('knows every status of the contract', () => {
    expect(MEAL_STATUSES).toEqual(['draft', 'published', 'archived']);
  });
});
