import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { buildRoutes, createAppRouter, loadMatchedRoutes } from '@/app/router';
import { RootStore } from '@/stores/root-store';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element in index.html');

const store = new RootStore();
const routes = buildRoutes(store);

// A page prerendered at build time (/, /login, /signup) shows what a signed-out visitor sees: such a visitor's
// browser attaches to it once the page's route code is in (preloaded with the page). For anyone signed in the
// browser renders afresh (/login leads on into the product), as it does every other page, whose shell is empty.
if (root.hasChildNodes() && !store.auth.isAuthenticated) {
  void loadMatchedRoutes(routes, window.location.pathname).then(() =>
    // As a transition, hydration yields to the browser every few milliseconds instead of holding it in one long task.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App store={store} router={createAppRouter(store, routes)} />
        </StrictMode>,
      );
    }),
  );
} else {
  // The router starts loading the address's route code and its first requests now, not after React's first render.
  const router = createAppRouter(store, routes);
  createRoot(root).render(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  );
}
