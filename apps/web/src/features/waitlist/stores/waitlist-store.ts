import type { VendorApplicationRequest } from '@vendor/api-types';
import type { VendorApplicationForm } from '@/lib/validation';
import { Store } from '@/stores/base/store';

export const WAITLIST_SUCCESS_MESSAGE = 'Successfully joined the waitlist!';
export const WAITLIST_ERROR_MESSAGE = 'Error joining waitlist';

/** Form values to the contract's request; empty handles are left out. */
export function toVendorApplicationRequest(form: VendorApplicationForm): VendorApplicationRequest {
  const handle = (value: string) => value.trim() || undefined;
  return {
    fullName: form.fullName.trim(),
    email: form.email.trim(),
    instagram: handle(form.instagramHandle),
    twitter: handle(form.twitterHandle),
    tiktok: handle(form.tiktokHandle),
    registeredWithCompaniesHouse: form.registeredWithCompaniesHouse === 'Yes',
    cookingExperience: form.cookingExperience || 'Low',
    mealPlan: form.mealPlan,
  };
}

/** The two public forms of the landing page. */
export class WaitlistStore extends Store {
  /** Joined only when the answer is ok and its body says success: an ok answer without it is a failure. */
  private async postWaitlist(email: string): Promise<void> {
    const { data, response } = await this.root.api.POST('/waitlist', { body: { email } });
    if (!response.ok || data?.success !== true) throw new Error(WAITLIST_ERROR_MESSAGE);
  }

  private report(ok: boolean): boolean {
    if (ok) this.root.ui.success(WAITLIST_SUCCESS_MESSAGE);
    else this.root.ui.error(WAITLIST_ERROR_MESSAGE);
    return ok;
  }

  async joinWaitlist(email: string): Promise<boolean> {
    if (this.isPending('joinWaitlist')) return false;
    const result = await this.run('joinWaitlist', () => this.postWaitlist(email.trim()));
    return this.report(result.ok);
  }

  /**
   * The application joins the waitlist with its e-mail only (as the vendor application button always did) and also
   * files the full application for review.
   */
  async submitVendorApplication(form: VendorApplicationForm): Promise<boolean> {
    if (this.isPending('submitVendorApplication')) return false;
    const result = await this.run('submitVendorApplication', async () => {
      const [joined, filed] = await Promise.allSettled([
        this.postWaitlist(form.email.trim()),
        this.root.api.POST('/vendor-applications', { body: toVendorApplicationRequest(form) }),
      ]);
      if (joined.status === 'rejected') throw joined.reason;
      if (filed.status === 'rejected' || !filed.value.response.ok) throw new Error(WAITLIST_ERROR_MESSAGE);
    });
    return this.report(result.ok);
  }
}
