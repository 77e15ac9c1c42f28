import type { components, PublicInvite as InviteDetails } from '@vendor/api-types';
import { unwrap } from '@/lib/api-client';
import { stripWhitespace } from '@/lib/validation';
import { Store } from '@/stores/base/store';

/** What an invite link shows before it is accepted. */
export type { InviteDetails };

export type AcceptInviteForm = Pick<components['schemas']['AcceptInviteRequest'], 'firstName' | 'lastName'> & {
  password: string;
};

/** Invite lookup and acceptance for a newly invited team member. */
export class InviteStore extends Store {
  getInvite(token: string) {
    return this.cached(`getInvite:${token}`, async () => {
      const body = await unwrap(this.root.api.GET('/invites/{token}', { params: { path: { token } } }));
      return body.data;
    });
  }

  /** Accepts the invite and signs the new member in. */
  async acceptInvite(token: string, form: AcceptInviteForm): Promise<boolean> {
    const result = await this.run(
      'acceptInvite',
      async () => {
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
      },
      { failure: true },
    );
    return result.ok;
  }
}
