import { ThemeProvider } from '@emotion/react';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { lightTheme } from '@/styles/theme';

// React only batches updates inside act() when it knows it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders into a detached container with the light theme; returns it and an unmount. */
export function render(ui: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(<ThemeProvider theme={lightTheme}>{ui}</ThemeProvider>));
  return {
    container,
    rerender: (next: ReactNode) => act(() => root.render(<ThemeProvider theme={lightTheme}>{next}</ThemeProvider>)),
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}
