import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { RootStore } from '@/stores/root-store';
import { AppProvider } from './provider';
import type { createAppRouter } from './router';

/** The app around its router; main.tsx makes both the store and the router before the first render. */
export function App({ store, router }: { store: RootStore; router: ReturnType<typeof createAppRouter> }) {
  // A prerendered page's root is busy until its code has attached to it (apps/web/scripts/prerender.mjs).
  useEffect(() => document.getElementById('root')?.removeAttribute('aria-busy'), []);
  return (
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
