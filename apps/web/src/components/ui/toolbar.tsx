import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { oneColumnOnPhone } from './phone-rules';
import { secondaryText } from './text-styles';

/** A row of items that wraps onto further lines when they do not fit, with the kit's gap between them. */
export const wrappingRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/** A wrapping row of filters and actions above a list. */
export const Toolbar = styled.div`
  ${wrappingRow}
  align-items: flex-end;
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
  ${oneColumnOnPhone}
  > [data-span='full'] {
    grid-column: 1 / -1;
  }
`;

/** The buttons at the end of a form or dialog. */
export const FormActions = styled.div`
  ${wrappingRow}
  justify-content: flex-end;
  margin-top: 0.5rem;
`;

/** Label and value pairs. */
export const DescriptionList = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0.5rem 1.25rem;
  margin: 0;
  dt {
    ${secondaryText}
  }
  dd {
    margin: 0;
    font-weight: 500;
    overflow-wrap: anywhere;
  }
`;
