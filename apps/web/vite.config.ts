import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { paintBeforeScripts } from './scripts/paint-first.mjs';

// The API the dev and preview servers forward /api to (the Fastify server by default). The Host
// header is kept so links the server builds (OAuth redirect, invites) point back at this origin.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';
// One year for the browser build and the prerendering build (env.BUILD_YEAR), so their footers agree.
process.env.VITE_BUILD_YEAR ??= String(new Date().getFullYear());

/** The storefront's pages are always rendered on the server: they paint before their code runs, then hydrate. */
const storefrontPaintsFirst: Plugin = {
  name: 'storefront-paints-first',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, { filename }) => (filename.endsWith('storefront.html') ? paintBeforeScripts(html) : html),
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react({ jsxImportSource: '@emotion/react' }), storefrontPaintsFirst],
  // The server bundle needs none of the public files (the browser build copies them into dist/).
  publicDir: isSsrBuild ? false : 'public',
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: apiTarget } },
  },
  build: {
    // bundle-size.mjs reads the manifest to measure the initial JS for / and for the storefront.
    manifest: true,
    sourcemap: false,
    rollupOptions: {
      // Two pages: the dashboard (index.html) and the customers' storefront (storefront.html, its own entry so the
      // dashboard's first load does not carry it). Rendering on the server is a separate build (`vite build --ssr`,
      // see package.json), bundled whole for Node: the storefront's pages per request, and the public pages of the
      // dashboard's app (/, /login, /signup) once at build time (scripts/prerender.mjs).
      input: (isSsrBuild
        ? { 'entry-server': 'src/storefront/entry-server.tsx', prerender: 'src/app/entry-prerender.tsx' }
        : { main: 'index.html', storefront: 'storefront.html' }) as Record<string, string>,
    },
  },
  ssr: {
    // The server-rendering bundle carries its dependencies, so the production server needs none of the web app's.
    noExternal: true,
  },
}));
