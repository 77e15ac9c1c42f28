import { describe, expect, it } from 'vitest';
import { ok, type RecordedCall } from '@/testing/fake-fetch';
import { fieldRefusal } from '@/testing/field-refusal';
import { createTestRootStore } from '@/testing/test-root-store';
import {
  AvailabilityForm,
  checkWeek,
  DAYS,
  DEFAULT_DAY,
  HOURS_MESSAGES,
  type WeeklySchedule,
} from './availability-form';
import { AvailabilityStore, type KitchenAvailability } from './availability-store';

const week = (patch: Partial<WeeklySchedule> = {}): WeeklySchedule =>
  ({ ...Object.fromEntries(DAYS.map((day) => [day, { ...DEFAULT_DAY }])), ...patch }) as WeeklySchedule;

const NEW_KITCHEN: KitchenAvailability = { schedule: week(), orderCutOffTime: null };

async function setup(save: (call: RecordedCall) => Response = (call) => ok(call.body)) {
  const test = createTestRootStore({
    'GET /vendor/kitchen-availability': () => ok(NEW_KITCHEN),
    'PUT /vendor/kitchen-availability': save,
  });
  const store = test.store.get(AvailabilityStore);
  const data = (await store.getKitchenAvailability().load())!;
  return { ...test, availability: store, form: new AvailabilityForm(store, data) };
}

describe('checkWeek', () => {
  it.each([
    {
      rule: 'accepts open days with both times or none, and closed days with anything',
      days: {
        monday: { open: '09:00', close: '17:30', isActive: true },
        sunday: { open: '12:00', close: '', isActive: false },
      },
      errors: {},
    },
    {
      rule: 'names the day and time that is missing or out of order',
      days: {
        monday: { open: '09:00', close: '', isActive: true },
        tuesday: { open: '', close: '17:00', isActive: true },
        friday: { open: '18:00', close: '09:00', isActive: true },
      },
      errors: {
        'schedule.monday.close': HOURS_MESSAGES.closeMissing,
        'schedule.tuesday.open': HOURS_MESSAGES.openMissing,
        'schedule.friday.close': 'Must be after the opening time (18:00)',
      },
    },
  ])('$rule', ({ days, errors }) => {
    expect(checkWeek(week(days))).toEqual(errors);
  });
});

describe('AvailabilityForm', () => {
  it('starts from the saved week: every day open with no hours, no cut-off, nothing changed', async () => {
    const { form } = await setup();
    expect(DAYS.map((day) => form.schedule[day])).toEqual(DAYS.map(() => DEFAULT_DAY));
    expect(form.cutOff).toBe('');
    expect(form.isDirty).toBe(false);
  });

  it('saves the seven days and the cut-off in one call, then counts as saved', async () => {
    let body: unknown;
    const { form, store, calls } = await setup((call) => {
      body = call.body;
      return ok(call.body);
    });
    form.setDay('monday', { open: '09:00', close: '17:00' });
    form.setDay('sunday', { isActive: false });
    form.setCutOff('20:30');
    expect(form.isDirty).toBe(true);
    expect(await form.save()).toBe(true);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(body).toEqual({
      schedule: week({
        monday: { open: '09:00', close: '17:00', isActive: true },
        sunday: { open: '', close: '', isActive: false },
      }),
      orderCutOffTime: '20:30',
      bulkSave: false,
    });
    expect(form.isDirty).toBe(false);
    expect(store.ui.toasts.map((toast) => toast.message)).toEqual(['Changes saved successfully']);
  });

  it('copies one day’s hours to every day as a bulk save, keeping closed days closed', async () => {
    let body: { schedule: WeeklySchedule; bulkSave: boolean } | undefined;
    const { form } = await setup((call) => {
      body = call.body as typeof body;
      return ok(call.body);
    });
    form.setDay('saturday', { isActive: false });
    form.setDay('monday', { open: '10:00', close: '14:00' });
    form.copyToEveryDay('monday');
    await form.save();
    expect(body?.bulkSave).toBe(true);
    expect(body?.schedule.friday).toEqual({ open: '10:00', close: '14:00', isActive: true });
    expect(body?.schedule.saturday).toEqual({ open: '10:00', close: '14:00', isActive: false });
  });

  it('does not send a week that breaks the rules, and shows why under the field', async () => {
    const { form, calls } = await setup();
    form.setDay('wednesday', { open: '17:00', close: '09:00' });
    expect(await form.save()).toBe(false);
    expect(form.errors).toEqual({ 'schedule.wednesday.close': 'Must be after the opening time (17:00)' });
    expect(form.firstErrorField()).toBe('schedule.wednesday.close');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    form.setDay('wednesday', { close: '18:00' });
    expect(form.errors).toEqual({});
  });

  it('shows the server’s field messages and says "Failed to save changes"', async () => {
    const { form, store } = await setup(() =>
      fieldRefusal(422, 'schedule.thursday.close: Enter a closing time for an open day', {
        'schedule.thursday.close': 'Enter a closing time for an open day',
      }),
    );
    form.setCutOff('19:00');
    expect(await form.save()).toBe(false);
    expect(form.errors).toEqual({ 'schedule.thursday.close': 'Enter a closing time for an open day' });
    expect(store.ui.toasts.map((toast) => [toast.type, toast.message])).toEqual([['error', 'Failed to save changes']]);
    expect(form.isDirty).toBe(true);
  });

  it('discards changes back to the saved week', async () => {
    const { form } = await setup();
    form.setDay('monday', { open: '09:00', close: '17:00' });
    form.setCutOff('18:00');
    form.discard();
    expect(form.isDirty).toBe(false);
    expect(form.schedule.monday).toEqual(DEFAULT_DAY);
  });
});
