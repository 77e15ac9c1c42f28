import styled from '@emotion/styled';

/** A wrapping row of filters and actions above a list. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem;
  margin-bottom: 1rem;
  > * {
    min-width: 0;
  }
`;

/** A grid of form fields: two columns on wide screens, one on a phone. */
export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1rem 1.25rem;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  > [data-span='full'] {
    grid-column: 1 / -1;
  }
`;

/** The buttons at the end of a form or dialog. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 0.5rem;
`;

/** Label and value pairs. */
export const DescriptionList = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0.5rem 1.25rem;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-weight: 500;
    overflow-wrap: anywhere;
  }
`;
