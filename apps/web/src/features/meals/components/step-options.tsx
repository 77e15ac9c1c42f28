import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { PlusIcon, TrashIcon } from '@/components/ui/icons';
import { TextInput } from '@/components/ui/text-input';
import { type MealEditor } from '../stores/meal-editor';
import { LIMITS } from '../stores/meal-draft';
import { GroupError } from './editor-section';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const Option = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto;
  align-items: start;
  gap: 0.75rem 1rem;
  margin: 0;
  padding: 0.75rem 1rem 0.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
  legend {
    padding: 0 0.375rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
  > button {
    margin-top: 1.625rem;
  }
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
          <TextInput
            label="Size"
            value={option.size}
            required
            hint="e.g. 1 litres, Regular, Family tray"
            error={editor.errorFor(`options.${index}.size`)}
            onChange={(event) => editor.updateOption(option.key, { size: event.target.value })}
          />
          <TextInput
            label="Price (£)"
            value={option.price}
            inputMode="decimal"
            required
            error={editor.errorFor(`options.${index}.price`)}
            onFocus={(event) => event.target.select()}
            onChange={(event) => editor.updateOption(option.key, { price: event.target.value })}
          />
          <TextInput
            label="Servings"
            value={option.servings}
            inputMode="numeric"
            required
            error={editor.errorFor(`options.${index}.servings`)}
            onFocus={(event) => event.target.select()}
            onChange={(event) => editor.updateOption(option.key, { servings: event.target.value })}
          />
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
