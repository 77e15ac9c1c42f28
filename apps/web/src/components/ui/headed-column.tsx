import styled from '@emotion/styled';
import { Stack } from './stack';

/**
 * A page's own column that opens with its heading and muted lead text (the sign-in and invitation pages): children one
 * under another, `gap` apart (1rem unless given).
 */
export const HeadedColumn = styled(Stack)`
  h1 {
    font-size: clamp(1.75rem, 3vw, 2.25rem);
  }
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
