import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preParsingHookHandler } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import fp from 'fastify-plugin';
import { parse } from 'yaml';
import type { AuthContext } from '../decorators.ts';
import { ROOT_DIR } from '../env.ts';
import { badRequest, forbidden, unauthorized, unsupportedMediaType } from '../lib/errors.ts';
import { API_PREFIX, type Handlers, STOREFRONT_PREFIX, type StorefrontHandlers } from '../lib/handler.ts';

export const SPEC_PATH = path.join(ROOT_DIR, 'openapi/vendor-api.yaml');
/** The storefront's public contract, served under STOREFRONT_PREFIX. */
export const STOREFRONT_SPEC_PATH = path.join(ROOT_DIR, 'openapi/storefront-api.yaml');

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        tags?: string[];
        security?: Record<string, string[]>[];
        'x-permission'?: string;
        requestBody?: { required?: boolean; content?: Record<string, unknown> };
      }
    >
  >;
  security?: Record<string, string[]>[];
  [key: string]: unknown;
}

/** A contract (the vendor API's unless told), parsed once. */
export function loadSpec(file = SPEC_PATH): OpenApiDocument {
  return parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

export interface OperationMeta {
  operationId: string;
  method: string;
  path: string;
  /** The contract's tags; the first names the feature folder that serves the operation. */
  tags: string[];
  /** True when the contract asks for the bearer token. */
  secured: boolean;
  permission: string | undefined;
  /** The media types the contract declares for the request body, and whether the body is required; none: no body. */
  body: { types: string[]; required: boolean } | undefined;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** Every operation of the contract with what it needs from the caller. */
export function listOperations(spec: OpenApiDocument): OperationMeta[] {
  const out: OperationMeta[] = [];
  for (const [p, item] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method) || !op.operationId) continue;
      const security = op.security ?? spec.security ?? [];
      out.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path: p,
        tags: op.tags ?? [],
        secured: security.some((req) => 'bearerAuth' in req),
        permission: op['x-permission'],
        body: op.requestBody && {
          types: Object.keys(op.requestBody.content ?? {}),
          required: op.requestBody.required === true,
        },
      });
    }
  }
  return out;
}

/** Reads and checks the bearer token; 401 comes before any validation of the body. */
async function authenticate(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  const match = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i);
  if (!match?.[1]) throw unauthorized('Sign in to continue: send Authorization: Bearer <accessToken>');
  request.auth = await this.sessions.authenticate(match[1]);
}

function requirePermission(permission: string): onRequestHookHandler {
  return async function (request) {
    if (!request.auth.permissions.has(permission)) {
      throw forbidden(`Your role does not allow this (needs the "${permission}" permission)`);
    }
  };
}

/** The media type of a Content-Type header without its parameters, lower case ('' when there is none). */
function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * A body is taken only as a media type the contract declares for the operation (415 otherwise, and for any body sent
 * to an operation that takes none), so no body skips the schema; a required body that is missing is a 400 naming it.
 * Runs after authentication, before the body is read.
 */
function requireDeclaredBody(op: OperationMeta): preParsingHookHandler {
  const accepted = op.body?.types ?? [];
  const expected = accepted.length ? `Send the body as ${accepted.join(' or ')}` : 'This operation takes no body';
  return async function (request, _reply, payload) {
    const { headers } = request;
    const hasBody = Number(headers['content-length'] ?? 0) > 0 || headers['transfer-encoding'] !== undefined;
    if (!hasBody) {
      if (op.body?.required) throw badRequest('The request body is missing', [{ field: 'body', error: 'Required' }]);
      // The label of an empty body means nothing; without it no parser complains about an empty JSON document.
      if (!op.body) delete headers['content-type'];
      return payload;
    }
    const type = mediaType(headers['content-type']);
    if (!accepted.includes(type)) {
      throw unsupportedMediaType(
        `${type ? `${type} is not accepted here` : 'The body has no Content-Type'}. ${expected}`,
      );
    }
    return payload;
  };
}

/** Routes, validation and serialisation from one contract; handlers found by operationId. */
async function serveContract(
  app: FastifyInstance,
  spec: OpenApiDocument,
  prefix: string,
  handlers: Partial<Record<string, unknown>>,
): Promise<void> {
  const meta = new Map(listOperations(spec).map((m) => [m.operationId, m]));
  const specification = structuredClone(spec);
  // Developer operations (the outbox) do not exist in production: not even as a route answering 404.
  if (!app.env.devRoutes)
    for (const p of Object.keys(specification.paths)) if (p.startsWith('/dev/')) delete specification.paths[p];
  await app.register(openapiGlue, {
    specification,
    prefix,
    // keep body-less responses (listRegions' 304) in the route schema so they count as declared
    addEmptySchema: true,
    operationResolver: (operationId: string) => {
      const op = meta.get(operationId);
      // The handler map is typed against the contract; this guards a contract newer than the generated types.
      const handler = handlers[operationId];
      if (!op || !handler) throw new Error(`The contract's operation ${operationId} has no handler`);
      const onRequest: onRequestHookHandler[] = [];
      if (op.secured) onRequest.push(authenticate.bind(app) as onRequestHookHandler);
      if (op.permission) onRequest.push(requirePermission(op.permission));
      // glue's type wants full RouteOptions; it merges these partial options into the route it builds.
      return { handler, onRequest, preParsing: requireDeclaredBody(op) } as never;
    },
  });
}

/**
 * Routes, validation and serialisation from the contracts: the vendor API under API_PREFIX and the storefront's
 * under STOREFRONT_PREFIX; handlers found by operationId.
 */
export default fp(
  async function openapi(app: FastifyInstance, opts: { handlers: Handlers; storefrontHandlers: StorefrontHandlers }) {
    app.decorateRequest('auth', null as unknown as AuthContext);
    // Uploads are parsed by @fastify/multipart in the handler; the contract's multipart schema documents them.
    app.addHook('onRoute', (route) => {
      const body = (route.schema as { body?: { content?: Record<string, unknown> } } | undefined)?.body;
      if (body?.content?.['multipart/form-data'] && route.schema) delete (route.schema as { body?: unknown }).body;
    });
    // The contract names these media types only for responses (file downloads, CSV export); as request bodies they
    // are refused plainly, which also tells fastify-openapi-glue a parser exists for every type the document names.
    for (const type of ['text/csv', 'text/event-stream', 'application/pdf', 'image/jpeg', 'image/png', 'image/webp']) {
      if (!app.hasContentTypeParser(type)) {
        app.addContentTypeParser(type, (_request, _payload, done) =>
          done(unsupportedMediaType(`${type} is not accepted as a request body`), undefined),
        );
      }
    }
    await serveContract(app, loadSpec(), API_PREFIX, opts.handlers as Partial<Record<string, unknown>>);
    await serveContract(
      app,
      loadSpec(STOREFRONT_SPEC_PATH),
      STOREFRONT_PREFIX,
      opts.storefrontHandlers as Partial<Record<string, unknown>>,
    );
  },
  { name: 'openapi' },
);
