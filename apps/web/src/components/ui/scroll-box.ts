/**
 * Scrolls `box` along `axis` so that its first descendant matching `selector` is centred in it, when that descendant
 * is not already wholly in view; nothing happens when there is no box or no such descendant.
 */
export function centreMatchInView(box: HTMLElement | null, selector: string, axis: 'x' | 'y'): void {
  const match = box?.querySelector<HTMLElement>(selector);
  if (!box || !match) return;
  const [start, end, size] =
    axis === 'x' ? (['left', 'right', 'width'] as const) : (['top', 'bottom', 'height'] as const);
  const boxRect = box.getBoundingClientRect();
  const matchRect = match.getBoundingClientRect();
  if (matchRect[start] >= boxRect[start] && matchRect[end] <= boxRect[end]) return;
  const offset = matchRect[start] - boxRect[start] - (boxRect[size] - matchRect[size]) / 2;
  if (axis === 'x') box.scrollLeft += offset;
  else box.scrollTop += offset;
}
