import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The Content-Security-Policy the web app runs under. Scripts come only from our own files (the Vite build has no
 * inline script). Styles may be inline because Emotion writes its rules into <style> elements at run time and React
 * renders style attributes; nothing else is inline. Images are ours, or data:/blob: previews of a file being uploaded.
 * Nobody may frame us.
 */
export function contentSecurityPolicy(production: boolean) {
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      ...(production ? { 'upgrade-insecure-requests': [] } : {}),
    },
  };
}

/**
 * The headers helmet writes for these options, worked out once: they do not depend on the request (no nonces), so
 * each response gets the same set without building helmet's middleware again.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Security headers on every response (API, web app, errors): CSP, nosniff, no referrer, HSTS in production. */
export default fp(
  async function securityHeaders(app: FastifyInstance) {
    const production = app.env.nodeEnv === 'production';
    const headers = helmetHeaders({
      contentSecurityPolicy: contentSecurityPolicy(production),
      // Invitation and sign-in links carry tokens in their query: never hand the address to another site.
      referrerPolicy: { policy: 'no-referrer' },
      // HTTPS is a deployment matter: a development server on http://localhost must not pin browsers to https.
      strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      // Images and files are fetched by the web app on our site (possibly another subdomain when built for one).
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
