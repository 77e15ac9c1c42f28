import type { SetPasswordRequest as SetPasswordBody, SignedInSession } from '@vendor/api-types';
import { unwrap } from '@/lib/api-client';
import { Store } from '@/stores/base/store';

export type { SignedInSession, SetPasswordBody };

export const SECURITY_TOASTS = {
  sessionSignedOut: 'Signed out of that session',
  othersSignedOut: 'Signed out of all other sessions',
  noOthers: 'There were no other sessions to sign out',
  passwordSaved: 'Password saved. Other sessions were signed out.',
  passwordSet: 'Password set. You can now sign in with it.',
} as const;

/** settings/security: the member's own signed-in sessions and password. */
export class SecurityStore extends Store {
  listSessions() {
    return this.cached('listSessions', async () => (await unwrap(this.root.api.GET('/vendor/auth/sessions'))).data);
  }

  /** Signs out one session; signing out this device's own session signs out here too. */
  async revokeSession(session: SignedInSession) {
    const result = await this.run(
      `revokeSession:${session.id}`,
      () =>
        unwrap(
          this.root.api.DELETE('/vendor/auth/sessions/{sessionId}', { params: { path: { sessionId: session.id } } }),
        ),
      { success: SECURITY_TOASTS.sessionSignedOut, failure: true },
    );
    if (result.ok) {
      if (session.current) await this.root.auth.logout();
      else this.invalidate('listSessions');
    }
    return result;
  }

  async revokeOtherSessions() {
    const result = await this.run(
      'revokeOtherSessions',
      async () => (await unwrap(this.root.api.POST('/vendor/auth/sessions/revoke-others'))).data,
      { failure: true },
    );
    if (result.ok) {
      this.root.ui.success(result.data.signedOut > 0 ? SECURITY_TOASTS.othersSignedOut : SECURITY_TOASTS.noOthers);
      this.invalidate('listSessions');
    }
    return result;
  }

  /** Sets a first password, or changes it (the current one required); other sessions are signed out. */
  async setPassword(body: SetPasswordBody, hadPassword: boolean) {
    const result = await this.run(
      'setPassword',
      async () => (await unwrap(this.root.api.PUT('/vendor/auth/password', { body }))).data,
      { success: hadPassword ? SECURITY_TOASTS.passwordSaved : SECURITY_TOASTS.passwordSet, failure: true },
    );
    if (result.ok) {
      this.root.auth.adoptUser(result.data);
      this.invalidate('listSessions');
    }
    return result;
  }
}
