/** How a contract value reads on screen: underscores become spaces, the first letter a capital ("out_for_delivery" →
 * "Out for delivery", "monday" → "Monday"). */
export const valueLabel = (value: string): string => value.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** The screen label of each of a list of contract values (an enum's, or a schema's property names). */
export const labelsOf = <T extends string>(values: readonly T[]): Record<T, string> =>
  Object.fromEntries(values.map((value) => [value, valueLabel(value)])) as Record<T, string>;
