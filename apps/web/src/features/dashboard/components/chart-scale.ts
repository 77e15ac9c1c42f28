/** Gridlines above zero on each axis. */
export const TICK_COUNT = 4;

/**
 * The axis maximum: `TICK_COUNT` equal whole-number steps of 1, 1.5, 2, 2.5, 3, 4, 5 or 7.5 × 10^n covering `value`, so every tick
 * label is a whole number (an order count is never 0.25) and no two labels repeat, even when the data is all zero.
 */
export function niceMax(value: number, count = TICK_COUNT): number {
  const target = Number.isFinite(value) && value > 0 ? value / count : 1;
  const magnitude = 10 ** Math.floor(Math.log10(target));
  const steps = [1, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10].map((candidate) => candidate * magnitude).filter(Number.isInteger);
  const step = steps.find((candidate) => candidate >= target) ?? Math.max(1, 10 * magnitude);
  return Math.max(1, Math.ceil(step)) * count;
}

/** `count + 1` evenly spaced tick values from 0 to max. */
export function ticks(max: number, count = TICK_COUNT): number[] {
  return Array.from({ length: count + 1 }, (_, index) => (max / count) * index);
}
