#!/usr/bin/env node
// Prerenders the dashboard app's public pages (/, /login, /signup) at build time, as a signed-out visitor first sees
// them: each is the built index.html with the page's markup and its Emotion rules in #root, its <title>, and
// /first-paint.js, which sets light or dark before the first paint and, given the list of the page's code (the
// entry's and the route's), fetches and runs it after that paint: the browser paints without any of it.
// Written to dist/prerendered/{index,login,signup}.html, which the server sends for those addresses
// (apps/mock-server/src/lib/web-shell.ts).
// Usage (part of `pnpm build`, after `vite build` and `vite build --ssr`): node scripts/prerender.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { paintBeforeScripts } from './paint-first.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const out = join(dist, 'prerendered');

/** The lazy route module each page opens (the landing page is in the entry chunk). */
const ROUTE_MODULES = {
  '/': [],
  '/login': ['src/app/routes/auth/login.tsx'],
  '/signup': ['src/app/routes/auth/signup.tsx'],
};

/** The file a page is written to, as the server looks it up. */
const prerenderedFile = (pathname) => `${pathname === '/' ? 'index' : pathname.slice(1)}.html`;

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const { render, prerenderedPaths } = await import(pathToFileURL(join(root, 'dist-ssr', 'prerender.js')).href);

/** The chunks the modules load up front (themselves and their static imports), minus those index.html loads. */
function preloads(modules) {
  const seen = new Set();
  const files = [];
  const visit = (key, collect) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the build manifest`);
    if (seen.has(key)) return;
    seen.add(key);
    for (const dependency of chunk.imports ?? []) visit(dependency, collect);
    if (collect) files.push(chunk.file);
  };
  visit('index.html', false);
  for (const module of modules) visit(module, true);
  return files;
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const replaceOnce = (html, search, replacement) => {
  if (!html.includes(search)) throw new Error(`prerender: index.html has no ${search}`);
  return html.replace(search, () => replacement);
};

mkdirSync(out, { recursive: true });
for (const pathname of prerenderedPaths) {
  const modules = ROUTE_MODULES[pathname];
  if (!modules) throw new Error(`prerender: no route modules listed for ${pathname}`);
  const { body, title } = await render(pathname);
  const links = preloads(modules).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  // Busy until hydrated (App clears it): the forms need their code, so a visitor's tools, and tests, know to wait.
  let html = replaceOnce(template, '<div id="root"></div>', `<div id="root" aria-busy="true">${body}</div>`);
  html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  // Before anything is painted: the dashboard's rule, the saved mode or else light.
  html = replaceOnce(
    html,
    '<meta charset="UTF-8" />',
    `<meta charset="UTF-8" />\n    <script src="/first-paint.js" data-default="light"></script>`,
  );
  html = replaceOnce(html, '</head>', `${links.join('')}</head>`);
  // The dashboard's shell runs its code at once (it has nothing to paint before); these pages paint first.
  html = paintBeforeScripts(html);
  writeFileSync(join(out, prerenderedFile(pathname)), html);
  console.log(
    `prerendered ${pathname}: dist/prerendered/${prerenderedFile(pathname)}, ${(html.length / 1024).toFixed(1)} KB`,
  );
}
