import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, databaseUnavailable, type FieldError, isReferenceViolation } from '../lib/errors.ts';
import { toFieldErrors } from '../lib/validation.ts';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** The one error shape every failure takes on the wire. */
export function errorBody(statusCode: number, code: string, message: string, errors: FieldError[] = []) {
  return {
    success: false as const,
    status: 'error' as const,
    statusCode,
    error: REASONS[statusCode] ?? 'Error',
    code,
    message,
    errors,
  };
}

interface PrismaKnownError {
  code: string;
  meta?: {
    target?: string[] | string;
    modelName?: string;
    driverAdapterError?: { cause?: { constraint?: { fields?: string[] }; originalCode?: string } };
  };
}

function isPrismaKnown(error: unknown): error is PrismaKnownError {
  return (
    typeof error === 'object' && error !== null && (error as { name?: string }).name === 'PrismaClientKnownRequestError'
  );
}

interface Failure {
  status: number;
  code: string;
  message: string;
  errors: FieldError[];
  headers?: Record<string, string>;
}

const DATABASE_BUSY = databaseUnavailable(
  'The server is busy and could not reach its database in time; nothing was changed. Try again shortly.',
);

/** Prisma's codes for: unreachable (P1001), socket timeout (P1008), connection closed (P1017), pool timeout (P2024),
 * transaction not started in time or expired (P2028), too many connections (P2037). */
const BUSY_CODES = new Set(['P1001', 'P1008', 'P1017', 'P2024', 'P2028', 'P2037']);

/**
 * The database could not take the request in time: no pooled connection within the pool's wait (pg's own timeout, or
 * Prisma's P2024), a transaction that could not start within its maxWait or ran out of time (P2028), a server that
 * refuses more connections (53300) or is starting or stopping (57P01-57P03), or no server at all. Nothing was written
 * (the transaction never began or was rolled back), so the client may simply try again.
 */
function isDatabaseBusy(error: unknown): boolean {
  const e = error as {
    code?: string;
    message?: string;
    meta?: { driverAdapterError?: { cause?: { originalCode?: string } } };
  };
  if (e.code && BUSY_CODES.has(e.code)) return true;
  const originalCode = e.meta?.driverAdapterError?.cause?.originalCode;
  if (originalCode && /^(53300|57P0[123])$/.test(originalCode)) return true;
  return /timeout exceeded when trying to connect|Connection terminated due to connection timeout/.test(
    String(e.message ?? ''),
  );
}

const MALFORMED_JSON: Failure = {
  status: 400,
  code: 'MALFORMED_JSON',
  message: 'The request body is not valid JSON',
  errors: [{ field: 'body', error: 'Malformed JSON' }],
};
const TOO_LARGE: Failure = {
  status: 413,
  code: 'PAYLOAD_TOO_LARGE',
  message: 'The request body is too large',
  errors: [],
};

/** Fastify's own errors about the request body, by their code, and the answer each gets. */
const BODY_FAILURES = new Map<string | undefined, Failure>([
  ['FST_ERR_CTP_BODY_TOO_LARGE', TOO_LARGE],
  ['FST_REQ_FILE_TOO_LARGE', TOO_LARGE],
  [
    'FST_ERR_CTP_EMPTY_JSON_BODY',
    {
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'The request body is empty',
      errors: [{ field: 'body', error: 'Required' }],
    },
  ],
  ['FST_ERR_CTP_INVALID_JSON_BODY', MALFORMED_JSON],
]);

function fromError(error: FastifyError | Error): Failure {
  if (error instanceof ApiError)
    return {
      status: error.statusCode,
      code: error.code,
      message: error.message,
      errors: error.errors,
      headers: error.headers,
    };
  const fe = error as FastifyError & { validation?: Parameters<typeof toFieldErrors>[0] };
  if (fe.validation) {
    const errors = toFieldErrors(fe.validation);
    const message = errors.map((e) => `${e.field}: ${e.error}`).join('; ') || 'Invalid request';
    return { status: 400, code: 'VALIDATION_ERROR', message, errors };
  }
  if (isPrismaKnown(error)) {
    if (error.code === 'P2002') {
      const fields = error.meta?.driverAdapterError?.cause?.constraint?.fields ?? [error.meta?.target ?? []].flat();
      return {
        status: 409,
        code: 'CONFLICT',
        message: 'A record with this value already exists',
        errors: fields.map((field) => ({ field: String(field).replace(/"/g, ''), error: 'Already in use' })),
      };
    }
    if (error.code === 'P2025') return { status: 404, code: 'NOT_FOUND', message: 'Record not found', errors: [] };
    // A record this change points at was removed (or something still points at what it removes) at the same moment.
    if (isReferenceViolation(error))
      return {
        status: 409,
        code: 'CONFLICT',
        message: 'A related record changed at the same time; reload and try again',
        errors: [],
      };
    const original = error.meta?.driverAdapterError?.cause?.originalCode;
    // Serialisation failure (40001) and deadlock (40P01): two transactions collided; neither wrote anything.
    if (error.code === 'P2034' || original === '40001' || original === '40P01')
      return {
        status: 409,
        code: 'CONFLICT',
        message: 'The record changed at the same time; please retry',
        errors: [],
      };
  }
  if (isDatabaseBusy(error)) return fromError(DATABASE_BUSY);
  const bodyFailure = BODY_FAILURES.get(fe.code);
  if (bodyFailure) return bodyFailure;
  if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: fe.message, errors: [] };
  }
  if (error instanceof SyntaxError && fe.statusCode === 400) return MALFORMED_JSON;
  const status = typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500 ? fe.statusCode : 500;
  return {
    status,
    code: status === 500 ? 'INTERNAL_ERROR' : (fe.code ?? 'ERROR'),
    message: status === 500 ? 'Something went wrong on our side' : fe.message,
    errors: [],
  };
}

/** One error handler: logs with context, hides 5xx details, answers the one error shape. */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, code, message, errors, headers } = fromError(error);
    if (status >= 500) request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
    else request.log.info({ code, url: request.url, status }, message);
    if (headers) reply.headers(headers);
    return reply
      .status(status)
      .type('application/json')
      .send(errorBody(status, code, message, errors));
  });
});
