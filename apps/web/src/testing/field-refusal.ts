import { apiError } from './fake-fetch';

/**
 * The server refusing a request the way it refuses a form: the status and message, and a message under each named
 * field (`fields` maps the field's path to its message); `extra` overrides the envelope (error name, code).
 */
export const fieldRefusal = (
  status: number,
  message: string,
  fields: Record<string, string>,
  extra: Record<string, unknown> = {},
) =>
  apiError(status, message, { errors: Object.entries(fields).map(([field, error]) => ({ field, error })), ...extra });
