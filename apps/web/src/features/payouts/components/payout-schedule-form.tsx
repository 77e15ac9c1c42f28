import type { PayoutSchedule, PayoutSetup } from '@vendor/api-types';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DraftFormBody } from '@/components/forms/draft-form';
import { Button } from '@/components/ui/button';
import { CachedView } from '@/components/ui/cached-view';
import { Card } from '@/components/ui/card';
import { EditIcon } from '@/components/ui/icons';
import { Skeleton, SkeletonRows } from '@/components/ui/skeleton';
import { TextInput } from '@/components/ui/text-input';
import { useUnsavedChangesPrompt } from '@/hooks/use-unsaved-changes';
import { useCached } from '@/stores/base/use-cached';
import { useStore, useStores } from '@/stores/stores-context';
import { PAYOUT_SCHEDULES } from '../stores/payout-labels';
import {
  draftFromSetup,
  isPayoutSetupChanged,
  payoutSetupRequest,
  type PayoutSetupDraft,
  type PayoutSetupErrors,
  validatePayoutSetup,
} from '../stores/payout-setup-form';
import { PayoutsStore } from '../stores/payouts-store';
import { WithdrawalFeeTip } from './withdrawal-fee-tip';
import { TwoColumns } from '@/components/ui/stack';

/** What each schedule means for the number of payouts (and so of withdrawal fees) in a year. */
const SCHEDULE_NOTES: Record<PayoutSchedule, string> = {
  quarterly: 'Last Wednesday of March, June, September and December: 4 payouts a year',
  monthly: 'Up to 12 payouts a year',
  twice_per_month: 'Up to 24 payouts a year',
  weekly: 'Up to 52 payouts a year',
};

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 0.5rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
`;

const Option = styled.div<{ checked: boolean; editing: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  min-width: 0;
  padding: 0.875rem 1rem 0.875rem 2.75rem;
  border: ${({ checked }) => (checked ? 2 : 1)}px solid
    ${({ theme, checked }) => (checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, checked }) => (checked ? theme.colors.primarySoft : theme.colors.surface)};
  cursor: ${({ editing }) => (editing ? 'pointer' : 'default')};
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    left: 1rem;
    top: 1.05rem;
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    z-index: 1;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  /* Read-only, the chosen schedule must still read clearly: only the control is dimmed, never the text. */
  input:disabled {
    opacity: ${({ checked }) => (checked ? 1 : 0.5)};
  }
  label {
    font-weight: 600;
    cursor: inherit;
    overflow-wrap: anywhere;
  }
  label::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Minimum = styled.div`
  max-width: 20rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

function ScheduleOptions({
  value,
  editing,
  onChange,
  error,
}: {
  value: PayoutSchedule;
  editing: boolean;
  onChange: (value: PayoutSchedule) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <Fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend>Schedule</legend>
      <TwoColumns gap="0.75rem">
        {PAYOUT_SCHEDULES.map((option) => (
          <Option key={option.value} checked={value === option.value} editing={editing}>
            <input
              type="radio"
              id={`${id}-${option.value}`}
              name={`${id}-schedule`}
              value={option.value}
              checked={value === option.value}
              disabled={!editing}
              aria-describedby={`${id}-${option.value}-note`}
              onChange={() => onChange(option.value)}
            />
            <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
            <small id={`${id}-${option.value}-note`}>{SCHEDULE_NOTES[option.value]}</small>
          </Option>
        ))}
      </TwoColumns>
      {error && (
        <p
          id={`${id}-error`}
          css={({ colors }) => ({ color: colors.danger, fontSize: '0.75rem', marginTop: '0.375rem' })}
        >
          {error}
        </p>
      )}
    </Fieldset>
  );
}

const Editor = observer(function Editor({ saved }: { saved: PayoutSetup }) {
  const payouts = useStore(PayoutsStore);
  const canManage = useStores().auth.can('payouts.manage');
  const formId = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<PayoutSetupDraft>(() => draftFromSetup(saved));
  const [errors, setErrors] = useState<PayoutSetupErrors>({});
  const [checked, setChecked] = useState(false);
  const focusAfter = useRef<'options' | 'edit' | null>(null);
  const cardRef = useRef<HTMLElement>(null);
  const saving = payouts.isPending('updatePayoutSetup');
  const serverErrors = payouts.fieldErrors('updatePayoutSetup');
  const dirty = editing && isPayoutSetupChanged(draft, saved);
  const prompt = useUnsavedChangesPrompt(dirty);

  // The saved setup changed under the form (a save, another tab): show it while not editing.
  useEffect(() => {
    if (!editing) setDraft(draftFromSetup(saved));
  }, [saved, editing]);

  useEffect(() => {
    const card = cardRef.current;
    if (!card || !focusAfter.current) return;
    if (focusAfter.current === 'options') card.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus();
    else card.querySelector<HTMLButtonElement>('[data-edit]')?.focus();
    focusAfter.current = null;
  }, [editing]);

  const update = (changes: Partial<PayoutSetupDraft>) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    if (checked) setErrors(validatePayoutSetup(next));
  };

  // Entering and leaving edit mode both start again from the saved setup; focus goes to the options or back to Edit.
  const switchEditing = (on: boolean) => {
    payouts.clearError('updatePayoutSetup');
    setDraft(draftFromSetup(saved));
    setErrors({});
    setChecked(false);
    focusAfter.current = on ? 'options' : 'edit';
    setEditing(on);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing || saving) return;
    const found = validatePayoutSetup(draft);
    setErrors(found);
    setChecked(true);
    if (Object.keys(found).length > 0) return;
    const result = await payouts.updatePayoutSetup(payoutSetupRequest(draft));
    if (result.ok) {
      setChecked(false);
      focusAfter.current = 'edit';
      setEditing(false);
    }
  };

  const actions = !canManage ? null : editing ? (
    <Actions>
      <Button variant="secondary" onClick={() => switchEditing(false)} disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" form={formId} disabled={saving}>
        {saving ? 'Saving…' : 'Save Changes'}
      </Button>
    </Actions>
  ) : (
    <Button variant="secondary" onClick={() => switchEditing(true)} data-edit>
      <EditIcon size={18} /> Edit
    </Button>
  );

  return (
    <Card
      ref={cardRef}
      title="Payout schedule"
      description={`When your earnings are sent to your bank account. ${
        !canManage
          ? 'Ask an administrator to change it.'
          : editing
            ? 'Choose a schedule and minimum, then Save Changes.'
            : 'Press Edit to change it.'
      }`}
      actions={actions}
    >
      <DraftFormBody id={formId} onSubmit={(event) => void save(event)} noValidate>
        <ScheduleOptions
          value={draft.schedule}
          editing={editing}
          onChange={(schedule) => update({ schedule })}
          error={serverErrors.schedule}
        />
        <Minimum>
          <TextInput
            label="Minimum payout (£)"
            inputMode="decimal"
            autoComplete="off"
            value={draft.minimumPayout}
            readOnly={!editing}
            hint="A payout is made once your balance reaches this amount."
            error={errors.minimumPayout ?? serverErrors.minimumPayout}
            onChange={(event) => update({ minimumPayout: event.target.value })}
          />
        </Minimum>
        <WithdrawalFeeTip />
      </DraftFormBody>
      {prompt}
    </Card>
  );
});

/** The payout schedule and minimum: read-only until Edit, then Save Changes or Cancel. */
export const PayoutScheduleForm = observer(function PayoutScheduleForm() {
  const read = useCached(useStore(PayoutsStore).getPayoutSetup());
  return (
    <CachedView
      read={read}
      errorTitle="Could not load your payout schedule"
      loading={
        <Card title="Payout schedule">
          <SkeletonRows rows={2} height="4rem" label="Loading your payout schedule" />
          <Skeleton width="min(20rem, 100%)" height="2.75rem" />
        </Card>
      }
    >
      {(setup) => <Editor saved={setup} />}
    </CachedView>
  );
});
