import styled from '@emotion/styled';

/** Page width limits: 120rem, or 70rem for the narrow variant. */
export const Container = styled.div<{ narrow?: boolean }>`
  width: 100%;
  max-width: ${({ theme, narrow }) => (narrow ? theme.layout.narrowMaxWidth : theme.layout.containerMaxWidth)};
  margin: 0 auto;
  padding: 0 clamp(1rem, 4vw, 2.5rem);
`;

/** The top row of a page outside the dashboard: the logo at one end, links and actions at the other. */
export const HeaderRow = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  min-height: 4rem;
`;
