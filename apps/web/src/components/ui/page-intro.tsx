import styled from '@emotion/styled';

/** The muted sentence that opens a settings screen, with the screen's action or status beside it when there is room. */
export const PageIntro = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin: 0.5rem 0 1.25rem;
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
