import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { Button } from '@/components/ui/button';
import { PlusIcon, TrashIcon } from '@/components/ui/icons';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { TextInput } from '@/components/ui/text-input';
import { ChipGroup, ToggleChip } from '@/components/ui/toggle-chip';
import { todayIso } from '@/lib/format';
import { type MealEditor } from '../stores/meal-editor';
import { LIMITS, WEEKDAYS, type WindowStatus } from '../stores/meal-draft';
import { availabilityLabel } from '../utils/meal-display';
import { EditorSection, EntryFieldset, GroupError } from './editor-section';

const DayActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Stock = styled.div`
  max-width: 20rem;
`;

const Window = styled(EntryFieldset)`
  grid-template-columns: repeat(2, minmax(0, 1fr)) minmax(0, 1.2fr) minmax(0, 1fr) auto;
  padding: 0.75rem 1rem 0.5rem;
  > [data-cell='switch'] {
    margin-top: 1.5rem;
  }
  ${({ theme }) => theme.media.mobile} {
    /* A native date field needs the full width of a phone to show the whole date. */
    grid-template-columns: minmax(0, 1fr);
    > [data-cell='switch'],
    > button {
      margin-top: 0;
    }
    > button {
      justify-self: start;
    }
  }
`;

const windowStatusOptions: { value: WindowStatus; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive (ignored)' },
];

/** Step 5: the weekdays the meal is cooked, dates that differ, and how many portions a day. */
export const StepAvailability = observer(function StepAvailability({ editor }: { editor: MealEditor }) {
  const { draft } = editor;
  return (
    <div>
      <EditorSection
        title="Weekdays"
        description={`Customers can order it for: ${availabilityLabel(draft.availability)}.`}
      >
        <ChipGroup role="group" aria-label="Weekdays">
          {WEEKDAYS.map((day) => (
            <ToggleChip key={day.key} pressed={draft.availability[day.key]} onClick={() => editor.toggleDay(day.key)}>
              {day.name}
            </ToggleChip>
          ))}
        </ChipGroup>
        <DayActions>
          <Button variant="secondary" size="sm" onClick={() => editor.setEveryDay(true)}>
            Every day
          </Button>
          <Button variant="secondary" size="sm" onClick={() => editor.setEveryDay(false)}>
            No days
          </Button>
        </DayActions>
      </EditorSection>

      <EditorSection title="Daily stock" description="How many portions you can cook a day.">
        <Stock>
          <TextInput
            label="Portions a day"
            value={draft.dailyStock}
            inputMode="numeric"
            hint="Leave empty for no limit."
            error={editor.errorFor('dailyStock')}
            onChange={(event) => editor.setDailyStock(event.target.value)}
          />
        </Stock>
      </EditorSection>

      <EditorSection
        title="Dates that differ"
        description="Close the meal for a holiday, or offer it on dates outside its weekdays."
      >
        {draft.customAvailability.map((window, index) => (
          <Window key={window.key}>
            <legend>Date range {index + 1}</legend>
            <TextInput
              label="Start date"
              type="date"
              value={window.startDate}
              required
              error={editor.errorFor(`customAvailability.${index}.startDate`)}
              onChange={(event) => editor.updateWindow(window.key, { startDate: event.target.value })}
            />
            <TextInput
              label="End date"
              type="date"
              value={window.endDate}
              min={window.startDate || undefined}
              required
              error={editor.errorFor(`customAvailability.${index}.endDate`)}
              onChange={(event) => editor.updateWindow(window.key, { endDate: event.target.value })}
            />
            <div data-cell="switch">
              <Switch
                label="Available on these dates"
                checked={window.available}
                onChange={(available) => editor.updateWindow(window.key, { available })}
              />
            </div>
            <Select
              label="Status"
              options={windowStatusOptions}
              value={window.status}
              onChange={(event) => editor.updateWindow(window.key, { status: event.target.value as WindowStatus })}
            />
            <Button
              variant="ghost"
              aria-label={`Remove date range ${index + 1}`}
              onClick={() => editor.removeWindow(window.key)}
            >
              <TrashIcon size={18} /> Remove
            </Button>
          </Window>
        ))}
        {editor.errorFor('customAvailability') && (
          <GroupError role="alert">{editor.errorFor('customAvailability')}</GroupError>
        )}
        <div>
          <Button
            variant="secondary"
            disabled={draft.customAvailability.length >= LIMITS.windows}
            onClick={() => editor.addWindow(todayIso())}
          >
            <PlusIcon size={18} /> Add date range
          </Button>
        </div>
      </EditorSection>
    </div>
  );
});
