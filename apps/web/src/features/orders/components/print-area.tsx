import { Global } from '@emotion/react';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

const Root = styled.div`
  display: none;
  @media print {
    display: block;
    color: #000;
    background: #fff;
    font-family: ${({ theme }) => theme.fonts.body};
  }
`;

/**
 * What window.print() prints while it is mounted: its children only, on white paper, everything else of the page
 * hidden (the print stylesheet). On screen it shows nothing; the screen shows the same content in its own layout.
 */
export function PrintArea({ children }: { children: ReactNode }) {
  return createPortal(
    <>
      <Global
        styles={{
          '@media print': {
            'body > :not([data-print-root])': { display: 'none !important' },
            body: { background: '#fff' },
          },
          '@page': { margin: '12mm' },
        }}
      />
      <Root data-print-root="">{children}</Root>
    </>,
    document.body,
  );
}
