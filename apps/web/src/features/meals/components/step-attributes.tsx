import { observer } from 'mobx-react-lite';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorState } from '@/components/ui/error-state';
import { RadioGroup } from '@/components/ui/radio-group';
import { SearchInput } from '@/components/ui/search-input';
import { SkeletonRows } from '@/components/ui/skeleton';
import { ChipGroup, ToggleChip } from '@/components/ui/toggle-chip';
import type { Cached } from '@/stores/base/cached';
import { useCached } from '@/stores/base/use-cached';
import { ReferenceStore } from '@/stores/reference-store';
import { useStore } from '@/stores/stores-context';
import { type MealEditor } from '../stores/meal-editor';
import { parseTags } from '../stores/meal-draft';
import { SPICE_LEVELS } from '../utils/meal-display';
import { EditorSection, GroupError, Notice } from './editor-section';
import { EntryList } from './entry-list';

/** Reference data: a skeleton while it loads, Retry when it fails, then the content. */
const Loaded = observer(function Loaded<T>({
  read,
  what,
  children,
}: {
  read: Cached<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (read.data) return <>{children(read.data)}</>;
  if (read.error)
    return <ErrorState title={`${what} could not be loaded`} error={read.error} onRetry={() => void read.refetch()} />;
  return <SkeletonRows rows={2} label={`Loading ${what.toLowerCase()}`} />;
}) as <T>(props: { read: Cached<T>; what: string; children: (data: T) => ReactNode }) => ReactNode;

/** A chip for each reference item, pressed while the meal has it; pressing one adds or removes it. */
const ItemChips = observer(function ItemChips({
  items,
  chosen,
  onToggle,
}: {
  items: readonly { id: string; name: string }[];
  chosen: readonly string[];
  onToggle: (id: string) => void;
}) {
  return items.map((item) => (
    <ToggleChip key={item.id} pressed={chosen.includes(item.id)} onClick={() => onToggle(item.id)}>
      {item.name}
    </ToggleChip>
  ));
});

/** Ingredients shown before "Show all": a phone screen's worth. */
const FOLDED_INGREDIENTS = 16;

/** Adds each name typed (several are separated by a comma and a space) that the list does not hold in any case. */
function addNew(list: readonly string[], text: string, add: (name: string) => void) {
  for (const name of parseTags(text)) {
    if (!list.some((known) => known.toLowerCase() === name.toLowerCase())) add(name);
  }
}

const spiceOptions = SPICE_LEVELS.map((label, level) => ({ value: String(level), label: `${level} · ${label}` }));

/** Step 4: ingredients (listed and custom), additives, the 14 allergens, dietary classification and spice level. */
export const StepAttributes = observer(function StepAttributes({ editor }: { editor: MealEditor }) {
  const reference = useStore(ReferenceStore);
  const ingredients = useCached(reference.listIngredients());
  const allergens = useCached(reference.listAllergens());
  const dietary = useCached(reference.listDietaryOfferings());
  const [filter, setFilter] = useState('');
  const [showAll, setShowAll] = useState(false);
  const allergenErrorId = useId();
  const { draft } = editor;

  // Allergens the chosen ingredients contain that are not ticked yet, with the ingredients they come from.
  const chosenIds = new Set(draft.ingredients.map((ingredient) => ingredient.id));
  const implied = new Map<string, { name: string; from: string[] }>();
  for (const ingredient of ingredients.data ?? []) {
    if (!chosenIds.has(ingredient.id)) continue;
    for (const allergen of ingredient.allergens ?? []) {
      if (draft.allergens.includes(allergen.id)) continue;
      const entry = implied.get(allergen.id) ?? { name: allergen.name, from: [] };
      entry.from.push(ingredient.name);
      implied.set(allergen.id, entry);
    }
  }
  const allergenError =
    editor.errorFor('confirmNoAllergen') ?? editor.errorFor('attributes.allergens', { nested: true });

  return (
    <div>
      <EditorSection
        title="Ingredients"
        description="Choose every ingredient from the list; the ones you pick stay at the front."
      >
        <Loaded read={ingredients} what="Ingredients">
          {(list) => {
            const needle = filter.trim().toLowerCase();
            const chosen = list.filter((ingredient) => chosenIds.has(ingredient.id));
            const matching = list.filter(
              (ingredient) => !chosenIds.has(ingredient.id) && ingredient.name.toLowerCase().includes(needle),
            );
            // A long list folds until the chef searches or asks for all of it.
            const folded = !needle && !showAll && matching.length > FOLDED_INGREDIENTS;
            const others = folded ? matching.slice(0, FOLDED_INGREDIENTS) : matching;
            return (
              <>
                <div>
                  <SearchInput
                    label="Find an ingredient"
                    value={filter}
                    onChange={(event) => setFilter(event.target.value)}
                  />
                </div>
                <ChipGroup role="group" aria-label="Ingredients">
                  {[...chosen, ...others].map((ingredient) => (
                    <ToggleChip
                      key={ingredient.id}
                      pressed={chosenIds.has(ingredient.id)}
                      onClick={() => editor.toggleIngredient(ingredient)}
                    >
                      {ingredient.name}
                    </ToggleChip>
                  ))}
                </ChipGroup>
                {others.length === 0 && needle && <p>No other ingredient matches “{filter.trim()}”: add it below.</p>}
                {folded && (
                  <div>
                    <Button variant="secondary" size="sm" onClick={() => setShowAll(true)}>
                      Show all {list.length} ingredients
                    </Button>
                  </div>
                )}
              </>
            );
          }}
        </Loaded>
        <EntryList
          label="Custom ingredients"
          itemName="custom ingredient"
          items={draft.customIngredients}
          onAdd={(text) => addNew(draft.customIngredients, text, (name) => editor.toggleCustomIngredient(name))}
          onRemove={(name) => editor.toggleCustomIngredient(name)}
          placeholder="Irish potatoes"
          hint="Ingredients that are not in the list; separate several with a comma and a space. Customers see them with the meal."
          error={editor.errorFor('customIngredients', { nested: true })}
        />
        <EntryList
          label="Additives"
          itemName="additive"
          items={draft.additives}
          onAdd={(text) => addNew(draft.additives, text, (name) => editor.toggleAdditive(name))}
          onRemove={(name) => editor.toggleAdditive(name)}
          placeholder="Stock cube (contains MSG)"
          hint="Preservatives, colours, flavour enhancers and the like; separate several with a comma and a space."
          error={editor.errorFor('attributes.additives', { nested: true })}
        />
      </EditorSection>

      <EditorSection
        title="Allergens"
        description="The 14 allergens UK food law asks you to declare. Choose every one this meal contains."
      >
        <Loaded read={allergens} what="Allergens">
          {(list) => (
            <ChipGroup
              role="group"
              aria-label="Allergens"
              aria-describedby={allergenError ? allergenErrorId : undefined}
            >
              <ItemChips items={list} chosen={draft.allergens} onToggle={(id) => editor.toggleAllergen(id)} />
            </ChipGroup>
          )}
        </Loaded>
        {implied.size > 0 && (
          <Notice>
            <p>
              Your ingredients contain{' '}
              {[...implied.values()].map((entry) => `${entry.name} (${entry.from.join(', ')})`).join('; ')}.
            </p>
            <Button variant="secondary" size="sm" onClick={() => editor.addAllergens([...implied.keys()])}>
              Add {implied.size === 1 ? 'this allergen' : 'these allergens'}
            </Button>
          </Notice>
        )}
        <Checkbox
          label="This meal contains none of the 14 allergens"
          checked={draft.confirmNoAllergen}
          disabled={draft.allergens.length > 0}
          aria-invalid={allergenError ? true : undefined}
          aria-describedby={allergenError ? allergenErrorId : undefined}
          onChange={(event) => editor.setConfirmNoAllergen(event.target.checked)}
        />
        {allergenError && (
          <GroupError id={allergenErrorId} role="alert">
            {allergenError}
          </GroupError>
        )}
      </EditorSection>

      <EditorSection title="Dietary classification" description="Choose every description that fits the meal.">
        <Loaded read={dietary} what="Dietary offerings">
          {(list) => (
            <ChipGroup role="group" aria-label="Dietary classification">
              <ItemChips
                items={list}
                chosen={draft.dietaryClassification}
                onToggle={(id) => editor.toggleDietary(id)}
              />
            </ChipGroup>
          )}
        </Loaded>
        {editor.errorFor('attributes.dietaryClassification', { nested: true }) && (
          <GroupError role="alert">{editor.errorFor('attributes.dietaryClassification', { nested: true })}</GroupError>
        )}
      </EditorSection>

      <EditorSection title="Spice level">
        <RadioGroup
          legend="How hot is it?"
          name="spice-level"
          options={spiceOptions}
          value={String(draft.spiceLevel)}
          onChange={(value) => editor.setSpiceLevel(Number(value))}
        />
      </EditorSection>
    </div>
  );
});
