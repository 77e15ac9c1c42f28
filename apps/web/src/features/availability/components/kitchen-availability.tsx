import type { DaySchedule, KitchenAvailability } from '@vendor/api-types';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CachedView } from '@/components/ui/cached-view';
import { cardFrame } from '@/components/ui/card';
import { ClockIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { TextInput } from '@/components/ui/text-input';
import { FormActions } from '@/components/ui/toolbar';
import { useUnsavedChangesPrompt } from '@/hooks/use-unsaved-changes';
import { useCached } from '@/stores/base/use-cached';
import { useStore, useStores } from '@/stores/stores-context';
import { visuallyHidden } from '@/styles/visually-hidden';
import { AvailabilityForm, type Day, DAY_LABELS, dayField, DAYS } from '../stores/availability-form';
import { AvailabilityStore } from '../stores/availability-store';

const Intro = styled.p`
  margin: 0.5rem 0 1.25rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Section = styled.section`
  margin-bottom: 1.25rem;
  ${cardFrame}
`;

const SectionHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-bottom: 0.75rem;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin-top: 0.25rem;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Days = styled.div`
  display: flex;
  flex-direction: column;
`;

const DayRow = styled.div`
  display: grid;
  grid-template-columns: minmax(8rem, 1.1fr) 7.5rem minmax(0, 1fr) minmax(0, 1fr);
  align-items: start;
  gap: 0.5rem 1.25rem;
  padding: 0.875rem 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-of-type {
    border-top: none;
  }
  > div:first-of-type,
  > div:nth-of-type(2) {
    min-height: 2.75rem;
    align-self: center;
  }
  ${({ theme }) => theme.media.desktop} {
    [data-row-label] label {
      ${visuallyHidden}
    }
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr) auto;
  }
`;

/** Column names over the week on wide screens, where each row's own labels are left to screen readers. */
const ColumnNames = styled.div`
  display: grid;
  grid-template-columns: minmax(8rem, 1.1fr) 7.5rem minmax(0, 1fr) minmax(0, 1fr);
  gap: 0 1.25rem;
  padding-bottom: 0.5rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const DayName = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  strong {
    font-weight: 600;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-variant-numeric: tabular-nums;
  }
`;

const Times = styled.div`
  display: contents;
  ${({ theme }) => theme.media.mobile} {
    display: grid;
    grid-column: 1 / -1;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0.75rem;
  }
`;

const CutOff = styled.div`
  max-width: 20rem;
`;

const SkeletonRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 5rem;
  gap: 1rem;
  padding: 0.875rem 0;
`;

function HoursSkeleton() {
  return (
    <Section role="status" aria-label="Loading opening hours" aria-busy="true">
      <Skeleton width="12rem" height="1.25rem" />
      {DAYS.map((day) => (
        <SkeletonRow key={day}>
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
        </SkeletonRow>
      ))}
    </Section>
  );
}

const statusOf = ({ open, close, isActive }: DaySchedule): string => {
  if (!isActive) return 'Closed';
  return open && close ? `Open ${open}–${close}` : 'Open, hours not set';
};

/** A day's two times, in the order of the columns. */
const TIME_FIELDS = [
  { key: 'open', label: 'Opens' },
  { key: 'close', label: 'Closes' },
] as const;

const fieldId = (field: string) => `availability-${field.replace(/\./g, '-')}`;

const DayHours = observer(function DayHours({
  form,
  day,
  disabled,
}: {
  form: AvailabilityForm;
  day: Day;
  disabled: boolean;
}) {
  const value = form.schedule[day];
  const nameId = `${fieldId(day)}-name`;
  return (
    <DayRow role="group" aria-labelledby={nameId}>
      <DayName>
        <strong id={nameId}>{DAY_LABELS[day]}</strong>
        <span>{statusOf(value)}</span>
      </DayName>
      <div data-row-label="">
        <Switch
          label="Open"
          checked={value.isActive}
          disabled={disabled}
          onChange={(isActive) => form.setDay(day, { isActive })}
        />
      </div>
      <Times data-row-label="">
        {TIME_FIELDS.map(({ key, label }) => (
          <TextInput
            key={key}
            id={fieldId(dayField(day, key))}
            type="time"
            label={label}
            value={value[key]}
            disabled={disabled || !value.isActive}
            onChange={(event) => form.setDay(day, { [key]: event.target.value })}
            error={form.errors[dayField(day, key)]}
          />
        ))}
      </Times>
    </DayRow>
  );
});

const AvailabilityEditor = observer(function AvailabilityEditor({
  initial,
  canManage,
}: {
  initial: KitchenAvailability;
  canManage: boolean;
}) {
  const store = useStore(AvailabilityStore);
  const [form] = useState(() => new AvailabilityForm(store, initial));
  const prompt = useUnsavedChangesPrompt(form.isDirty);
  const monday = form.schedule.monday;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (form.saving) return;
    if (await form.save()) return;
    const field = form.firstErrorField();
    if (field) document.getElementById(fieldId(field))?.focus();
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label="Kitchen availability">
      <Section aria-labelledby="availability-hours-heading">
        <SectionHeader>
          <div>
            <h3 id="availability-hours-heading">Opening hours</h3>
            <p>Turn off the days your kitchen is closed, and set the hours of the days it is open.</p>
          </div>
          {canManage && (
            <Button
              variant="secondary"
              size="sm"
              disabled={!monday.open || !monday.close}
              onClick={() => form.copyToEveryDay('monday')}
            >
              <ClockIcon size={16} />
              Use Monday’s hours every day
            </Button>
          )}
        </SectionHeader>
        <ColumnNames aria-hidden="true">
          <span>Day</span>
          <span>Open</span>
          <span>Opens</span>
          <span>Closes</span>
        </ColumnNames>
        <Days>
          {DAYS.map((day) => (
            <DayHours key={day} form={form} day={day} disabled={!canManage} />
          ))}
        </Days>
      </Section>
      <Section aria-labelledby="availability-cutoff-heading">
        <SectionHeader>
          <div>
            <h3 id="availability-cutoff-heading">Order cut-off</h3>
            <p>The latest time of day customers can order for the next delivery day.</p>
          </div>
        </SectionHeader>
        <CutOff>
          <TextInput
            id={fieldId('orderCutOffTime')}
            type="time"
            label="Order cut-off time"
            value={form.cutOff}
            disabled={!canManage}
            onChange={(event) => form.setCutOff(event.target.value)}
            error={form.errors.orderCutOffTime}
            hint={form.cutOff ? undefined : 'Not set yet'}
          />
        </CutOff>
      </Section>
      {canManage && (
        <FormActions>
          {form.isDirty && (
            <Button variant="secondary" onClick={() => form.discard()}>
              Discard changes
            </Button>
          )}
          <Button type="submit" disabled={form.saving}>
            {form.saving ? 'Saving…' : 'Save changes'}
          </Button>
        </FormActions>
      )}
      {prompt}
    </form>
  );
});

/** settings/kitchen-availability: opening hours for each day and the order cut-off time, saved together. */
export const KitchenAvailabilitySettings = observer(function KitchenAvailabilitySettings() {
  const store = useStore(AvailabilityStore);
  const canManage = useStores().auth.can('availability.manage');
  const read = useCached(store.getKitchenAvailability());
  return (
    <>
      <Intro>When your kitchen takes orders, and the latest time to order for the next delivery day.</Intro>
      <CachedView read={read} errorTitle="Your opening hours could not be loaded" loading={<HoursSkeleton />}>
        {(availability) => <AvailabilityEditor initial={availability} canManage={canManage} />}
      </CachedView>
    </>
  );
});
