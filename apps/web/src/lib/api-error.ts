import type { FieldError } from '@vendor/api-types';

export type TransportStatus = 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR';

/** A failure that never produced an HTTP answer we could read: FETCH_ERROR, PARSING_ERROR or TIMEOUT_ERROR. */
export interface TransportFailure {
  status: TransportStatus;
  error: string;
}

/** An HTTP answer outside 2xx with its (possibly unparsed) body. */
export interface HttpFailure {
  status: number;
  data: unknown;
}

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred, please try again';

/** The one typed error every API failure becomes on the client. */
export class ApiError extends Error {
  readonly status: number | TransportStatus;
  readonly code: string | undefined;
  readonly fieldErrors: FieldError[];
  readonly data: unknown;

  constructor(init: {
    message: string;
    status: number | TransportStatus;
    code?: string;
    fieldErrors?: FieldError[];
    data?: unknown;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? [];
    this.data = init.data;
  }

  get isTransport(): boolean {
    return typeof this.status === 'string';
  }

  /** Field errors keyed by field path, first message wins. */
  get fieldErrorMap(): Record<string, string> {
    const map: Record<string, string> = {};
    for (const { field, error } of this.fieldErrors) map[field] ??= error;
    return map;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const TRANSPORT_STATUSES: readonly string[] = ['FETCH_ERROR', 'PARSING_ERROR', 'TIMEOUT_ERROR'];

/** Maps a thrown fetch/parse exception to its transport status. */
export function toTransportFailure(cause: unknown): TransportFailure {
  const error = cause instanceof Error ? cause.message : String(cause);
  const name = cause instanceof Error || cause instanceof DOMException ? cause.name : '';
  if (name === 'TimeoutError') return { status: 'TIMEOUT_ERROR', error };
  if (name === 'SyntaxError') return { status: 'PARSING_ERROR', error };
  return { status: 'FETCH_ERROR', error };
}

function readFieldErrors(data: unknown): FieldError[] {
  if (!isRecord(data) || !Array.isArray(data.errors)) return [];
  return data.errors.flatMap((item: unknown) =>
    isRecord(item) && typeof item.field === 'string' && typeof item.error === 'string'
      ? [{ field: item.field, error: item.error }]
      : [],
  );
}

function fromHttpFailure({ status, data }: HttpFailure): ApiError {
  const body = isRecord(data) ? data : {};
  const message =
    (typeof body.message === 'string' && body.message) ||
    (typeof body.error === 'string' && body.error) ||
    (typeof data === 'string' && data) ||
    `Request failed with status ${status}`;
  return new ApiError({
    message,
    status,
    code: typeof body.code === 'string' ? body.code : undefined,
    fieldErrors: readFieldErrors(data),
    data,
  });
}

/** Turns any failure (HTTP answer, transport failure, thrown value) into an ApiError. */
export function toApiError(failure: unknown): ApiError {
  if (failure instanceof ApiError) return failure;
  if (isRecord(failure) && typeof failure.status === 'number') {
    return fromHttpFailure({ status: failure.status, data: failure.data });
  }
  if (isRecord(failure) && typeof failure.status === 'string' && TRANSPORT_STATUSES.includes(failure.status)) {
    return new ApiError({
      message: typeof failure.error === 'string' ? failure.error : UNEXPECTED_ERROR_MESSAGE,
      status: failure.status as TransportStatus,
    });
  }
  if (failure instanceof Error) {
    const transport = toTransportFailure(failure);
    return new ApiError({ message: transport.error || UNEXPECTED_ERROR_MESSAGE, status: transport.status });
  }
  return new ApiError({ message: UNEXPECTED_ERROR_MESSAGE, status: 'FETCH_ERROR' });
}
