import { describe, expect, it, vi } from 'vitest';
import { render } from '@/testing/render';
import { Pagination } from './pagination';

const nextButton = () => [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('Next'))!;

describe('Pagination', () => {
  it('shows the exact total and stops at the last page', () => {
    const meta = { pageNumber: 4, pageSize: 20, totalNumberOfRecords: 73, totalNumberOfPages: 4 };
    const { unmount } = render(<Pagination meta={meta} onPage={vi.fn()} />);
    expect(document.body.textContent).toContain('Showing 61–73 of 73');
    expect(document.body.textContent).toContain('Page 4 of 4');
    expect(nextButton().disabled).toBe(true);
    unmount();
  });

  it('reads a total counted only so far as "10,000+" and still offers the next page', () => {
    const onPage = vi.fn();
    const meta = {
      pageNumber: 500,
      pageSize: 20,
      totalNumberOfRecords: 10_000,
      totalNumberOfPages: 500,
      totalIsLowerBound: true,
    };
    const { unmount } = render(<Pagination meta={meta} onPage={onPage} />);
    expect(document.body.textContent).toContain('Showing 9,981–10,000 of 10,000+');
    expect(document.body.textContent).toContain('Page 500 of 500+');
    expect(nextButton().disabled).toBe(false);
    nextButton().click();
    expect(onPage).toHaveBeenCalledWith(501);
    unmount();
  });
});
