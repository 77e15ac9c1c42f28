import { RouterProvider } from 'react-router-dom';
import type { RootStore } from '@/stores/root-store';
import { AppProvider } from './provider';
import type { createAppRouter } from './router';

/** The app around its router; main.tsx makes both the store and the router before the first render. */
export function App({ store, router }: { store: RootStore; router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
