import { makeAutoObservable, runInAction } from 'mobx';
import type { components } from '@vendor/api-types';
import type { VendorApplicationForm } from '@/lib/validation';
import type { RootStore } from '@/stores/root-store';

export const WAITLIST_SUCCESS_MESSAGE = 'Successfully joined the waitlist!';
export const WAITLIST_ERROR_MESSAGE = 'Error joining waitlist';

type SubmitStatus = 'idle' | 'submitting' | 'success' | 'error';
type VendorApplicationRequest = components['schemas']['VendorApplicationRequest'];

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
export class LandingStore {
  waitlistStatus: SubmitStatus = 'idle';
  applicationStatus: SubmitStatus = 'idle';

  constructor(private readonly root: RootStore) {
    makeAutoObservable<LandingStore, 'root'>(this, { root: false });
  }

  /** Success only when the answer is ok and its body says success (SPEC section 7). */
  private async postWaitlist(email: string): Promise<boolean> {
    try {
      const { data, response } = await this.root.api.POST('/waitlist', { body: { email } });
      return response.ok && data?.success === true;
    } catch {
      return false;
    }
  }

  private async postApplication(form: VendorApplicationForm): Promise<boolean> {
    try {
      const { response } = await this.root.api.POST('/vendor-applications', {
        body: toVendorApplicationRequest(form),
      });
      return response.ok;
    } catch {
      return false;
    }
  }

  private report(ok: boolean): void {
    if (ok) this.root.ui.success(WAITLIST_SUCCESS_MESSAGE);
    else this.root.ui.error(WAITLIST_ERROR_MESSAGE);
  }

  async joinWaitlist(email: string): Promise<boolean> {
    if (this.waitlistStatus === 'submitting') return false;
    this.waitlistStatus = 'submitting';
    const ok = await this.postWaitlist(email.trim());
    runInAction(() => {
      this.waitlistStatus = ok ? 'success' : 'error';
    });
    this.report(ok);
    return ok;
  }

  /**
   * The application joins the waitlist with its e-mail only (as the original product did)
   * and also files the full application for review.
   */
  async submitApplication(form: VendorApplicationForm): Promise<boolean> {
    if (this.applicationStatus === 'submitting') return false;
    this.applicationStatus = 'submitting';
    const [joined, filed] = await Promise.all([this.postWaitlist(form.email.trim()), this.postApplication(form)]);
    const ok = joined && filed;
    runInAction(() => {
      this.applicationStatus = ok ? 'success' : 'error';
    });
    this.report(ok);
    return ok;
  }
}
