import { observer } from 'mobx-react-lite';
import { ErrorState } from '@/components/ui/error-state';
import { Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import { Textarea } from '@/components/ui/textarea';
import { FormGrid } from '@/components/ui/toolbar';
import { useCached } from '@/stores/base/use-cached';
import { ReferenceStore } from '@/stores/reference-store';
import { useStore } from '@/stores/stores-context';
import { type MealEditor } from '../stores/meal-editor';
import { LIMITS } from '../stores/meal-draft';
import { EntryList } from './entry-list';

/** Step 1: name, description, exactly one category and tags. */
export const StepDetails = observer(function StepDetails({ editor }: { editor: MealEditor }) {
  const categories = useCached(useStore(ReferenceStore).listMealCategories());
  const { draft } = editor;
  return (
    <FormGrid>
      <div data-span="full">
        <TextInput
          label="Name"
          value={draft.name}
          limit={LIMITS.name}
          required
          autoComplete="off"
          error={editor.errorFor('name')}
          onChange={(event) => editor.setName(event.target.value)}
        />
      </div>
      <div data-span="full">
        <Textarea
          label="Description"
          value={draft.description}
          limit={LIMITS.description}
          rows={5}
          hint="What customers read: what it is, how it tastes, how to heat it up."
          error={editor.errorFor('description')}
          onChange={(event) => editor.setDescription(event.target.value)}
        />
      </div>
      <div>
        {categories.error && !categories.data ? (
          <ErrorState
            title="Categories could not be loaded"
            error={categories.error}
            onRetry={() => void categories.refetch()}
          />
        ) : (
          <Select
            label="Category"
            required
            placeholder={categories.isLoading ? 'Loading categories…' : 'Choose a category'}
            options={(categories.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
            value={editor.category?.id ?? ''}
            error={editor.errorFor('categoryIds', { nested: true })}
            onChange={(event) =>
              editor.setCategory(categories.data?.find((category) => category.id === event.target.value) ?? null)
            }
          />
        )}
      </div>
      <div>
        <EntryList
          label="Tags"
          itemName="tag"
          items={draft.tags}
          value={editor.tagInput}
          onValueChange={(text) => editor.setTagInput(text)}
          onAdd={(text) => editor.addTags(text)}
          onRemove={(tag) => editor.removeTag(tag)}
          placeholder="spicy, family size"
          hint={`Separate tags with a comma and a space; at most ${LIMITS.tags}.`}
          error={editor.errorFor('tags', { nested: true })}
        />
      </div>
    </FormGrid>
  );
});
