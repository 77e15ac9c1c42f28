import { ThemeProvider } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { Toasts } from '@/components/ui/toasts';
import { RootStore } from '@/stores/root-store';
import { StoresProvider, useStores } from '@/stores/stores-context';
import { GlobalStyles } from '@/styles/global-styles';
import { themes } from '@/styles/theme';

const ThemedApp = observer(function ThemedApp({ children }: { children: ReactNode }) {
  const { ui } = useStores();
  return (
    <ThemeProvider theme={themes[ui.theme]}>
      <GlobalStyles />
      <ErrorBoundary>
        {children}
        <Toasts />
      </ErrorBoundary>
    </ThemeProvider>
  );
});

/** Stores, theme, global styles, toasts and the last-resort error boundary. */
export function AppProvider({ children, store }: { children: ReactNode; store?: RootStore }) {
  const [rootStore] = useState(() => store ?? new RootStore());
  return (
    <StoresProvider store={rootStore}>
      <ThemedApp>{children}</ThemedApp>
    </StoresProvider>
  );
}
