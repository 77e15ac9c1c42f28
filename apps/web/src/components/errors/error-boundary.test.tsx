import { describe, expect, it, vi } from 'vitest';
import { render } from '@/testing/render';
import { ErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('boom');
}

describe('page-error fallback', () => {
  it('replaces a page that failed to render with Go to Home and Reload', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload, assign } as Location);
    const { container, unmount } = render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(container.querySelector('[role="alert"] h1')?.textContent).toBe('Something went wrong');
    const buttons = [...container.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).toEqual(['Go to Home', 'Reload']);
    buttons[0]?.click();
    expect(assign).toHaveBeenCalledWith('/');
    buttons[1]?.click();
    expect(reload).toHaveBeenCalledTimes(1);
    unmount();
  });
});
