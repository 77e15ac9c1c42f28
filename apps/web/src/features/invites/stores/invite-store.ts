import { makeAutoObservable, runInAction } from 'mobx';
import type { components } from '@vendor/api-types';
import { unwrap } from '@/lib/api-client';
import { toApiError, type ApiError } from '@/lib/api-error';
import { stripWhitespace } from '@/lib/validation';
import type { RootStore } from '@/stores/root-store';

/** What an invite link shows before it is accepted. */
export type InviteDetails = components['schemas']['PublicInvite'];

export interface AcceptInviteForm {
  firstName: string;
  lastName: string;
  password: string;
}

/** Invite lookup and acceptance for a newly invited team member. */
export class InviteStore {
  invite: InviteDetails | null = null;
  isLoading = false;
  isAccepting = false;
  error: ApiError | null = null;
  private lookups = new Map<string, Promise<void>>();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<InviteStore, 'root' | 'lookups'>(this, { root: false, lookups: false });
  }

  fetchInvite(token: string): Promise<void> {
    const pending = this.lookups.get(token);
    if (pending) return pending;
    this.isLoading = true;
    this.error = null;
    const request = unwrap(this.root.api.GET('/invites/{token}', { params: { path: { token } } }))
      .then((body) => {
        runInAction(() => {
          this.invite = body.data;
        });
      })
      .catch((cause: unknown) => {
        runInAction(() => {
          this.invite = null;
          this.error = toApiError(cause);
        });
      })
      .finally(() => {
        runInAction(() => {
          this.isLoading = false;
        });
        this.lookups.delete(token);
      });
    this.lookups.set(token, request);
    return request;
  }

  /** Accepts the invite and signs the new member in. */
  async accept(token: string, form: AcceptInviteForm): Promise<boolean> {
    if (this.isAccepting) return false;
    this.isAccepting = true;
    this.error = null;
    try {
      const body = await unwrap(
        this.root.api.POST('/invites/accept', {
          body: {
            token,
            firstName: stripWhitespace(form.firstName),
            lastName: stripWhitespace(form.lastName),
            ...(form.password ? { password: form.password } : {}),
          },
        }),
      );
      await this.root.auth.adoptSession(body.data);
      return true;
    } catch (cause) {
      const error = toApiError(cause);
      runInAction(() => {
        this.error = error;
      });
      this.root.ui.error(error.message);
      return false;
    } finally {
      runInAction(() => {
        this.isAccepting = false;
      });
    }
  }
}
