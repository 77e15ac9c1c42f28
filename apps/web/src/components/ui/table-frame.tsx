import styled from '@emotion/styled';

/** On a phone a row is a card: a cell with nothing in it (no actions allowed) leaves no empty strip. */
export const TableFrame = styled.div`
  ${({ theme }) => theme.media.mobile} {
    td:empty {
      display: none;
    }
  }
`;
