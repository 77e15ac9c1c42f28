import type { components, GoogleOauthPurpose, PermissionKey } from '@vendor/api-types';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { unwrap } from '@/lib/api-client';
import { type ApiError, toApiError, UNEXPECTED_ERROR_MESSAGE } from '@/lib/api-error';
import type { SessionUser } from '@/lib/session';
import { Store } from '@/stores/base/store';
import type { RootStore } from '@/stores/root-store';

export type OtpStatus = 'idle' | 'loading' | 'sent' | 'verifying' | 'success' | 'error';

export const OTP_SENT_MESSAGE = 'OTP sent successfully';
export const OTP_FAILED_MESSAGE = 'Failed to send OTP';
export const GOOGLE_PURPOSE_KEY = 'googleOauthPurpose';

type RequestEmailChangeBody = components['schemas']['RequestEmailChangeRequest'];
type ConfirmEmailChangeBody = components['schemas']['ConfirmEmailChangeRequest'];

/** A session the server issued: the code flow and invites carry `user`, the Google flow `adminUser`. */
type SignInData = components['schemas']['AuthSession'] | components['schemas']['GoogleSession'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** One-time code and Google sign-in, the session user, and sign-out. */
export class AuthStore extends Store {
  status: OtpStatus = 'idle';
  email = '';
  error: ApiError | null = null;
  errorMessage: string | null = null;
  completedOnboarding: boolean | null = null;
  accessToken: string | null;
  user: SessionUser | null;

  constructor(root: RootStore) {
    super(root);
    this.accessToken = root.session.getAccessToken() ?? null;
    this.user = root.session.getUser();
    makeObservable<AuthStore, 'markOtpSent' | 'forgetSession'>(this, {
      status: observable,
      email: observable,
      error: observableRef,
      errorMessage: observable,
      completedOnboarding: observable,
      accessToken: observable,
      user: observableRef,
      isAuthenticated: computed,
      fullName: computed,
      resetOtp: action,
      markOtpSent: action,
      forgetSession: action,
    });
    root.session.onCleared(() => this.forgetSession());
  }

  get isAuthenticated(): boolean {
    return this.accessToken !== null;
  }

  /** Whether the signed-in member's role allows a permission (the server enforces it too; this hides what would fail). */
  can(permission: PermissionKey): boolean {
    return this.user?.role?.permissions.includes(permission) ?? false;
  }

  get fullName(): string {
    return [this.user?.firstName, this.user?.lastName].filter(Boolean).join(' ');
  }

  /**
   * Sends the e-mail code; concurrent calls share one request. A failure that still carries an error object counts as
   * sent: the code step opens, since an earlier code may still be valid, and the server's reason (a rate limit, say)
   * is shown instead of a success toast.
   */
  async sendOtp(email: string): Promise<void> {
    await this.run('sendOtp', () => this.requestOtp(email));
  }

  private async requestOtp(email: string): Promise<void> {
    runInAction(() => {
      this.email = email.trim();
      this.status = 'loading';
      this.error = null;
      this.errorMessage = null;
    });
    try {
      await unwrap(this.root.api.POST('/vendor/auth/otp', { body: { email: this.email } }));
      this.markOtpSent();
    } catch (cause) {
      const error = toApiError(cause);
      if (isRecord(error.data) && 'error' in error.data) {
        runInAction(() => {
          this.status = 'sent';
        });
        this.root.ui.error(error.message);
        return;
      }
      runInAction(() => {
        this.status = 'error';
        this.error = error;
        this.errorMessage = UNEXPECTED_ERROR_MESSAGE;
      });
      this.root.ui.error(OTP_FAILED_MESSAGE);
    }
  }

  private markOtpSent(): void {
    this.status = 'sent';
    this.root.ui.success(OTP_SENT_MESSAGE);
  }

  /** Checks the 6-digit code; on success the session is stored. */
  async verifyOtp(otp: string): Promise<boolean> {
    if (this.status === 'verifying') return false;
    this.status = 'verifying';
    this.error = null;
    this.errorMessage = null;
    try {
      const body = await unwrap(this.root.api.POST('/vendor/auth/otp/verify', { body: { email: this.email, otp } }));
      await this.completeSignIn(body.data);
      return true;
    } catch (cause) {
      this.fail(cause);
      return false;
    }
  }

  /** Back to the e-mail step of the code flow. */
  resetOtp(): void {
    this.status = 'idle';
    this.error = null;
    this.errorMessage = null;
  }

  /** Asks the server for the Google consent URL and leaves the app for it (an invite names its token). */
  async startGoogleOauth(purpose: GoogleOauthPurpose, inviteToken?: string): Promise<void> {
    this.error = null;
    this.errorMessage = null;
    try {
      const body = await unwrap(
        this.root.api.POST('/vendor/vendor/oauth/google', {
          body: inviteToken ? { purpose, inviteToken } : { purpose },
        }),
      );
      sessionStorage.setItem(GOOGLE_PURPOSE_KEY, purpose);
      window.location.assign(body.data.url);
    } catch (cause) {
      this.fail(cause);
    }
  }

  /** Finishes the Google sign-in with the code and state Google sent back. */
  async completeGoogleOauth(code: string, state: string): Promise<boolean> {
    const stored = sessionStorage.getItem(GOOGLE_PURPOSE_KEY);
    const purpose: GoogleOauthPurpose = stored === 'signup' || stored === 'invite' ? stored : 'login';
    this.status = 'verifying';
    this.error = null;
    this.errorMessage = null;
    try {
      const body = await unwrap(
        this.root.api.POST('/vendor/vendor/oauth/google/complete', {
          body: { code, purpose, state },
        }),
      );
      sessionStorage.removeItem(GOOGLE_PURPOSE_KEY);
      await this.completeSignIn(body.data);
      return true;
    } catch (cause) {
      this.fail(cause);
      return false;
    }
  }

  /** Stores a session the server issued outside the code flow (an accepted invite). */
  async adoptSession(data: SignInData): Promise<void> {
    await this.completeSignIn(data);
  }

  private async completeSignIn(data: SignInData): Promise<void> {
    this.root.session.saveTokens({ accessToken: data.accessToken, refreshToken: data.refreshToken });
    // The production API's verify answer carries only accessToken and completedOnboarding: without a user in the
    // answer, the user is fetched.
    const user: SessionUser | undefined = 'adminUser' in data ? data.adminUser : data.user;
    if (user) this.root.session.saveUser(user);
    runInAction(() => {
      this.accessToken = data.accessToken;
      this.completedOnboarding = data.completedOnboarding ?? null;
      if (user) this.user = user;
    });
    if (!user) await this.getMe();
    runInAction(() => {
      this.status = 'success';
    });
  }

  private fail(cause: unknown): void {
    const error = toApiError(cause);
    runInAction(() => {
      this.status = 'error';
      this.error = error;
      this.errorMessage = error.message || UNEXPECTED_ERROR_MESSAGE;
    });
    this.root.ui.error(this.errorMessage ?? UNEXPECTED_ERROR_MESSAGE);
  }

  /** Loads the signed-in user and stores it; concurrent calls share one request. */
  async getMe(): Promise<SessionUser | null> {
    const result = await this.run('getMe', async () => {
      const body = await unwrap(this.root.api.GET('/vendor/me'));
      const user: SessionUser = body.data;
      this.root.session.saveUser(user);
      runInAction(() => {
        this.user = user;
      });
      return user;
    });
    return result.ok ? result.data : null;
  }

  /** Takes the user a call answered (after a change to them) as the signed-in user. */
  adoptUser(user: SessionUser): void {
    this.root.session.saveUser(user);
    runInAction(() => {
      this.user = user;
    });
  }

  /**
   * Asks to move the sign-in e-mail: codes go out (to the new address, and to the current one for a member without a
   * password); the address stays as it is until confirmEmailChange.
   */
  requestEmailChange(body: RequestEmailChangeBody) {
    return this.run(
      'requestEmailChange',
      async () => (await unwrap(this.root.api.POST('/vendor/auth/email', { body }))).data,
    );
  }

  /** Confirms the change with its code(s): the answered user, with the new address, becomes the signed-in user. */
  async confirmEmailChange(body: ConfirmEmailChangeBody) {
    const result = await this.run(
      'confirmEmailChange',
      async () => (await unwrap(this.root.api.POST('/vendor/auth/email/confirm', { body }))).data,
    );
    if (result.ok) {
      this.adoptUser(result.data);
      this.root.ui.success(`Your sign-in e-mail is now ${result.data.email}`);
    }
    return result;
  }

  /** Ends the session on the server (best effort) and forgets it here. */
  async logout(): Promise<void> {
    const refreshToken = this.root.session.getRefreshToken();
    if (refreshToken) {
      await this.root.api.POST('/auth/logout', { body: { refreshToken } }).catch(() => undefined);
    }
    this.root.session.clear();
  }

  private forgetSession(): void {
    this.accessToken = null;
    this.user = null;
    this.completedOnboarding = null;
    this.status = 'idle';
  }
}
