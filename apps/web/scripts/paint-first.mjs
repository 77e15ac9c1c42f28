// For pages rendered on the server or at build time: their code is neither preloaded nor run until the page has been
// painted. public/first-paint.js, run from their <head>, first sets the page's mode (the theme toggle's saved choice,
// else the script's data-default, the dashboard's pages: light, else the device's, the storefront; the colours are CSS
// variables switched by html[data-theme]), so nothing flashes. Once the first contentful paint is done it fetches the
// code listed in data-modules, dependencies first and entry last, all at once, and runs a module per task, so the
// browser stays free to answer the visitor between them. It uses no timers: a page's clock may be held still (tests
// do), its paints may not.
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const FIRST_PAINT = '<script src="/first-paint.js"';

/**
 * The built HTML with its entry script and module preloads handed to its /first-paint.js script, in their order
 * (Vite lists dependencies before their importers), the entry last. Throws when the HTML has no entry script or no
 * /first-paint.js.
 */
export function paintBeforeScripts(html) {
  const entry = html.match(ENTRY)?.[1];
  if (!entry) throw new Error('paint-first: no entry <script type="module"> in the built HTML');
  if (!html.includes(FIRST_PAINT)) throw new Error(`paint-first: no ${FIRST_PAINT}> in the built HTML`);
  const modules = [...html.matchAll(PRELOAD)].map((match) => match[1]).filter((href) => href !== entry);
  return html
    .replace(PRELOAD, '')
    .replace(ENTRY, '')
    .replace(FIRST_PAINT, () => `${FIRST_PAINT} data-modules="${[...modules, entry].join(' ')}"`);
}
