import { weeklyScheduleKeys } from '@vendor/api-types';
import type { DaySchedule, KitchenAvailability, WeeklySchedule } from '@vendor/api-types';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import type { ApiError } from '@/lib/api-error';
import { labelsOf } from '@/lib/value-labels';
import type { AvailabilityStore } from './availability-store';

export type { WeeklySchedule };

export type Day = keyof WeeklySchedule;

/** The week as the kitchen works it, Monday first (the contract's order). */
export const DAYS = weeklyScheduleKeys;

export const DAY_LABELS = labelsOf(DAYS);

/** A day nobody has set: open, with no hours yet. */
export const DEFAULT_DAY: DaySchedule = { open: '', close: '', isActive: true };

export const HOURS_MESSAGES = {
  closeMissing: 'Enter a closing time for an open day',
  openMissing: 'Enter an opening time for an open day',
  closeBeforeOpen: (open: string) => `Must be after the opening time (${open})`,
} as const;

/** The field path the server uses for a day's time: `schedule.monday.close`. */
export const dayField = (day: Day, part: 'open' | 'close') => `schedule.${day}.${part}`;

const copyWeek = (schedule: WeeklySchedule): WeeklySchedule =>
  Object.fromEntries(DAYS.map((day) => [day, { ...schedule[day] }])) as WeeklySchedule;

/**
 * An open day has both times with opening before closing, or neither (hours not set yet); one time alone is
 * incomplete. A closed day keeps its times for when it opens again. The same rules as the server, checked first.
 */
export function checkWeek(schedule: WeeklySchedule): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const day of DAYS) {
    const { open, close, isActive } = schedule[day];
    if (!isActive) continue;
    if (open && !close) errors[dayField(day, 'close')] = HOURS_MESSAGES.closeMissing;
    else if (!open && close) errors[dayField(day, 'open')] = HOURS_MESSAGES.openMissing;
    else if (open && close && open >= close) errors[dayField(day, 'close')] = HOURS_MESSAGES.closeBeforeOpen(open);
  }
  return errors;
}

/** The kitchen availability form: the week and cut-off being edited, its checks and its one save for everything. */
export class AvailabilityForm {
  schedule: WeeklySchedule;
  cutOff: string;
  /** Set when "use these hours for every day" was used: the save says so. */
  bulkSave = false;
  private saved: KitchenAvailability;
  private clientErrors: Record<string, string> = {};

  constructor(
    private readonly store: AvailabilityStore,
    initial: KitchenAvailability,
  ) {
    this.saved = initial;
    this.schedule = copyWeek(initial.schedule);
    this.cutOff = initial.orderCutOffTime ?? '';
    makeObservable<AvailabilityForm, 'saved' | 'clientErrors' | 'reset'>(this, {
      schedule: observable,
      cutOff: observable,
      bulkSave: observable,
      saved: observableRef,
      clientErrors: observableRef,
      isDirty: computed,
      errors: computed,
      saving: computed,
      setDay: action,
      setCutOff: action,
      copyToEveryDay: action,
      discard: action,
      save: action,
      reset: action,
    });
  }

  get isDirty(): boolean {
    return (
      this.cutOff !== (this.saved.orderCutOffTime ?? '') ||
      DAYS.some((day) => {
        const a = this.schedule[day];
        const b = this.saved.schedule[day];
        return a.open !== b.open || a.close !== b.close || a.isActive !== b.isActive;
      })
    );
  }

  /** Messages by field path: the form's own checks, then what the server said about the last save. */
  get errors(): Record<string, string> {
    return { ...this.store.fieldErrors('saveKitchenAvailability'), ...this.clientErrors };
  }

  get saving(): boolean {
    return this.store.isPending('saveKitchenAvailability');
  }

  setDay(day: Day, patch: Partial<DaySchedule>): void {
    this.schedule[day] = { ...this.schedule[day], ...patch };
    this.forget(dayField(day, 'open'), dayField(day, 'close'));
  }

  setCutOff(time: string): void {
    this.cutOff = time;
    this.forget('orderCutOffTime');
  }

  /** Gives every day the hours of `from`, keeping each day open or closed as it is. */
  copyToEveryDay(from: Day): void {
    const { open, close } = this.schedule[from];
    for (const day of DAYS) this.schedule[day] = { ...this.schedule[day], open, close };
    this.bulkSave = true;
    this.clientErrors = {};
    this.store.clearError('saveKitchenAvailability');
  }

  discard(): void {
    this.schedule = copyWeek(this.saved.schedule);
    this.cutOff = this.saved.orderCutOffTime ?? '';
    this.bulkSave = false;
    this.clientErrors = {};
    this.store.clearError('saveKitchenAvailability');
  }

  /** Checks the week, then saves the seven days and the cut-off together. Returns true once saved. */
  async save(): Promise<boolean> {
    this.clientErrors = checkWeek(this.schedule);
    if (Object.keys(this.clientErrors).length > 0) return false;
    const result = await this.store.saveKitchenAvailability({
      schedule: copyWeek(this.schedule),
      orderCutOffTime: this.cutOff || null,
      bulkSave: this.bulkSave,
    });
    if (!result.ok) return false;
    this.reset(result.data);
    return true;
  }

  /** The first field with a message, in the order the form shows them (to move focus there). */
  firstErrorField(): string | undefined {
    const errors = this.errors;
    const order = [...DAYS.flatMap((day) => [dayField(day, 'open'), dayField(day, 'close')]), 'orderCutOffTime'];
    return order.find((field) => errors[field]) ?? Object.keys(errors)[0];
  }

  /** The server's failure of the last save, if any (for a message that no field holds). */
  get failure(): ApiError | null {
    return this.store.errorFor('saveKitchenAvailability');
  }

  private reset(data: KitchenAvailability): void {
    this.saved = data;
    this.schedule = copyWeek(data.schedule);
    this.cutOff = data.orderCutOffTime ?? '';
    this.bulkSave = false;
  }

  private forget(...fields: string[]): void {
    if (fields.some((field) => this.clientErrors[field])) {
      const next = { ...this.clientErrors };
      for (const field of fields) delete next[field];
      this.clientErrors = next;
    }
    if (fields.some((field) => this.store.fieldErrors('saveKitchenAvailability')[field]))
      this.store.clearError('saveKitchenAvailability');
  }
}
