import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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

/** Security headers on every response (API, web app, errors): CSP, nosniff, no referrer, HSTS in production. */
export default fp(
  async function securityHeaders(app: FastifyInstance) {
    const production = app.env.nodeEnv === 'production';
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: contentSecurityPolicy(production),
      // Invitation and sign-in links carry tokens in their query: never hand the address to another site.
      referrerPolicy: { policy: 'no-referrer' },
      // HTTPS is a deployment matter: a development server on http://localhost must not pin browsers to https.
      strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      // Images and files are fetched by the web app on our site (possibly another subdomain when built for one).
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
  },
  { name: 'security-headers' },
);
