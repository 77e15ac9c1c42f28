/** One field problem, as the wire carries it. */
export interface FieldError {
  field: string;
  error: string;
}

/** An error with its HTTP status; the error handler turns it into the one error shape. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors: FieldError[] = [],
    /** Response headers the answer carries (Retry-After on 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** 400 naming the fields at fault. */
export const badRequest = (message: string, errors: FieldError[] = []) =>
  new ApiError(400, 'VALIDATION_ERROR', message, errors);

/** 400 for a single field; the message is "<field>: <error>" so it reads well in a toast. */
export const invalidField = (field: string, error: string) => badRequest(error, [{ field, error }]);

export const unauthorized = (message = 'Authentication required', errors: FieldError[] = []) =>
  new ApiError(401, 'UNAUTHORIZED', message, errors);

export const forbidden = (message = 'You do not have permission to do this', errors: FieldError[] = []) =>
  new ApiError(403, 'FORBIDDEN', message, errors);

export const notFound = (what: string) => new ApiError(404, 'NOT_FOUND', `${what} not found`);

export const conflict = (message: string, errors: FieldError[] = []) => new ApiError(409, 'CONFLICT', message, errors);

export const unprocessable = (message: string, errors: FieldError[] = []) =>
  new ApiError(422, 'UNPROCESSABLE', message, errors);

/** 503 for an outside service (Stripe, Google) this server was started without: say what to configure. */
export const notConfigured = (message: string) => new ApiError(503, 'NOT_CONFIGURED', message);

/**
 * Runs a call to the payments provider; its failures are a 502 saying what could not be done and why, never a 500.
 * Our own errors (a 503 for a provider that is not configured) pass through.
 */
export async function callPaymentsProvider<T>(
  what: string,
  call: () => Promise<T>,
  log: { warn(obj: object, msg: string): void },
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    log.warn({ err: error }, `payments provider: ${what} failed`);
    throw new ApiError(
      502,
      'PAYMENT_PROVIDER_ERROR',
      `The payments provider could not ${what}: ${(error as Error).message}. Please try again.`,
    );
  }
}

/** 415: the body is sent as a media type the operation does not take. */
export const unsupportedMediaType = (message: string) => new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', message);

/**
 * A database refusal because of a reference between rows: a row pointing at one that is gone (foreign key, 23503,
 * Prisma P2003) or the removal of a row others still point at (RESTRICT, 23001, which Prisma reports as P2039).
 */
export function isReferenceViolation(error: unknown): boolean {
  const e = error as { code?: string; meta?: { driverAdapterError?: { cause?: { originalCode?: string } } } };
  const original = e.meta?.driverAdapterError?.cause?.originalCode;
  return e.code === 'P2003' || original === '23503' || original === '23001';
}

/** Seconds a client should wait before trying again when the database is busy or out of reach. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** 503 with Retry-After: the database could not take the request (nothing was changed; the same request may be resent). */
export const databaseUnavailable = (message: string) =>
  new ApiError(503, 'SERVICE_UNAVAILABLE', message, [], { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) });

export const tooManyRequests = (message: string) => new ApiError(429, 'RATE_LIMITED', message);
