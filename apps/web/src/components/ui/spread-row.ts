import styled from '@emotion/styled';
import { wrappingRow } from './toolbar';

/** A wrapping row, vertically centred, whose items keep to its two ends: a title on the left, its actions on the right. */
export const SpreadRow = styled.div`
  ${wrappingRow}
  align-items: center;
  justify-content: space-between;
`;
