import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StorefrontApp } from './app';
import { headFor } from './head';
import { DATA_ELEMENT_ID, scriptJson, type StorefrontPage } from './page-data';

export type { StorefrontPage } from './page-data';

/**
 * Renders one storefront page on the server (built by `vite build --ssr`, loaded by the Fastify server): the HTML of
 * the page, its <head> content, and the data the browser hydrates from (an element to put after the root). Emotion writes each component's rules as
 * <style> elements beside it, which the browser moves into <head> when it hydrates.
 */
export function render(data: StorefrontPage): { head: string; body: string; data: string } {
  const html = renderToString(
    <StrictMode>
      <StorefrontApp data={data} />
    </StrictMode>,
  );
  // Outside the root element, which holds only what React rendered.
  const script = `<script type="application/json" id="${DATA_ELEMENT_ID}">${scriptJson(data)}</script>`;
  return { head: headFor(data), body: html, data: script };
}
