import styled from '@emotion/styled';
import type { Key, ReactNode } from 'react';
import { visuallyHidden } from '@/styles/visually-hidden';
import { SkeletonRows } from './skeleton';

export interface Column<Row> {
  /** Column id, also the label shown beside the value on a phone. */
  key: string;
  header: ReactNode;
  /** Label used on a phone when `header` is not plain text. */
  label?: string;
  cell: (row: Row) => ReactNode;
  align?: 'start' | 'end';
  /** CSS width of the column on wide screens. */
  width?: string;
}

const Wrap = styled.div`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.mobile} {
    overflow: visible;
    border: none;
    background: transparent;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    ${visuallyHidden}
  }
  th,
  td {
    padding: 0.75rem 1rem;
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    white-space: nowrap;
  }
  tbody tr:last-of-type td {
    border-bottom: none;
  }
  tbody tr[data-clickable='true'] {
    cursor: pointer;
  }
  tbody tr[data-clickable='true']:hover,
  tbody tr[data-selected='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  [data-align='end'] {
    text-align: right;
  }
  /* On a phone each row becomes a card: label on the left, value on the right. */
  ${({ theme }) => theme.media.mobile} {
    thead {
      ${visuallyHidden}
    }
    tbody {
      display: flex;
      flex-direction: column;
      gap: 0.75rem;
    }
    tbody tr {
      display: flex;
      flex-direction: column;
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.md};
      background: ${({ theme }) => theme.colors.surface};
    }
    tbody td {
      display: flex;
      justify-content: space-between;
      align-items: center;
      gap: 1rem;
      padding: 0.5rem 0.875rem;
      text-align: right;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody td::before {
      content: attr(data-label);
      flex-shrink: 0;
      font-weight: 600;
      color: ${({ theme }) => theme.colors.textMuted};
      text-align: left;
    }
    tbody td[data-label='']::before {
      content: none;
    }
  }
`;

export interface DataTableProps<Row> {
  /** Spoken name of the table. */
  caption: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => Key;
  loading?: boolean;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** Makes rows open something; the row also needs a keyboard-reachable control (e.g. a button or link in a cell). */
  onRowClick?: (row: Row) => void;
  isSelected?: (row: Row) => boolean;
}

/** A table on wide screens and a stack of cards on a phone; skeleton rows while loading, `empty` when empty. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  loading,
  empty,
  onRowClick,
  isSelected,
}: DataTableProps<Row>) {
  if (!rows && loading) return <SkeletonRows rows={6} label={`Loading ${caption.toLowerCase()}`} />;
  if (rows && rows.length === 0 && empty) return <>{empty}</>;
  return (
    <Wrap>
      <Table aria-busy={loading || undefined}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" data-align={column.align} style={{ width: column.width }}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(rows ?? []).map((row) => (
            <tr
              key={rowKey(row)}
              data-clickable={onRowClick ? 'true' : undefined}
              data-selected={isSelected?.(row) ? 'true' : undefined}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
            >
              {columns.map((column) => (
                <td
                  key={column.key}
                  data-align={column.align}
                  data-label={column.label ?? (typeof column.header === 'string' ? column.header : '')}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Wrap>
  );
}
