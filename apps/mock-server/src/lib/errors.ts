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

export const forbidden = (message = 'You do not have permission to do this') => new ApiError(403, 'FORBIDDEN', message);

export const notFound = (what: string) => new ApiError(404, 'NOT_FOUND', `${what} not found`);

export const conflict = (message: string, errors: FieldError[] = []) => new ApiError(409, 'CONFLICT', message, errors);

export const unprocessable = (message: string, errors: FieldError[] = []) =>
  new ApiError(422, 'UNPROCESSABLE', message, errors);

export const tooManyRequests = (message: string) => new ApiError(429, 'RATE_LIMITED', message);
