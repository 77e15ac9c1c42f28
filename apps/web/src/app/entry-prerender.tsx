import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { renderedPageTitle } from '@/components/page-title';
import { RootStore } from '@/stores/root-store';
import { App } from './app';
import { buildRoutes, loadMatchedRoutes, prerenderedPaths } from './router';

export { prerenderedPaths } from './router';

/**
 * Renders one public page as a signed-out visitor first sees it, for apps/web/scripts/prerender.mjs at build time
 * (bundled by `vite build --ssr`): the markup of #root, with Emotion's rules as <style> elements beside the elements
 * they style (the browser moves them into <head> before hydrating), and the page's title. The same App and routes as
 * the browser's (src/main.tsx), so hydration finds the markup it would render.
 */
export async function render(pathname: string): Promise<{ body: string; title: string }> {
  if (!prerenderedPaths.includes(pathname)) throw new Error(`${pathname} is not a prerendered page`);
  const store = new RootStore();
  const routes = buildRoutes(store);
  await loadMatchedRoutes(routes, pathname);
  const router = createMemoryRouter(routes, { initialEntries: [pathname] });
  const body = renderToString(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  );
  return { body, title: renderedPageTitle() };
}
