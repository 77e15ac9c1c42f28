import styled from '@emotion/styled';

/**
 * A list without bullets whose rows spread their parts to either side (wrapping on narrow screens), with a rule
 * between rows. The row gap and padding are the list's own.
 */
export const RuledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:first-of-type {
    border-top: none;
  }
`;
