import styled from '@emotion/styled';

/** A small table inside a card or panel: left-aligned cells ruled off under each row, the headings muted. */
export const RuledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
