import type { FastifyRequest } from 'fastify';

/**
 * The web app's origin for links we send (invites, the Google redirect): the configured PUBLIC_URL (required in
 * production). Never the request's Origin header: a caller could otherwise have our e-mails point at their site.
 * Outside production without PUBLIC_URL, the host the request was sent to (the dev server proxies with its own).
 */
export function publicOrigin(publicUrl: string | undefined, request: FastifyRequest): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}
