import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ColumnHeads } from '@/components/ui/column-heads';
import { RuledTable } from '@/components/ui/ruled-table';
import { DescriptionList } from '@/components/ui/toolbar';
import { formatDate, formatGbp } from '@/lib/format';
import { parsePounds } from '@/lib/money';
import { useCached } from '@/stores/base/use-cached';
import { ReferenceStore } from '@/stores/reference-store';
import { useStore } from '@/stores/stores-context';
import { visuallyHidden } from '@/styles/visually-hidden';
import { type MealEditor } from '../stores/meal-editor';
import { MEAL_STEPS } from '../stores/meal-draft';
import {
  availabilityLabel,
  MEAL_STATUS_LABELS,
  MEAL_STATUS_TONES,
  priceRange,
  SPICE_LEVELS,
} from '../utils/meal-display';
import { MealThumbnail } from './meal-thumbnail';
import { WeekdayLetters } from './weekday-letters';
import { Stack } from '@/components/ui/stack';

const Layout = Stack;

const Hero = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 1rem;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }
  p {
    margin-top: 0.375rem;
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
  }
`;

const Part = styled.section`
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.75rem;
    margin-bottom: 0.75rem;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ${({ theme }) => theme.media.mobile} {
    dl {
      grid-template-columns: minmax(0, 1fr);
      gap: 0.125rem;
    }
    dd + dt {
      margin-top: 0.5rem;
    }
  }
`;

const Options = styled(RuledTable)`
  th,
  td {
    padding: 0.375rem 0.5rem;
  }
  th {
    font-weight: 600;
  }
  td:not(:first-of-type),
  th:not(:first-of-type) {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Strong = styled.strong`
  font-weight: 700;
`;

const none = (text = 'None') => <span>{text}</span>;
const list = (items: readonly string[], empty = 'None') => (items.length > 0 ? items.join(', ') : none(empty));

function ReviewPart({
  title,
  step,
  editor,
  children,
}: {
  title: string;
  step: number;
  editor: MealEditor;
  children: ReactNode;
}) {
  return (
    <Part aria-label={title}>
      <header>
        <h3>{title}</h3>
        <Button variant="ghost" size="sm" aria-label={`Edit ${title.toLowerCase()}`} onClick={() => editor.goTo(step)}>
          Edit
        </Button>
      </header>
      {children}
    </Part>
  );
}

/** Step 6: the meal as it will be saved, each part with a way back to its step. */
export const StepReview = observer(function StepReview({ editor }: { editor: MealEditor }) {
  const reference = useStore(ReferenceStore);
  const allergens = useCached(reference.listAllergens());
  const dietary = useCached(reference.listDietaryOfferings());
  const { draft } = editor;
  const nameOf = (items: { id: string; name: string }[] | undefined, id: string) =>
    items?.find((item) => item.id === id)?.name ?? id;
  const prices = draft.options.map((option) => ({ price: parsePounds(option.price) ?? 0 }));

  return (
    <Layout>
      <Hero>
        <MealThumbnail media={draft.media} size="7rem" />
        <div>
          <h3>{draft.name.trim() || 'Untitled meal'}</h3>
          <p>{draft.description.trim() || 'No description yet.'}</p>
        </div>
      </Hero>

      <ReviewPart title={MEAL_STEPS[0]} step={1} editor={editor}>
        <DescriptionList>
          <dt>Status</dt>
          <dd>
            <Badge tone={MEAL_STATUS_TONES[draft.status]}>{MEAL_STATUS_LABELS[draft.status]}</Badge>
          </dd>
          <dt>Category</dt>
          <dd>{editor.category?.name ?? none('No category')}</dd>
          <dt>Tags</dt>
          <dd>{list(draft.tags)}</dd>
        </DescriptionList>
      </ReviewPart>

      <ReviewPart title={MEAL_STEPS[1]} step={2} editor={editor}>
        <p>
          {draft.media.length === 0
            ? 'No photo: your menu shows a placeholder.'
            : `${draft.media.length} ${draft.media.length === 1 ? 'photo' : 'photos'}; the first is the cover.`}
        </p>
      </ReviewPart>

      <ReviewPart title={MEAL_STEPS[2]} step={3} editor={editor}>
        <Options>
          <caption css={visuallyHidden}>Options</caption>
          <ColumnHeads names={['Size', 'Price', 'Servings']} />
          <tbody>
            {draft.options.map((option) => (
              <tr key={option.key}>
                <td>{option.size}</td>
                <td>{formatGbp(parsePounds(option.price) ?? 0)}</td>
                <td>{option.servings}</td>
              </tr>
            ))}
          </tbody>
        </Options>
        <DescriptionList css={{ marginTop: '0.75rem' }}>
          <dt>Price range</dt>
          <dd>{priceRange(prices)}</dd>
          <dt>Serving type</dt>
          <dd>{draft.servingType}</dd>
        </DescriptionList>
      </ReviewPart>

      <ReviewPart title={MEAL_STEPS[3]} step={4} editor={editor}>
        <DescriptionList>
          <dt>Ingredients</dt>
          <dd>{list(draft.ingredients.map((ingredient) => ingredient.name))}</dd>
          <dt>Custom ingredients</dt>
          <dd>{list(draft.customIngredients)}</dd>
          <dt>Additives</dt>
          <dd>{list(draft.additives)}</dd>
          <dt>Allergens</dt>
          <dd>
            {draft.allergens.length > 0 ? (
              <Strong>{draft.allergens.map((id) => nameOf(allergens.data, id)).join(', ')}</Strong>
            ) : draft.confirmNoAllergen ? (
              'None of the 14 allergens'
            ) : (
              none('Not confirmed')
            )}
          </dd>
          <dt>Dietary</dt>
          <dd>{list(draft.dietaryClassification.map((id) => nameOf(dietary.data, id)))}</dd>
          <dt>Spice level</dt>
          <dd>
            {draft.spiceLevel} · {SPICE_LEVELS[draft.spiceLevel]}
          </dd>
        </DescriptionList>
      </ReviewPart>

      <ReviewPart title={MEAL_STEPS[4]} step={5} editor={editor}>
        <DescriptionList>
          <dt>Weekdays</dt>
          <dd>
            <WeekdayLetters availability={draft.availability} /> {availabilityLabel(draft.availability)}
          </dd>
          <dt>Daily stock</dt>
          <dd>{draft.dailyStock.trim() ? `${draft.dailyStock.trim()} portions a day` : 'No limit'}</dd>
          <dt>Dates that differ</dt>
          <dd>
            {draft.customAvailability.length === 0
              ? none()
              : draft.customAvailability.map((window) => (
                  <span key={window.key} css={{ display: 'block' }}>
                    {formatDate(window.startDate)} to {formatDate(window.endDate)}:{' '}
                    {window.available ? 'available' : 'not available'}
                    {window.status === 'inactive' && ' (inactive)'}
                  </span>
                ))}
          </dd>
        </DescriptionList>
      </ReviewPart>
    </Layout>
  );
});
