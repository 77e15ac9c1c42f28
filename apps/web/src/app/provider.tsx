import { ThemeProvider } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { Toasts } from '@/components/ui/toasts';
import { RootStore } from '@/stores/root-store';
import { StoresProvider } from '@/stores/stores-context';
import { GlobalStyles } from '@/styles/global-styles';
import { variableTheme } from '@/styles/theme';

/**
 * Stores, theme, global styles, toasts and the last-resort error boundary. The theme's colours are CSS variables:
 * the UI store switches light and dark on html[data-theme], and nothing here renders again.
 */
export function AppProvider({ children, store }: { children: ReactNode; store?: RootStore }) {
  const [rootStore] = useState(() => store ?? new RootStore());
  return (
    <StoresProvider store={rootStore}>
      <ThemeProvider theme={variableTheme}>
        <GlobalStyles />
        <ErrorBoundary>
          {children}
          <Toasts />
        </ErrorBoundary>
      </ThemeProvider>
    </StoresProvider>
  );
}
