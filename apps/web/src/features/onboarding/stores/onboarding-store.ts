import type { Media, Onboarding } from '@vendor/api-types';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { unwrap } from '@/lib/api-client';
import { formatUkPhone, stripWhitespace } from '@/lib/validation';
import { Store } from '@/stores/base/store';
import type { RootStore } from '@/stores/root-store';
import {
  type BusinessDraft,
  businessDraft,
  type BusinessRequest,
  businessRequest,
  customCuisineError,
  DEFAULT_STEP,
  DOCUMENT_SLOTS,
  EMPTY_ONBOARDING,
  type DocumentSlot,
  type DocumentsDraft,
  documentsDraft,
  type DocumentsRequest,
  documentsRequest,
  FIRST_STEP,
  isOnboardingStep,
  LAST_STEP,
  normalisePostcode,
  type OnboardingStep,
  type PersonalDraft,
  personalDraft,
  type PersonalRequest,
  personalRequest,
  type PreferencesDraft,
  preferencesDraft,
  type PreferencesRequest,
  preferencesRequest,
  validateBusiness,
  validateDocuments,
  validatePersonal,
  validatePreferences,
} from './onboarding-rules';
import { differsFromSaved } from './onboarding-dirty';
import {
  failureMessage,
  FINISHED_MESSAGE,
  messagesByField,
  NOT_FINISHED_MESSAGE,
  type NextOutcome,
  SAVE_OPERATION,
  SAVED_MESSAGE,
  type StepErrors,
} from './onboarding-messages';

export {
  FIELDS_FAILED_MESSAGE,
  FINISHED_MESSAGE,
  type NextOutcome,
  NOT_FINISHED_MESSAGE,
  SAVE_OPERATION,
} from './onboarding-messages';

const emptyByStep = <T>(make: () => T): Record<OnboardingStep, T> => ({ 1: make(), 2: make(), 3: make(), 4: make() });

/**
 * The four onboarding steps: where the vendor is, what they have typed in each step (kept when they go back), what
 * each step's checks and the server said about it, and the saves. Each save answers with the whole onboarding state,
 * which replaces the cached read. The step starts at 4 until the saved state says where to resume (the first
 * unfinished step).
 */
export class OnboardingStore extends Store {
  step: OnboardingStep = DEFAULT_STEP;
  /** The drafts hold the saved state (or what was typed since): the form can show. */
  ready = false;
  personal: PersonalDraft = personalDraft(EMPTY_ONBOARDING);
  business: BusinessDraft = businessDraft(EMPTY_ONBOARDING);
  documents: DocumentsDraft = documentsDraft(EMPTY_ONBOARDING);
  preferences: PreferencesDraft = preferencesDraft(EMPTY_ONBOARDING);
  /** Steps whose Next was pressed: their checks show from then on, as the vendor types. */
  private attempted = emptyByStep(() => false);
  /** The server's `{field, error}` messages of each step's last save, by field. */
  private serverErrors = emptyByStep<StepErrors>(() => ({}));
  /** Fields changed since that save: their server message no longer applies. */
  private edited = emptyByStep<string[]>(() => []);

  constructor(root: RootStore) {
    super(root);
    makeObservable<OnboardingStore, 'attempted' | 'serverErrors' | 'edited' | 'touch' | 'resume' | 'saved'>(this, {
      step: observable,
      ready: observable,
      personal: observable,
      business: observable,
      documents: observable,
      preferences: observable,
      attempted: observable,
      serverErrors: observable,
      edited: observable,
      saved: computed,
      isDirty: computed,
      resume: action,
      goBack: action,
      goTo: action,
      touch: action,
      updatePersonal: action,
      updateBusiness: action,
      normalisePostcode: action,
      setDocument: action,
      renameDocument: action,
      removeDocument: action,
      setFoodHygieneCertificateCompleted: action,
      toggleCuisine: action,
      toggleDietaryOffering: action,
      addCustomCuisine: action,
      removeCustomCuisine: action,
    });
  }

  // ---------------------------------------------------------------- reads

  /** The onboarding state and saved data of the vendor's business. */
  getOnboarding() {
    return this.cached('getOnboarding', async () => (await unwrap(this.root.api.GET('/vendor/onboarding'))).data);
  }

  /** The last saved state, once loaded. */
  private get saved(): Onboarding | undefined {
    return this.getOnboarding().data;
  }

  /** True once every step is saved (the dashboard no longer reminds the vendor). */
  get completedOnboarding(): boolean {
    return this.saved?.completedOnboarding ?? false;
  }

  /** Which steps the server counts as done, in step order. */
  get completedSteps(): boolean[] {
    const steps = this.saved?.steps;
    return steps ? [steps.personal, steps.business, steps.documents, steps.preferences] : [];
  }

  /** Opening the screen: loads the saved state afresh and resumes at the first unfinished step. */
  async start(): Promise<void> {
    runInAction(() => {
      this.ready = false;
    });
    const read = this.getOnboarding();
    const data = await read.refetch();
    if (data && !read.error) this.resume(data);
  }

  private resume(data: Onboarding): void {
    this.personal = personalDraft(data);
    this.business = businessDraft(data);
    this.documents = documentsDraft(data);
    this.preferences = preferencesDraft(data);
    this.attempted = emptyByStep(() => false);
    this.serverErrors = emptyByStep<StepErrors>(() => ({}));
    this.edited = emptyByStep<string[]>(() => []);
    this.step = isOnboardingStep(data.currentStep) ? data.currentStep : DEFAULT_STEP;
    this.ready = true;
  }

  // ---------------------------------------------------------------- moving between steps

  /** Going back is allowed from a step above 1; nothing typed is lost. */
  goBack(): void {
    if (this.step > FIRST_STEP) this.step = (this.step - 1) as OnboardingStep;
  }

  /** Only steps 1 to 4 exist. */
  goTo(step: number): void {
    if (isOnboardingStep(step)) this.step = step;
  }

  // ---------------------------------------------------------------- editing

  private touch(step: OnboardingStep, ...fields: string[]): void {
    for (const field of fields) if (!this.edited[step].includes(field)) this.edited[step].push(field);
  }

  /** Names lose all whitespace and phone numbers get +44 once long enough, as they are typed. */
  updatePersonal<K extends keyof PersonalDraft>(field: K, value: PersonalDraft[K]): void {
    let next: string = value;
    if (field === 'firstName' || field === 'lastName') next = stripWhitespace(value);
    if (field === 'phone') next = formatUkPhone(value);
    this.personal[field] = next;
    this.touch(1, field);
  }

  updateBusiness<K extends keyof BusinessDraft>(field: K, value: BusinessDraft[K]): void {
    const next = field === 'businessPhone' && typeof value === 'string' ? formatUkPhone(value) : value;
    this.business[field] = next as BusinessDraft[K];
    this.touch(2, field);
  }

  /** Shows the postcode as it will be stored ("e83ra" becomes "E8 3RA"). */
  normalisePostcode(): void {
    if (this.business.postcode.trim()) this.business.postcode = normalisePostcode(this.business.postcode);
  }

  /** A file uploaded for a document: its name becomes the document's name unless one was typed. */
  setDocument(slot: DocumentSlot, media: Pick<Media, 'id' | 'originalFilename'>): void {
    const current = this.documents.slots[slot];
    const keepName = current.id !== null && current.name.trim() !== '' && current.name !== current.fileName;
    this.documents.slots[slot] = {
      id: media.id,
      fileName: media.originalFilename,
      name: keepName ? current.name : media.originalFilename,
    };
    this.touchSlot(slot);
  }

  renameDocument(slot: DocumentSlot, name: string): void {
    this.documents.slots[slot].name = name;
    this.touchSlot(slot);
  }

  removeDocument(slot: DocumentSlot): void {
    this.documents.slots[slot] = { id: null, name: '', fileName: '' };
    this.touchSlot(slot);
  }

  private touchSlot(slot: DocumentSlot): void {
    const info = DOCUMENT_SLOTS.find((item) => item.slot === slot);
    if (info) this.touch(3, info.idField, info.nameField);
  }

  setFoodHygieneCertificateCompleted(completed: boolean): void {
    this.documents.foodHygieneCertificateCompleted = completed;
    this.touch(3, 'foodHygieneCertificateCompleted');
  }

  /** Adds the cuisine when absent, removes it when present. */
  toggleCuisine(id: string): void {
    this.preferences.cuisineCategoryIds = toggle(this.preferences.cuisineCategoryIds, id);
    this.touch(4, 'cuisineCategoryIds');
  }

  /** Adds the dietary offering when absent, removes it when present. */
  toggleDietaryOffering(id: string): void {
    this.preferences.dietarySpecificationsIds = toggle(this.preferences.dietarySpecificationsIds, id);
    this.touch(4, 'dietarySpecificationsIds');
  }

  /**
   * Adds a cuisine of the vendor's own; returns why it cannot be added, if so. `listed` are the names of the
   * cuisines offered as toggles.
   */
  addCustomCuisine(value: string, listed: readonly string[] = []): string | undefined {
    const problem = customCuisineError(value, this.preferences.customCuisines, listed);
    if (problem || !value.trim()) return problem;
    this.preferences.customCuisines.push(value.trim());
    // One cuisine (listed or own) is enough, so the cuisine message no longer applies either.
    this.touch(4, 'customCuisines', 'cuisineCategoryIds');
    return undefined;
  }

  removeCustomCuisine(name: string): void {
    this.preferences.customCuisines = this.preferences.customCuisines.filter((item) => item !== name);
    this.touch(4, 'customCuisines');
  }

  // ---------------------------------------------------------------- checks and messages

  /** The checks of a step against what is typed now. */
  clientErrors(step: OnboardingStep): StepErrors {
    switch (step) {
      case 1:
        return validatePersonal(this.personal) as StepErrors;
      case 2:
        return validateBusiness(this.business) as StepErrors;
      case 3:
        return validateDocuments(this.documents) as StepErrors;
      case 4:
        return validatePreferences(this.preferences) as StepErrors;
    }
  }

  /**
   * The message under each field of a step: its own check once Next was pressed, else the server's message from the
   * last save unless the field changed since.
   */
  errors(step: OnboardingStep = this.step): StepErrors {
    const shown: StepErrors = {};
    for (const [field, error] of Object.entries(this.serverErrors[step])) {
      if (!this.edited[step].includes(field)) shown[field] = error;
    }
    if (this.attempted[step]) Object.assign(shown, this.clientErrors(step));
    return shown;
  }

  /** A failed save that names no field (no connection, no permission): shown beside the buttons. */
  saveError(step: OnboardingStep = this.step): string | null {
    const error = this.errorFor(SAVE_OPERATION[step]);
    return error && error.fieldErrors.length === 0 ? failureMessage(error) : null;
  }

  isSaving(step: OnboardingStep = this.step): boolean {
    return this.isPending(SAVE_OPERATION[step]);
  }

  /** Something typed differs from what is saved (leaving the page would lose it). */
  get isDirty(): boolean {
    const saved = this.saved;
    if (!saved || !this.ready) return false;
    return differsFromSaved(this, saved);
  }

  // ---------------------------------------------------------------- saves (named by operationId)

  savePersonalInformation(body: PersonalRequest) {
    return this.save(1, () => unwrap(this.root.api.PUT('/vendor/onboarding/personal', { body })));
  }

  saveBusinessInformation(body: BusinessRequest) {
    return this.save(2, () => unwrap(this.root.api.PUT('/vendor/onboarding/business', { body })));
  }

  saveDocuments(body: DocumentsRequest) {
    return this.save(3, () => unwrap(this.root.api.PUT('/vendor/onboarding/documents', { body })));
  }

  savePreferences(body: PreferencesRequest) {
    return this.save(4, () => unwrap(this.root.api.PUT('/vendor/onboarding/preferences', { body })));
  }

  /**
   * Saves a step. The answer is the whole onboarding state: it replaces the cached read, and the saved step's form
   * shows what the server stored (the phone with +44, the postcode upper case). A failure keeps the step open with
   * the server's messages under their fields.
   */
  private async save(step: OnboardingStep, call: () => Promise<{ data: Onboarding }>) {
    const key = SAVE_OPERATION[step];
    runInAction(() => {
      this.serverErrors[step] = {};
      this.edited[step] = [];
    });
    const result = await this.run(key, async () => (await call()).data);
    runInAction(() => {
      if (result.ok) {
        this.getOnboarding().set(result.data);
        this.refreshDraft(step, result.data);
        return;
      }
      this.serverErrors[step] = messagesByField(result.error);
    });
    if (!result.ok) this.root.ui.error(failureMessage(result.error));
    return result;
  }

  private refreshDraft(step: OnboardingStep, data: Onboarding): void {
    if (step === 1) this.personal = personalDraft(data);
    if (step === 2) this.business = businessDraft(data);
    if (step === 3) this.documents = documentsDraft(data);
    if (step === 4) this.preferences = preferencesDraft(data);
  }

  /**
   * Next (Finish on the last step): checks the step, saves it, and moves on only when the server accepted it.
   * Finishing refreshes the signed-in member so the dashboard knows onboarding is complete.
   */
  async next(): Promise<NextOutcome> {
    const step = this.step;
    runInAction(() => {
      this.attempted[step] = true;
    });
    if (Object.keys(this.clientErrors(step)).length > 0) return 'invalid';
    const result = await this.saveStep(step);
    if (!result.ok) return 'failed';
    if (step < LAST_STEP) {
      this.root.ui.success(SAVED_MESSAGE[step as 1 | 2 | 3]);
      runInAction(() => {
        this.step = (step + 1) as OnboardingStep;
      });
      if (step === 1) void this.root.auth.getMe();
      return 'saved';
    }
    if (!result.data.completedOnboarding) {
      this.root.ui.error(NOT_FINISHED_MESSAGE);
      this.goTo(result.data.currentStep);
      return 'failed';
    }
    await this.root.auth.getMe();
    this.root.ui.success(FINISHED_MESSAGE);
    return 'finished';
  }

  private saveStep(step: OnboardingStep) {
    switch (step) {
      case 1:
        return this.savePersonalInformation(personalRequest(this.personal));
      case 2:
        return this.saveBusinessInformation(businessRequest(this.business));
      case 3:
        return this.saveDocuments(documentsRequest(this.documents));
      case 4:
        return this.savePreferences(preferencesRequest(this.preferences));
    }
  }
}

const toggle = (list: string[], id: string) => (list.includes(id) ? list.filter((item) => item !== id) : [...list, id]);
