import styled from '@emotion/styled';

/** Page width limits: 120rem, or 70rem for the narrow variant. */
export const Container = styled.div<{ narrow?: boolean }>`
  width: 100%;
  max-width: ${({ theme, narrow }) => (narrow ? theme.layout.narrowMaxWidth : theme.layout.containerMaxWidth)};
  margin: 0 auto;
  padding: 0 clamp(1rem, 4vw, 2.5rem);
`;
