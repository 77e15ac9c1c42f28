import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, ok } from '@/testing/fake-fetch';
import { createTestRootStore } from '@/testing/test-root-store';
import { GOOGLE_PURPOSE_KEY } from './auth-store';

const user = { id: 'u1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@kitchen.test' };

describe('AuthStore one-time code flow', () => {
  it('idle → loading → sent, with the success toast', async () => {
    const { store, calls } = createTestRootStore({ 'POST /vendor/auth/otp': () => ok({ sent: true }) });
    expect(store.auth.status).toBe('idle');

    const pending = store.auth.sendOtp(' ada@kitchen.test ');
    expect(store.auth.status).toBe('loading');
    await pending;

    expect(store.auth.status).toBe('sent');
    expect(calls[0]?.body).toEqual({ email: 'ada@kitchen.test' });
    expect(store.ui.toasts.map((toast) => toast.message)).toEqual(['OTP sent successfully']);
  });

  it('treats a failure that still carries an error object as sent', async () => {
    const { store } = createTestRootStore({
      'POST /vendor/auth/otp': () => apiError(429, 'Too many codes requested'),
    });
    await store.auth.sendOtp('ada@kitchen.test');
    expect(store.auth.status).toBe('sent');
    expect(store.auth.error).toBeNull();
    expect(store.ui.toasts.map((toast) => [toast.type, toast.message])).toEqual([
      ['error', 'Too many codes requested'],
    ]);
  });

  it('otherwise stores the error with the generic message and the failure toast', async () => {
    // A transport failure carries no error body.
    const { store } = createTestRootStore({
      'POST /vendor/auth/otp': () => {
        throw new TypeError('Failed to fetch');
      },
    });

    await store.auth.sendOtp('ada@kitchen.test');

    expect(store.auth.status).toBe('error');
    expect(store.auth.error?.status).toBe('FETCH_ERROR');
    expect(store.auth.errorMessage).toBe('An unexpected error occurred, please try again');
    expect(store.ui.toasts.map((toast) => [toast.type, toast.message])).toEqual([['error', 'Failed to send OTP']]);
  });

  it('shares one in-flight send', async () => {
    const { store, calls } = createTestRootStore({ 'POST /vendor/auth/otp': () => ok({}) });
    await Promise.all([store.auth.sendOtp('a@b.co'), store.auth.sendOtp('a@b.co')]);
    expect(calls).toHaveLength(1);
  });

  it('verify: verifying → success with completedOnboarding and the stored session', async () => {
    const { store, calls, session } = createTestRootStore({
      'POST /vendor/auth/otp': () => ok({}),
      'POST /vendor/auth/otp/verify': () =>
        ok({ accessToken: 'access-1', refreshToken: 'refresh-1', completedOnboarding: false, user }),
    });
    await store.auth.sendOtp('ada@kitchen.test');

    const pending = store.auth.verifyOtp('123456');
    expect(store.auth.status).toBe('verifying');
    expect(await pending).toBe(true);

    expect(store.auth.status).toBe('success');
    expect(store.auth.completedOnboarding).toBe(false);
    expect(store.auth.accessToken).toBe('access-1');
    expect(store.auth.user).toEqual(user);
    expect(calls[1]?.body).toEqual({ email: 'ada@kitchen.test', otp: '123456' });
    expect(session()).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1', user });
  });

  it('verify: fetches the user when the answer has none', async () => {
    const { store, session } = createTestRootStore({
      'POST /vendor/auth/otp/verify': () => ok({ accessToken: 'access-1', completedOnboarding: true }),
      'GET /vendor/me': () => ok(user),
    });
    await store.auth.verifyOtp('123456');
    expect(store.auth.user).toEqual(user);
    expect(session().user).toEqual(user);
  });

  it('verify: a rejection stores the error and shows an error alert', async () => {
    const { store } = createTestRootStore({
      'POST /vendor/auth/otp/verify': () => apiError(400, 'Invalid or expired code'),
    });
    expect(await store.auth.verifyOtp('000000')).toBe(false);
    expect(store.auth.status).toBe('error');
    expect(store.auth.error?.status).toBe(400);
    expect(store.auth.errorMessage).toBe('Invalid or expired code');
    expect(store.ui.toasts.map((toast) => toast.message)).toEqual(['Invalid or expired code']);
  });
});

describe('AuthStore Google sign-in', () => {
  const assign = vi.fn();

  afterEach(() => {
    sessionStorage.clear();
  });

  it('start remembers the purpose and leaves for the consent URL', async () => {
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    const { store, calls } = createTestRootStore({
      'POST /vendor/vendor/oauth/google': () => ok({ url: 'https://accounts.example/consent' }),
    });
    await store.auth.startGoogleOauth('signup');
    expect(calls[0]?.body).toEqual({ purpose: 'signup' });
    expect(sessionStorage.getItem(GOOGLE_PURPOSE_KEY)).toBe('signup');
    expect(assign).toHaveBeenCalledWith('https://accounts.example/consent');
  });

  it('complete sends code, remembered purpose and state, then saves tokens and admin user', async () => {
    sessionStorage.setItem(GOOGLE_PURPOSE_KEY, 'signup');
    const { store, calls, session } = createTestRootStore({
      'POST /vendor/vendor/oauth/google/complete': () =>
        ok({ accessToken: 'g-access', refreshToken: 'g-refresh', adminUser: user, completedOnboarding: false }),
    });
    expect(await store.auth.completeGoogleOauth('code-1', 'state-1')).toBe(true);
    expect(calls[0]?.body).toEqual({ code: 'code-1', purpose: 'signup', state: 'state-1' });
    expect(store.auth.status).toBe('success');
    expect(store.auth.completedOnboarding).toBe(false);
    expect(session()).toEqual({ accessToken: 'g-access', refreshToken: 'g-refresh', user });
    expect(sessionStorage.getItem(GOOGLE_PURPOSE_KEY)).toBeNull();
  });

  it('complete failure stores the error', async () => {
    const { store } = createTestRootStore({
      'POST /vendor/vendor/oauth/google/complete': () => apiError(400, 'Invalid state'),
    });
    expect(await store.auth.completeGoogleOauth('code', 'bad')).toBe(false);
    expect(store.auth.status).toBe('error');
    expect(store.auth.errorMessage).toBe('Invalid state');
  });
});

describe('AuthStore session', () => {
  it('fetchMe stores the user and shares one request', async () => {
    const { store, calls, session } = createTestRootStore(
      { 'GET /vendor/me': () => ok(user) },
      { accessToken: 'access-1' },
    );
    await Promise.all([store.auth.getMe(), store.auth.getMe()]);
    expect(calls).toHaveLength(1);
    expect(store.auth.user).toEqual(user);
    expect(session().user).toEqual(user);
  });

  it('logout clears tokens and user', async () => {
    const { store, session, calls } = createTestRootStore(
      { 'POST /auth/logout': () => ok({}) },
      { accessToken: 'a', refreshToken: 'r', user },
    );
    expect(store.auth.isAuthenticated).toBe(true);
    await store.auth.logout();
    expect(calls[0]?.body).toEqual({ refreshToken: 'r' });
    expect(session()).toEqual({});
    expect(store.auth.isAuthenticated).toBe(false);
    expect(store.auth.user).toBeNull();
  });

  it('logout still clears the session when the server call fails', async () => {
    const { store, session } = createTestRootStore(
      { 'POST /auth/logout': () => apiError(500, 'down') },
      { accessToken: 'a', refreshToken: 'r', user },
    );
    await store.auth.logout();
    expect(session()).toEqual({});
  });

  it('forgets the user when a failed refresh clears the session', async () => {
    const { store } = createTestRootStore(
      {
        'GET /vendor/me': () => apiError(401, 'expired'),
        'POST /auth/refresh-access-token': () => apiError(401, 'revoked'),
      },
      { accessToken: 'a', refreshToken: 'r', user },
    );
    await store.auth.getMe();
    expect(store.auth.isAuthenticated).toBe(false);
    expect(store.auth.user).toBeNull();
  });
});

describe('AuthStore sign-in e-mail change', () => {
  it('keeps the signed-in address until the change is confirmed, then takes the answered user', async () => {
    const moved = { ...user, email: 'ada.new@kitchen.test' };
    const { store, calls, session } = createTestRootStore(
      {
        'POST /vendor/auth/email': () => ok({ email: moved.email, expiresInSeconds: 600, currentEmailCode: false }),
        'POST /vendor/auth/email/confirm': () => ok(moved),
      },
      { accessToken: 'a', user },
    );
    const asked = await store.auth.requestEmailChange({ email: moved.email, currentPassword: 'secret-1' });
    expect(asked).toMatchObject({ ok: true, data: { email: moved.email, currentEmailCode: false } });
    expect(store.auth.user?.email).toBe(user.email);

    const done = await store.auth.confirmEmailChange({ code: '123456' });
    expect(done.ok).toBe(true);
    expect(calls.map((call) => call.body)).toEqual([
      { email: moved.email, currentPassword: 'secret-1' },
      { code: '123456' },
    ]);
    expect(store.auth.user?.email).toBe(moved.email);
    expect(session().user?.email).toBe(moved.email);
    expect(store.ui.toasts.map((toast) => toast.message)).toEqual([`Your sign-in e-mail is now ${moved.email}`]);
  });

  it('a wrong code is kept by field for the form, and the address stays', async () => {
    const { store } = createTestRootStore(
      {
        'POST /vendor/auth/email/confirm': () =>
          apiError(422, 'The code is incorrect', { errors: [{ field: 'code', error: 'Incorrect code' }] }),
      },
      { accessToken: 'a', user },
    );
    const result = await store.auth.confirmEmailChange({ code: '000000' });
    expect(result.ok).toBe(false);
    expect(store.auth.fieldErrors('confirmEmailChange')).toEqual({ code: 'Incorrect code' });
    expect(store.auth.user?.email).toBe(user.email);
  });
});
