import type { MealStatus, WeekAvailability } from '@vendor/api-types';
import type { BadgeTone } from '@/components/ui/badge';
import { formatGbp } from '@/lib/format';
import { WEEKDAYS } from '../stores/meal-draft';

/** Every status the contract knows, as chefs read it. */
export const MEAL_STATUS_LABELS = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
} as const satisfies Record<MealStatus, string>;

export const MEAL_STATUSES = Object.keys(MEAL_STATUS_LABELS) as MealStatus[];

export const MEAL_STATUS_TONES = {
  draft: 'neutral',
  published: 'success',
  archived: 'warning',
} as const satisfies Record<MealStatus, BadgeTone>;

/** Spice levels 0 to 5. */
export const SPICE_LEVELS = ['Not spicy', 'Mild', 'Medium', 'Hot', 'Very hot', 'Extra hot'] as const;

/** The cheapest to the dearest option in pounds, "£4.50 – £12.00"; one price when they are all the same. */
export function priceRange(options: readonly { price: number }[]): string {
  if (options.length === 0) return 'No price';
  const prices = options.map((option) => option.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? formatGbp(low) : `${formatGbp(low)} – ${formatGbp(high)}`;
}

/** The weekdays a meal is on, Monday first, in words: "Every day", "Monday to Friday", "Monday, Wednesday". */
export function availabilityLabel(availability: WeekAvailability): string {
  const on = WEEKDAYS.filter((day) => availability[day.key]);
  if (on.length === 0) return 'No weekday';
  if (on.length === WEEKDAYS.length) return 'Every day';
  const indexes = on.map((day) => WEEKDAYS.indexOf(day));
  const consecutive = indexes.every((index, i) => i === 0 || index === indexes[i - 1]! + 1);
  if (consecutive && on.length > 2) return `${on[0]!.name} to ${on.at(-1)!.name}`;
  return on.map((day) => day.name).join(', ');
}
