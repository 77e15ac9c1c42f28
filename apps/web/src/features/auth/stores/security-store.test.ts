import { describe, expect, it } from 'vitest';
import { ok } from '@/testing/fake-fetch';
import { fieldRefusal } from '@/testing/field-refusal';
import { createTestRootStore } from '@/testing/test-root-store';
import { SECURITY_TOASTS, SecurityStore, type SignedInSession } from './security-store';

const session = (id: string, current: boolean): SignedInSession => ({
  id,
  device: current ? 'Chrome on macOS' : 'Safari on iPhone',
  userAgent: '',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastUsedAt: '2026-11-02T10:00:00.000Z',
  current,
});

describe('SecurityStore', () => {
  it('signs out another session and lists the sessions again', async () => {
    let sessions = [session('a', true), session('b', false)];
    const { store } = createTestRootStore({
      'GET /vendor/auth/sessions': () => ok(sessions),
      'DELETE /vendor/auth/sessions/b': () => {
        sessions = sessions.filter((s) => s.id !== 'b');
        return ok({ id: 'b' });
      },
    });
    const security = store.get(SecurityStore);
    const read = security.listSessions();
    await read.load();
    const result = await security.revokeSession(session('b', false));
    expect(result.ok).toBe(true);
    await security.listSessions().load();
    expect(security.listSessions().data?.map((s) => s.id)).toEqual(['a']);
    expect(store.ui.toasts.map((toast) => toast.message)).toEqual([SECURITY_TOASTS.sessionSignedOut]);
  });

  it('says when there were no other sessions to sign out', async () => {
    const { store } = createTestRootStore({
      'GET /vendor/auth/sessions': () => ok([session('a', true)]),
      'POST /vendor/auth/sessions/revoke-others': () => ok({ signedOut: 0 }),
    });
    const result = await store.get(SecurityStore).revokeOtherSessions();
    expect(result.ok).toBe(true);
    expect(store.ui.toasts.map((toast) => toast.message)).toEqual([SECURITY_TOASTS.noOthers]);
  });

  it("keeps the server's field errors of a refused password under their fields", async () => {
    const { store } = createTestRootStore({
      'PUT /vendor/auth/password': () =>
        fieldRefusal(422, 'Your current password is incorrect', { currentPassword: 'Incorrect password' }),
    });
    const security = store.get(SecurityStore);
    const result = await security.setPassword({ currentPassword: 'nope', password: 'fresh-pass-1' }, true);
    expect(result.ok).toBe(false);
    expect(security.fieldErrors('setPassword')).toEqual({ currentPassword: 'Incorrect password' });
  });
});
