import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { publicOrigin } from '../lib/public-origin.ts';

/** Where the storefront API is served (its own contract, openapi/storefront-api.yaml). */
export const STOREFRONT_API_PREFIX = '/api/storefront/v1';

const HEAD_SLOT = '<!--storefront-head-->';
const BODY_SLOT = '<!--storefront-body-->';

/** What the storefront's server bundle (apps/web/src/storefront/entry-server.tsx) exports. */
interface StorefrontRenderer {
  render(data: PageData): { head: string; body: string; data: string };
}

/** The page data the web app renders (its StorefrontPage); the server only fetches and passes it on. */
type PageData = { page: string; url: string } & Record<string, unknown>;

interface Kitchen {
  handle: string;
  open: boolean;
  deliveryDates: string[];
}

/** One answer of the storefront API asked in-process: its data, or null when it says 404. */
type ApiAnswer<T> = { ok: true; data: T } | { ok: false; status: number };

/**
 * The storefront's pages, rendered on the server with React and hydrated in the browser: /k/{handle} (kitchen, menu
 * and basket), /k/{handle}/checkout, /k/{handle}/return?checkout={id} and /track/{token}. Each page's data comes from
 * the storefront API asked in-process (app.inject, as the customer's address, so its rate limits apply), is rendered
 * by the web app's server bundle (apps/web/dist-ssr/entry-server.js, `pnpm build`) into the built storefront.html,
 * and embedded as JSON for hydration. Both files are looked up per request, so a rebuilt web app is served without a
 * restart. Without a build the paths fall through to the web app's not-found handling.
 */
export default fp(
  async function storefrontPages(app: FastifyInstance) {
    const { webDistDir, webSsrDir } = app.env;
    const templateFile = path.join(webDistDir, 'storefront.html');
    const rendererFile = path.join(webSsrDir, 'entry-server.js');
    if (!existsSync(templateFile) || !existsSync(rendererFile)) {
      app.log.warn('storefront pages not built (run pnpm build): /k/* and /track/* are not served');
      return;
    }

    let template: { mtimeMs: number; html: string } | null = null;
    let renderer: { mtimeMs: number; module: StorefrontRenderer } | null = null;
    const load = async () => {
      const [templateStat, rendererStat] = await Promise.all([stat(templateFile), stat(rendererFile)]);
      if (template?.mtimeMs !== templateStat.mtimeMs) {
        template = { mtimeMs: templateStat.mtimeMs, html: await readFile(templateFile, 'utf8') };
      }
      if (renderer?.mtimeMs !== rendererStat.mtimeMs) {
        const url = `${pathToFileURL(rendererFile).href}?v=${rendererStat.mtimeMs}`;
        renderer = { mtimeMs: rendererStat.mtimeMs, module: (await import(url)) as StorefrontRenderer };
      }
      return { html: template.html, render: renderer.module.render };
    };

    async function api<T>(request: FastifyRequest, url: string): Promise<ApiAnswer<T>> {
      const answer = await app.inject({
        method: 'GET',
        url: `${STOREFRONT_API_PREFIX}${url}`,
        remoteAddress: request.ip,
        headers: { accept: 'application/json' },
      });
      if (answer.statusCode !== 200) return { ok: false, status: answer.statusCode };
      // Anything but the API's JSON (no storefront API behind the prefix) is no answer at all.
      if (!String(answer.headers['content-type'] ?? '').includes('application/json')) return { ok: false, status: 404 };
      return { ok: true, data: (answer.json() as { data: T }).data };
    }

    async function send(reply: FastifyReply, data: PageData, status = 200, shared = false) {
      const { html, render } = await load();
      const page = render(data);
      const body = html
        .replace(HEAD_SLOT, () => page.head)
        .replace(BODY_SLOT, () => page.body)
        .replace('</body>', () => `${page.data}</body>`);
      // A kitchen's page may be kept by the browser but is asked again each time; an order's or a payment's is private.
      return reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', shared ? 'no-cache' : 'private, no-store')
        .send(body);
    }

    /** A failure of the API that is not "no such kitchen": the page says so with the API's status, never a 500. */
    function unavailable(reply: FastifyReply, status: number) {
      const code = status === 429 || status === 503 ? status : 503;
      return reply
        .status(code)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Please try again</title></head>' +
            '<body><main><h1>Please try again in a moment</h1><p>This page could not be loaded just now.</p></main></body></html>',
        );
    }

    const pageUrl = (request: FastifyRequest) => `${publicOrigin(app.env.publicUrl, request)}${request.url}`;

    /** The kitchen a /k/{handle}/… page is about, or the reply already sent (not found, closed, unavailable). */
    async function kitchenFor(request: FastifyRequest<{ Params: { handle: string } }>, reply: FastifyReply) {
      const handle = request.params.handle;
      const answer = await api<Kitchen>(request, `/kitchens/${encodeURIComponent(handle)}`);
      if (!answer.ok) {
        if (answer.status === 404 || answer.status === 400) {
          await send(reply, { page: 'not-found', url: pageUrl(request) }, 404);
        } else {
          await unavailable(reply, answer.status);
        }
        return null;
      }
      if (!answer.data.open) {
        await send(reply, { page: 'closed', url: pageUrl(request), kitchen: answer.data }, 200, true);
        return null;
      }
      return answer.data;
    }

    app.get<{ Params: { handle: string }; Querystring: { date?: string } }>('/k/:handle', async (request, reply) => {
      const kitchen = await kitchenFor(request, reply);
      if (!kitchen) return reply;
      const asked = typeof request.query.date === 'string' ? request.query.date : undefined;
      const date = asked && kitchen.deliveryDates.includes(asked) ? asked : kitchen.deliveryDates[0];
      let menu: unknown = null;
      if (date) {
        const answer = await api(request, `/kitchens/${encodeURIComponent(kitchen.handle)}/menu?date=${date}`);
        if (!answer.ok && answer.status !== 404 && answer.status !== 422) return unavailable(reply, answer.status);
        menu = answer.ok ? answer.data : null;
      }
      return send(reply, { page: 'kitchen', url: pageUrl(request), kitchen, menu }, 200, true);
    });

    app.get<{ Params: { handle: string } }>('/k/:handle/checkout', async (request, reply) => {
      const kitchen = await kitchenFor(request, reply);
      if (!kitchen) return reply;
      return send(reply, { page: 'checkout', url: pageUrl(request), kitchen, date: null });
    });

    app.get<{ Params: { handle: string }; Querystring: { checkout?: string } }>(
      '/k/:handle/return',
      async (request, reply) => {
        const kitchen = await kitchenFor(request, reply);
        if (!kitchen) return reply;
        const checkoutId = typeof request.query.checkout === 'string' ? request.query.checkout : null;
        return send(reply, { page: 'return', url: pageUrl(request), kitchen, checkoutId });
      },
    );

    app.get<{ Params: { token: string } }>('/track/:token', async (request, reply) => {
      const { token } = request.params;
      const answer = await api(request, `/orders/${encodeURIComponent(token)}`);
      if (!answer.ok) {
        if (answer.status === 404 || answer.status === 400) {
          return send(reply, { page: 'not-found', url: pageUrl(request) }, 404);
        }
        return unavailable(reply, answer.status);
      }
      return send(reply, { page: 'track', url: pageUrl(request), token, order: answer.data });
    });
  },
  { name: 'storefront-pages' },
);
