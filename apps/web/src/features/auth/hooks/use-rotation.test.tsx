import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/testing/render';
import { useRotation } from './use-rotation';

function Probe() {
  const { index, visible } = useRotation(3);
  return <p data-index={index} data-visible={visible} />;
}

describe('useRotation (testimonials)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows each item for 5 s, then a 1 s gap, then the next, wrapping round', () => {
    const { container, unmount } = render(<Probe />);
    const state = () => {
      const p = container.querySelector('p')!;
      return `${p.dataset.index}:${p.dataset.visible}`;
    };
    const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

    expect(state()).toBe('0:true');
    advance(4999);
    expect(state()).toBe('0:true');
    advance(1);
    expect(state()).toBe('0:false');
    advance(999);
    expect(state()).toBe('0:false');
    advance(1);
    expect(state()).toBe('1:true');
    // Each phase's timer is set after the previous one renders, so advance phase by phase.
    advance(5000);
    advance(1000);
    expect(state()).toBe('2:true');
    advance(5000);
    advance(1000);
    expect(state()).toBe('0:true');
    unmount();
  });
});
