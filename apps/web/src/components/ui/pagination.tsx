import styled from '@emotion/styled';
import type { PageMeta } from '@vendor/api-types';
import { Button } from './button';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { wrappingRow } from './toolbar';

const Nav = styled.nav`
  ${wrappingRow}
  align-items: center;
  justify-content: space-between;
  padding-top: 1rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  > div {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
`;

/**
 * "Showing 21–40 of 73" with Previous and Next, from the list's paging metadata. A list that counted only so far
 * (`totalIsLowerBound`) reads "of 10,000+" and always offers Next: more pages follow the ones counted.
 */
export function Pagination({
  meta,
  onPage,
  label = 'Pages',
}: {
  meta: PageMeta | undefined;
  onPage: (pageNumber: number) => void;
  label?: string;
}) {
  if (!meta || meta.totalNumberOfRecords === 0) return null;
  const { pageNumber, pageSize, totalNumberOfRecords, totalNumberOfPages } = meta;
  const more = meta.totalIsLowerBound === true;
  const first = (pageNumber - 1) * pageSize + 1;
  const last = more ? pageNumber * pageSize : Math.min(pageNumber * pageSize, totalNumberOfRecords);
  const plus = more ? '+' : '';
  return (
    <Nav aria-label={label}>
      <span aria-live="polite">
        Showing {first.toLocaleString('en-GB')}–{last.toLocaleString('en-GB')} of{' '}
        {totalNumberOfRecords.toLocaleString('en-GB')}
        {plus}
      </span>
      <div>
        <Button variant="secondary" size="sm" disabled={pageNumber <= 1} onClick={() => onPage(pageNumber - 1)}>
          <ChevronLeftIcon size={16} /> Previous
        </Button>
        <span>
          Page {pageNumber} of {Math.max(totalNumberOfPages, 1).toLocaleString('en-GB')}
          {plus}
        </span>
        <Button
          variant="secondary"
          size="sm"
          disabled={!more && pageNumber >= totalNumberOfPages}
          onClick={() => onPage(pageNumber + 1)}
        >
          Next <ChevronRightIcon size={16} />
        </Button>
      </div>
    </Nav>
  );
}
