import styled from '@emotion/styled';
import { cardFrame } from './card';

/**
 * One figure of a summary row, in a framed box: its label is the `dt`, the figure and any note are `dd`s (the row is
 * a `dl`).
 */
export const StatTile = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  min-width: 0;
  ${cardFrame}
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;
