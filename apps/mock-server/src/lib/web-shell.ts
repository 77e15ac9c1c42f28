import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), keyed by its source file. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ROUTES_DIR = 'src/app/routes';
const SEGMENT = /^[a-z0-9-]+$/;

/**
 * The route modules an address opens, by the web app's convention that its routes folder mirrors the addresses:
 * each folder's `<folder>-root.tsx` layout on the way, then `<path>.tsx` or a folder's own `<folder>/<folder>.tsx`
 * (/dashboard/orders: dashboard/dashboard-root.tsx and dashboard/orders.tsx). Addresses off the convention get none,
 * which only costs the preload.
 */
export function routeModulesFor(pathname: string, manifest: Manifest): string[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0 || !segments.every((segment) => SEGMENT.test(segment))) return [];
  const candidates = segments.map((segment, i) => `${[...segments.slice(0, i + 1), segment].join('/')}-root.tsx`);
  const leaf = segments.join('/');
  candidates.push(`${leaf}.tsx`, `${leaf}/${segments.at(-1)}.tsx`);
  return candidates.map((file) => `${ROUTES_DIR}/${file}`).filter((key) => manifest[key]);
}

/** The chunk files the route modules load up front (themselves and their static imports), minus the entry's. */
export function preloadFiles(modules: string[], manifest: Manifest): string[] {
  // The dashboard's entry (index.html); the build has another, the storefront's (storefront.html).
  const entry = manifest['index.html']?.isEntry
    ? 'index.html'
    : Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = new Set<string>();
  const files: string[] = [];
  const visit = (key: string, collect: boolean) => {
    const chunk = manifest[key];
    if (!chunk || loaded.has(key)) return;
    loaded.add(key);
    for (const dependency of chunk.imports ?? []) visit(dependency, collect);
    if (collect) files.push(chunk.file);
  };
  if (entry) visit(entry, false);
  for (const module of modules) visit(module, true);
  return files;
}

/** The app shell for one address: its HTML and ETag, or null when the built shell is enough (nothing to preload). */
export interface ShellPage {
  html: string;
  etag: string;
}

/**
 * Builds the app shell of an address with `<link rel="modulepreload">` for its route chunks, so the browser fetches
 * them with the entry chunk instead of after it has run. The build is re-read when index.html changes.
 */
export function webShell(distDir: string) {
  let built: { mtimeMs: number; html: string; manifest: Manifest } | null = null;
  const load = async () => {
    const indexFile = path.join(distDir, 'index.html');
    const { mtimeMs } = await stat(indexFile);
    if (built?.mtimeMs !== mtimeMs) {
      const [html, manifest] = await Promise.all([
        readFile(indexFile, 'utf8'),
        readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')
          .then((text) => JSON.parse(text) as Manifest)
          .catch(() => ({})),
      ]);
      built = { mtimeMs, html, manifest };
    }
    return built;
  };
  return async function shellFor(pathname: string): Promise<ShellPage | null> {
    const { html, manifest } = await load();
    const files = preloadFiles(routeModulesFor(pathname, manifest), manifest);
    if (files.length === 0 || !html.includes('</head>')) return null;
    const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
    const page = html.replace('</head>', `${links}</head>`);
    return { html: page, etag: `"${createHash('sha256').update(page).digest('base64url').slice(0, 27)}"` };
  };
}

/** Where the build writes the pages it prerendered (apps/web/scripts/prerender.mjs), inside the web app's dist. */
export const PRERENDERED_DIR = 'prerendered';

/**
 * The prerendered page of an address, relative to the web app's dist (/ is prerendered/index.html, /login
 * prerendered/login.html), or null when the build prerendered none for it. Only public pages are prerendered, as a
 * signed-out visitor sees them.
 */
export async function prerenderedPage(distDir: string, pathname: string): Promise<string | null> {
  const name = pathname === '/' ? 'index' : /^\/[a-z][a-z0-9-]*$/.test(pathname) ? pathname.slice(1) : null;
  if (!name) return null;
  const file = path.join(PRERENDERED_DIR, `${name}.html`);
  return (await stat(path.join(distDir, file)).catch(() => null))?.isFile() ? file : null;
}
