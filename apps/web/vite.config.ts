import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API the dev and preview servers forward /api to (the Fastify server by default). The Host
// header is kept so links the server builds (OAuth redirect, invites) point back at this origin.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
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
      // dashboard's first load does not carry it). The storefront's server rendering is a separate build:
      // `vite build --ssr src/storefront/entry-server.tsx` (see package.json), bundled whole for Node.
      input: isSsrBuild ? undefined : { main: 'index.html', storefront: 'storefront.html' },
    },
  },
  ssr: {
    // The server-rendering bundle carries its dependencies, so the production server needs none of the web app's.
    noExternal: true,
  },
}));
