import styled from '@emotion/styled';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { secondaryText } from '@/components/ui/text-styles';
import { useHydrated } from './basket';
import { formatGbp } from './format';
import type { StorefrontMeal, StorefrontOption } from '@vendor/api-types/storefront';

/** The 14 allergens UK food law names; a meal's card says which of them it contains. */
export const UK_ALLERGEN_COUNT = 14;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;
`;

const Photo = styled.img`
  width: 100%;
  aspect-ratio: 16 / 10;
  height: auto;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1rem;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  ${secondaryText}
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
`;

const Disclosure = styled.details`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: 0.5rem;
  summary {
    cursor: pointer;
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    min-height: 2.5rem;
    display: flex;
    align-items: center;
  }
  dl {
    margin: 0.25rem 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0 0 0.5rem;
  }
`;

const Options = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const OptionRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  padding: 0.625rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const OptionText = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Stock = styled.span<{ soldOut: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme, soldOut }) => (soldOut ? theme.colors.danger : theme.colors.warning)};
`;

const servings = (n: number) => `serves ${n}`;

/** The meal's spice level (0 to 5) in words; 0 is not shown. */
export const spiceText = (level: number) =>
  `${['Not spicy', 'Mild', 'Medium', 'Hot', 'Very hot', 'Extra hot'][level] ?? 'Spicy'} (${level}/5 spice)`;

function OptionLine({
  meal,
  option,
  onAdd,
}: {
  meal: StorefrontMeal;
  option: StorefrontOption;
  onAdd: (meal: StorefrontMeal, option: StorefrontOption) => void;
}) {
  // The server's page shows the button before the browser can act on it: it stays off until the page has hydrated,
  // so a press on a slow phone is not lost.
  const ready = useHydrated();
  return (
    <OptionRow>
      <OptionText>
        <span>
          {option.size} · {servings(option.servings)}
        </span>
        <strong>{formatGbp(option.price)}</strong>
        {option.soldOut ? (
          <Stock soldOut>Sold out</Stock>
        ) : (
          option.stockLeft !== null && <Stock soldOut={false}>{option.stockLeft} left</Stock>
        )}
      </OptionText>
      <Button
        size="sm"
        variant={option.soldOut ? 'secondary' : 'primary'}
        disabled={option.soldOut || !ready}
        aria-label={`Add to basket: ${meal.name}, ${option.size}`}
        onClick={() => onAdd(meal, option)}
      >
        Add to basket
      </Button>
    </OptionRow>
  );
}

function MealCard({
  meal,
  onAdd,
}: {
  meal: StorefrontMeal;
  onAdd: (meal: StorefrontMeal, option: StorefrontOption) => void;
}) {
  return (
    <Card aria-labelledby={`meal-${meal.id}`}>
      {meal.photoUrl && <Photo src={meal.photoUrl} alt={meal.name} width={400} height={300} loading="lazy" />}
      <Body>
        <h3 id={`meal-${meal.id}`}>{meal.name}</h3>
        {meal.description && <Muted>{meal.description}</Muted>}
        {(meal.dietary.length > 0 || meal.spiceLevel > 0) && (
          <Tags>
            {meal.dietary.map((name) => (
              <Badge key={name} tone="success">
                {name}
              </Badge>
            ))}
            {meal.spiceLevel > 0 && <Badge tone="warning">{spiceText(meal.spiceLevel)}</Badge>}
          </Tags>
        )}
        <Options aria-label={`${meal.name} options`}>
          {meal.options.map((option) => (
            <OptionLine key={option.id} meal={meal} option={option} onAdd={onAdd} />
          ))}
        </Options>
        <Disclosure>
          <summary>Allergens and ingredients</summary>
          <dl>
            <dt>Allergens (of the {UK_ALLERGEN_COUNT} UK allergens)</dt>
            <dd>{meal.allergens.length > 0 ? `Contains ${meal.allergens.join(', ')}` : 'None of the 14 allergens'}</dd>
            <dt>Ingredients</dt>
            <dd>{meal.ingredients.length > 0 ? meal.ingredients.join(', ') : 'Ask the kitchen'}</dd>
          </dl>
        </Disclosure>
      </Body>
    </Card>
  );
}

/** The meals on the menu for one delivery date, each option with its price, stock and "Add to basket". */
export function MenuList({
  meals,
  onAdd,
}: {
  meals: StorefrontMeal[];
  onAdd: (meal: StorefrontMeal, option: StorefrontOption) => void;
}) {
  return (
    <Grid>
      {meals.map((meal) => (
        <MealCard key={meal.id} meal={meal} onAdd={onAdd} />
      ))}
    </Grid>
  );
}
