// For pages rendered on the server or at build time (see public/hydrate.js): their code is neither preloaded nor run
// until the page has been painted; /hydrate.js then fetches it and runs it a module at a time.
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The built HTML with its entry script and module preloads replaced by /hydrate.js, which gets them in their order
 * (Vite lists dependencies before their importers), the entry last. Throws when the HTML has no entry script.
 */
export function paintBeforeScripts(html) {
  const entry = html.match(ENTRY)?.[1];
  if (!entry) throw new Error('paint-first: no entry <script type="module"> in the built HTML');
  const modules = [...html.matchAll(PRELOAD)].map((match) => match[1]).filter((href) => href !== entry);
  const script = `<script defer src="/hydrate.js" data-modules="${[...modules, entry].join(' ')}"></script>\n  `;
  return html
    .replace(PRELOAD, '')
    .replace(ENTRY, '')
    .replace('</head>', () => `${script}</head>`);
}
