import type { FastifyRequest } from 'fastify';

/**
 * The web app's origin for links we send (invitations, the Google redirect): the configured public URL, else the
 * origin the request came from.
 */
export function publicOrigin(publicUrl: string | undefined, request: FastifyRequest): string {
  if (publicUrl) return publicUrl;
  const origin = request.headers.origin;
  return origin && /^https?:\/\/[^/]+$/.test(origin) ? origin : `${request.protocol}://${request.host}`;
}
