import styled from '@emotion/styled';

/** A full page with one centred message column: not-found, page errors, the Google callback. */
export const CenteredPage = styled.main`
  min-height: 80vh;
  display: grid;
  place-items: center;
  padding: 2rem 1rem;
  text-align: center;
  > div {
    display: flex;
    flex-direction: column;
    gap: 1rem;
    align-items: center;
    max-width: 28rem;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
