import { describe, expect, it } from 'vitest';
import { createFakeFetch, json, TEST_BASE_URL } from '@/testing/fake-fetch';
import { createMemorySession } from '@/testing/memory-session';
import { createApiClient, unwrap } from './api-client';
import { ApiError, toApiError, toTransportFailure } from './api-error';

describe('toApiError', () => {
  it('reads the message and field errors from the error body', () => {
    const error = toApiError({
      status: 400,
      data: {
        success: false,
        status: 'error',
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION_FAILED',
        message: 'Validation failed',
        errors: [
          { field: 'email', error: 'Invalid email' },
          { field: 'options.0.price', error: 'must be >= 0' },
        ],
      },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Validation failed');
    expect(error.fieldErrorMap).toEqual({ email: 'Invalid email', 'options.0.price': 'must be >= 0' });
  });

  it('falls back to the error text when the body has no message', () => {
    expect(toApiError({ status: 502, data: 'Bad gateway' }).message).toBe('Bad gateway');
    expect(toApiError({ status: 500, data: undefined }).message).toBe('Request failed with status 500');
  });

  it('keeps transport failures with their status', () => {
    const error = toApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' });
    expect(error.status).toBe('FETCH_ERROR');
    expect(error.isTransport).toBe(true);
    expect(error.message).toBe('TypeError: Failed to fetch');
  });

  it('falls back to the thrown error message', () => {
    const error = toApiError(new TypeError('Failed to fetch'));
    expect(error.status).toBe('FETCH_ERROR');
    expect(error.message).toBe('Failed to fetch');
  });

  it('maps thrown errors to the transport statuses FETCH_ERROR, PARSING_ERROR and TIMEOUT_ERROR', () => {
    expect(toTransportFailure(new TypeError('Failed to fetch')).status).toBe('FETCH_ERROR');
    expect(toTransportFailure(new SyntaxError('Unexpected token <')).status).toBe('PARSING_ERROR');
    expect(toTransportFailure(new DOMException('Timed out', 'TimeoutError')).status).toBe('TIMEOUT_ERROR');
  });
});

describe('unwrap', () => {
  const { session } = createMemorySession();

  it('throws FETCH_ERROR when the network fails', async () => {
    const client = createApiClient({
      baseUrl: TEST_BASE_URL,
      session,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(unwrap(client.GET('/vendor/me'))).rejects.toMatchObject({ status: 'FETCH_ERROR' });
  });

  it('throws PARSING_ERROR when a success body is not JSON', async () => {
    const client = createApiClient({
      baseUrl: TEST_BASE_URL,
      session,
      fetch: async () => new Response('<html>', { status: 200 }),
    });
    await expect(unwrap(client.GET('/vendor/me'))).rejects.toMatchObject({ status: 'PARSING_ERROR' });
  });

  it('throws the HTTP status and message for error answers', async () => {
    const { fetch } = createFakeFetch({
      'GET /vendor/me': () => json(403, { message: 'Forbidden for this role' }),
    });
    const client = createApiClient({ baseUrl: TEST_BASE_URL, session, fetch });
    await expect(unwrap(client.GET('/vendor/me'))).rejects.toMatchObject({
      status: 403,
      message: 'Forbidden for this role',
    });
  });
});
