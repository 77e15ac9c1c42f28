import type { Meal, MealStatus, operations, PageMeta, UpdateMealRequest } from '@vendor/api-types';
import { makeObservable, observable, observableRef, runInAction } from 'mobx';
import { unwrap } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';
import type { Cached } from '@/stores/base/cached';
import { compactQuery, EMPTY_PAGE_META, listKey, type Page } from '@/stores/base/paging';
import { type Result, Store } from '@/stores/base/store';
import type { RootStore } from '@/stores/root-store';
import { MealEditor } from './meal-editor';

export type ListMealsQuery = NonNullable<operations['listMeals']['parameters']['query']>;
export type MealPage = Page<Meal>;

/** Meals per page of the menu list. */
export const MEALS_PAGE_SIZE = 10;

/** What saving the editor came to. */
export type SaveOutcome =
  | { ok: true; meal: Meal; created: boolean }
  | { ok: false; reason: 'invalid' | 'conflict' | 'failed'; error?: ApiError };

const CONFLICT_STATUS = 409;

/** The menu: the paged meal list, single meals, their changes, and the open meal's editor. */
export class MealsStore extends Store {
  /** The meal being created or edited (one at a time). */
  readonly editor = new MealEditor();
  /** The list's query string as the chef last left it, so leaving the editor returns to the same page. */
  listSearch = '';
  /** Paging metadata of the last page fetched; 1 for each field before any. */
  pageMeta: PageMeta = EMPTY_PAGE_META;

  constructor(root: RootStore) {
    super(root);
    makeObservable(this, { listSearch: observable, pageMeta: observableRef });
  }

  listMeals(params: ListMealsQuery): Cached<MealPage> {
    return this.cached(listKey('listMeals', params), async () => {
      const body = await unwrap(
        this.root.api.GET('/vendor/business/meals', { params: { query: compactQuery(params) } }),
      );
      runInAction(() => {
        this.pageMeta = body.meta;
      });
      return { rows: body.data, meta: body.meta };
    });
  }

  getMeal(mealID: string): Cached<Meal> {
    return this.cached(`getMeal:${mealID}`, () => this.fetchMeal(mealID));
  }

  rememberListSearch(search: string): void {
    runInAction(() => {
      this.listSearch = search;
    });
  }

  /** Creates a meal (status draft unless given) and refreshes the lists. */
  async createMeal(body: operations['createMeal']['requestBody']['content']['application/json']) {
    const result = await this.run('createMeal', async () => {
      const answer = await unwrap(this.root.api.POST('/vendor/business/meals', { body }));
      return answer.data;
    });
    if (result.ok) {
      this.getMeal(result.data.id).set(result.data);
      this.invalidate('listMeals');
    }
    return result;
  }

  /**
   * Changes a meal (only the given properties). The lists show the new row at once and are fetched again, since a
   * status change can move it out of a filtered page.
   */
  async updateMeal(
    mealID: string,
    body: UpdateMealRequest,
    { key = `updateMeal:${mealID}`, ...toasts }: { key?: string; success?: string; failure?: string | true } = {},
  ): Promise<Result<Meal>> {
    const result = await this.run(
      key,
      async () => {
        const answer = await unwrap(
          this.root.api.PATCH('/vendor/business/meals/{mealID}', { params: { path: { mealID } }, body }),
        );
        return answer.data;
      },
      toasts,
    );
    if (result.ok) this.stored(result.data);
    return result;
  }

  /** Deletes a meal: it leaves every list at once and the open meal is cleared if it was this one. */
  async deleteMeal(mealID: string, name = 'Meal'): Promise<Result<unknown>> {
    const result = await this.run(
      `deleteMeal:${mealID}`,
      () => unwrap(this.root.api.DELETE('/vendor/business/meals/{mealID}', { params: { path: { mealID } } })),
      { success: `${name} deleted`, failure: true },
    );
    if (result.ok) {
      runInAction(() => {
        for (const entry of this.cachedEntries<MealPage>('listMeals')) {
          const page = entry.data;
          if (!page?.rows.some((meal) => meal.id === mealID)) continue;
          const total = Math.max(page.meta.totalNumberOfRecords - 1, 0);
          entry.set({
            rows: page.rows.filter((meal) => meal.id !== mealID),
            meta: {
              ...page.meta,
              totalNumberOfRecords: total,
              totalNumberOfPages: Math.ceil(total / page.meta.pageSize),
            },
          });
        }
        if (this.editor.mealId === mealID) this.editor.clear();
      });
      this.invalidate('listMeals');
      this.invalidate(`getMeal:${mealID}`);
    }
    return result;
  }

  /** One click: a published meal goes back to draft, any other is published. */
  togglePublished(meal: Pick<Meal, 'id' | 'name' | 'status'>): Promise<Result<Meal>> {
    const status: MealStatus = meal.status === 'published' ? 'draft' : 'published';
    return this.updateMeal(
      meal.id,
      { status },
      {
        success: status === 'published' ? `${meal.name} is published` : `${meal.name} is back in drafts`,
        failure: true,
      },
    );
  }

  isToggling(mealID: string): boolean {
    return this.isPending(`updateMeal:${mealID}`);
  }

  /** True while the editor's meal is being saved. */
  get isSaving(): boolean {
    const id = this.editor.mealId;
    return (
      this.isPending('createMeal') ||
      (id ? this.isPending(`saveMeal:${id}`) || this.isPending(`updateMeal:${id}`) : false)
    );
  }

  /**
   * Saves the editor: checks every step, creates a new meal as a draft or updates the stored one with the version it
   * started from. If someone changed the meal since, the server refuses it (409 on `version`), nothing is written and
   * the editor reports the conflict. `overwrite` saves over the other change on purpose (no version sent).
   */
  async saveMeal({ overwrite = false } = {}): Promise<SaveOutcome> {
    const editor = this.editor;
    if (!editor.validateAll()) {
      this.root.ui.error('Check the highlighted fields');
      return { ok: false, reason: 'invalid' };
    }
    if (editor.isNew) {
      const result = await this.createMeal(editor.toCreateRequest());
      if (!result.ok) return this.saveFailed(result.error);
      runInAction(() => editor.markSaved(result.data));
      this.root.ui.success(`${result.data.name} created as a draft`);
      return { ok: true, meal: result.data, created: true };
    }

    const mealID = editor.mealId;
    if (!mealID) return { ok: false, reason: 'failed' };
    // Its own key: a save must never be joined to a publish click still in flight for the same meal.
    const result = await this.updateMeal(mealID, editor.toUpdateRequest({ overwrite }), { key: `saveMeal:${mealID}` });
    if (!result.ok) return this.saveFailed(result.error);
    runInAction(() => {
      editor.markSaved(result.data);
      editor.setConflict(false);
    });
    this.root.ui.success('Changes saved');
    return { ok: true, meal: result.data, created: false };
  }

  /** Loads the stored meal into the editor again, dropping the chef's edits (after a conflict). */
  async reloadEditor(): Promise<boolean> {
    const mealID = this.editor.mealId;
    if (!mealID) return false;
    const result = await this.run('reloadMeal', () => this.fetchMeal(mealID), { failure: true });
    if (!result.ok) return false;
    runInAction(() => {
      this.getMeal(mealID).set(result.data);
      this.editor.startEdit(result.data);
    });
    this.root.ui.success('Latest version loaded');
    return true;
  }

  /** The delivery dates from today on that the chef marked a meal sold out for. */
  getMealSoldOut(mealID: string) {
    return this.cached(
      `getMealSoldOut:${mealID}`,
      async () =>
        (await unwrap(this.root.api.GET('/vendor/business/meals/{mealID}/sold-out', { params: { path: { mealID } } })))
          .data.soldOutDates,
    );
  }

  /** Marks a meal sold out for one delivery date, or offers it again for that date. */
  setMealSoldOut(mealID: string, date: string, soldOut: boolean) {
    return this.saveCached(
      `setMealSoldOut:${mealID}`,
      () => this.getMealSoldOut(mealID),
      async () =>
        (
          await unwrap(
            this.root.api.PUT('/vendor/business/meals/{mealID}/sold-out', {
              params: { path: { mealID } },
              body: { date, soldOut },
            }),
          )
        ).data.soldOutDates,
      { success: soldOut ? 'Marked sold out' : 'Offered again', failure: true },
    );
  }

  private saveFailed(error: ApiError): SaveOutcome {
    if (error.status === CONFLICT_STATUS) {
      runInAction(() => this.editor.setConflict(true));
      return { ok: false, reason: 'conflict', error };
    }
    if (error.fieldErrors.length > 0) {
      runInAction(() => this.editor.showServerErrors(error.fieldErrorMap));
      this.root.ui.error('The meal was not saved: check the highlighted fields');
    } else {
      this.root.ui.error(`The meal was not saved: ${error.message}`);
    }
    return { ok: false, reason: 'failed', error };
  }

  /** Puts a meal the server returned into every cached read that shows it. */
  private stored(meal: Meal): void {
    runInAction(() => {
      this.getMeal(meal.id).set(meal);
      for (const entry of this.cachedEntries<MealPage>('listMeals')) {
        const page = entry.data;
        if (page?.rows.some((row) => row.id === meal.id)) {
          entry.set({ ...page, rows: page.rows.map((row) => (row.id === meal.id ? meal : row)) });
        }
      }
      this.editor.acknowledge(meal);
    });
    this.invalidate('listMeals');
  }

  private async fetchMeal(mealID: string): Promise<Meal> {
    const body = await unwrap(this.root.api.GET('/vendor/business/meals/{mealID}', { params: { path: { mealID } } }));
    return body.data;
  }
}
