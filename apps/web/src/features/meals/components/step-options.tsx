import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { PlusIcon, TrashIcon } from '@/components/ui/icons';
import { TextInput } from '@/components/ui/text-input';
import { type MealEditor } from '../stores/meal-editor';
import { LIMITS } from '../stores/meal-draft';
import { type OptionPatch } from '../stores/meal-draft-edits';
import { EntryFieldset, GroupError } from './editor-section';
import { Stack } from '@/components/ui/stack';

const Option = styled(EntryFieldset)`
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto;
  padding: 0.75rem 1rem 0.25rem;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    > :first-of-type {
      grid-column: 1 / -1;
    }
    > button {
      grid-column: 1 / -1;
      margin-top: 0;
      justify-self: start;
    }
  }
`;

const ServingType = styled.div`
  max-width: 24rem;
`;

/** An option's fields, in order. The amounts open a number keyboard and select what is there when focused. */
const OPTION_FIELDS: {
  field: keyof OptionPatch;
  label: string;
  hint?: string;
  inputMode?: 'decimal' | 'numeric';
}[] = [
  { field: 'size', label: 'Size', hint: 'e.g. 1 litres, Regular, Family tray' },
  { field: 'price', label: 'Price (£)', inputMode: 'decimal' },
  { field: 'servings', label: 'Servings', inputMode: 'numeric' },
];

const SERVING_TYPES = ['Container', 'Tray', 'Bowl', 'Box', 'Jar', 'Bottle', 'Pouch', 'Portion'];

/** Step 3: the sizes a customer chooses from (price in pounds, servings) and how the meal is packed. */
export const StepOptions = observer(function StepOptions({ editor }: { editor: MealEditor }) {
  const listId = useId();
  const { options } = editor.draft;
  return (
    <Stack>
      {options.map((option, index) => (
        <Option key={option.key}>
          <legend>Option {index + 1}</legend>
          {OPTION_FIELDS.map(({ field, label, hint, inputMode }) => (
            <TextInput
              key={field}
              label={label}
              value={option[field]}
              inputMode={inputMode}
              required
              hint={hint}
              error={editor.errorFor(`options.${index}.${field}`)}
              onFocus={inputMode ? (event) => event.target.select() : undefined}
              onChange={(event) => editor.updateOption(option.key, { [field]: event.target.value })}
            />
          ))}
          {/* A meal keeps at least one option, so the only one has nothing to remove it with. */}
          {options.length > 1 && (
            <Button
              variant="ghost"
              aria-label={`Remove option ${index + 1}`}
              onClick={() => editor.removeOption(option.key)}
            >
              <TrashIcon size={18} /> Remove
            </Button>
          )}
        </Option>
      ))}
      {editor.errorFor('options') && <GroupError role="alert">{editor.errorFor('options')}</GroupError>}
      <div>
        <Button variant="secondary" disabled={options.length >= LIMITS.options} onClick={() => editor.addOption()}>
          <PlusIcon size={18} /> Add option
        </Button>
      </div>
      <ServingType>
        <TextInput
          label="Serving type"
          value={editor.draft.servingType}
          list={listId}
          required
          limit={LIMITS.servingType}
          hint="How each portion is packed."
          error={editor.errorFor('servingType')}
          onChange={(event) => editor.setServingType(event.target.value)}
        />
        <datalist id={listId}>
          {SERVING_TYPES.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
      </ServingType>
    </Stack>
  );
});
