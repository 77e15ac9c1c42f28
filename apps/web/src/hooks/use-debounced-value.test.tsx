import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/testing/render';
import { useDebouncedValue } from './use-debounced-value';

function Probe({ value }: { value: string }) {
  return <p>{useDebouncedValue(value)}</p>;
}

describe('useDebouncedValue (search boxes)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('settles on the value once typing has paused for 300 ms, each key starting the wait again', () => {
    const { container, rerender, unmount } = render(<Probe value="" />);
    const settled = () => container.querySelector('p')!.textContent;
    const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

    rerender(<Probe value="W" />);
    advance(299);
    rerender(<Probe value="Wh" />);
    advance(299);
    expect(settled()).toBe('');
    advance(1);
    expect(settled()).toBe('Wh');

    rerender(<Probe value="Whi" />);
    advance(299);
    expect(settled()).toBe('Wh');
    advance(1);
    expect(settled()).toBe('Whi');
    unmount();
  });
});
