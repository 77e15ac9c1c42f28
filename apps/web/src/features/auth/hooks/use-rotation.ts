import { useEffect, useState } from 'react';

export const TESTIMONIAL_VISIBLE_MS = 5000;
export const TESTIMONIAL_GAP_MS = 1000;

/**
 * Cycles through `count` items: each is visible for `visibleMs`, then hidden for `gapMs`
 * while it fades before the next one appears.
 */
export function useRotation(
  count: number,
  visibleMs = TESTIMONIAL_VISIBLE_MS,
  gapMs = TESTIMONIAL_GAP_MS,
): { index: number; visible: boolean } {
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    if (count < 2) return;
    const timer = visible
      ? setTimeout(() => setVisible(false), visibleMs)
      : setTimeout(() => {
          setIndex((current) => (current + 1) % count);
          setVisible(true);
        }, gapMs);
    return () => clearTimeout(timer);
  }, [count, visible, visibleMs, gapMs]);

  return { index, visible };
}
