import type { Meal, MealStatus } from '@vendor/api-types';
import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button, buttonLinkStyles, IconButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { type Column } from '@/components/ui/data-table';
import { PlusIcon, TrashIcon, UtensilsIcon } from '@/components/ui/icons';
import { ListEmptyState } from '@/components/ui/no-matches-state';
import { PagedTable } from '@/components/ui/paged-table';
import { FilterSearch, FilterSelect, labelledOptions, StatusFilter } from '@/components/ui/list-filter-controls';
import { Toolbar } from '@/components/ui/toolbar';
import { paths } from '@/config/paths';
import { useSearchBox } from '@/hooks/use-search-box';
import { useCached } from '@/stores/base/use-cached';
import { ReferenceStore } from '@/stores/reference-store';
import { useStore, useStores } from '@/stores/stores-context';
import { MEALS_PAGE_SIZE, MealsStore } from '../stores/meals-store';
import { MEAL_STATUS_LABELS, MEAL_STATUS_TONES, MEAL_STATUSES, priceRange } from '../utils/meal-display';
import { SoldOutDialog } from './sold-out-dialog';
import { MealThumbnail } from './meal-thumbnail';
import { WeekdayLetters } from './weekday-letters';

const Filters = styled(Toolbar)`
  > :first-of-type {
    flex: 2 1 16rem;
  }
  > div {
    flex: 1 1 11rem;
  }
  ${({ theme }) => theme.media.mobile} {
    > div {
      flex-basis: 8rem;
    }
  }
`;

const MealCell = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-width: 0;
  text-align: left;
  a,
  strong {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  small {
    display: block;
    margin-top: 0.125rem;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    overflow-wrap: anywhere;
  }
`;

const Price = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Availability = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.25rem;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  ${({ theme }) => theme.media.mobile} {
    align-items: flex-end;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  justify-content: flex-end;
  gap: 0.5rem;
  ${({ theme }) => theme.media.mobile} {
    justify-content: flex-start;
    width: 100%;
    > :first-of-type {
      flex: 1 1 auto;
    }
  }
  > * {
    min-height: 2.5rem;
  }
`;

const statusOptions = labelledOptions(MEAL_STATUSES, MEAL_STATUS_LABELS);

const isStatus = (value: string | null): value is MealStatus => MEAL_STATUSES.includes(value as MealStatus);
/** The longest search the contract accepts. */
const SEARCH_LIMIT = 100;
/** Category ids are UUIDs; anything else in a typed or stale URL is ignored rather than sent. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The list's filters, read from and written to the URL so Back returns to the same page. */
function useMealFilters() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const filters = {
    search: (params.get('search') ?? '').slice(0, SEARCH_LIMIT),
    status: isStatus(statusParam) ? statusParam : undefined,
    categoryId: UUID.test(params.get('category') ?? '') ? (params.get('category') ?? '') : '',
    pageNumber: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };
  // Two changes before the next render (a quick second click) must build on each other, not on the rendered URL.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = (changes: Partial<Record<'search' | 'status' | 'category' | 'page', string | undefined>>) => {
    const next = new URLSearchParams(latest.current);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    // Another filter shows another set of meals: start again at its first page.
    if (!('page' in changes)) next.delete('page');
    latest.current = next;
    setParams(next, { replace: true });
  };
  return { filters, update, query: params.toString() };
}

/** The menu: meals with photo, category, price range, status and weekdays; search, filters, paging and actions. */
export const MealList = observer(function MealList() {
  const meals = useStore(MealsStore);
  const reference = useStore(ReferenceStore);
  const canManage = useStores().auth.can('meals.manage');
  const theme = useTheme();
  const { filters, update, query } = useMealFilters();

  // Typing shows at once; the search runs once typing pauses (300 ms).
  const searchBox = useSearchBox(filters.search, (search) => update({ search }));
  const clearSearch = searchBox[2];

  useEffect(() => meals.rememberListSearch(query), [meals, query]);

  const read = useCached(
    meals.listMeals({
      pageNumber: filters.pageNumber,
      pageSize: MEALS_PAGE_SIZE,
      search: filters.search || undefined,
      status: filters.status,
      categoryId: filters.categoryId || undefined,
    }),
  );
  const categories = useCached(reference.listMealCategories());

  const [deleting, setDeleting] = useState<Meal | null>(null);
  const [soldOut, setSoldOut] = useState<Meal | null>(null);
  const filtered = Boolean(filters.search || filters.status || filters.categoryId);
  const clearFilters = () => {
    clearSearch();
    update({ search: undefined, status: undefined, category: undefined });
  };

  const addMealLink = (
    <Link to={paths.dashboard.menuCreate.getHref()} css={[buttonLinkStyles(theme), { gap: '0.5rem' }]}>
      <PlusIcon size={18} /> Add meal
    </Link>
  );

  const columns: Column<Meal>[] = [
    {
      key: 'meal',
      header: 'Meal',
      label: '',
      cell: (meal) => (
        <MealCell>
          <MealThumbnail media={meal.media} />
          <div>
            {canManage ? (
              <Link to={paths.dashboard.menuEdit.getHref(meal.id)}>{meal.name}</Link>
            ) : (
              <strong>{meal.name}</strong>
            )}
            <small>
              {meal.options.length} {meal.options.length === 1 ? 'option' : 'options'}
              {meal.tags.length > 0 && ` · ${meal.tags.join(', ')}`}
            </small>
          </div>
        </MealCell>
      ),
    },
    {
      key: 'category',
      header: 'Category',
      cell: (meal) => meal.categories[0]?.name ?? 'No category',
    },
    {
      key: 'price',
      header: 'Price',
      cell: (meal) => <Price>{priceRange(meal.options)}</Price>,
    },
    {
      key: 'status',
      header: 'Status',
      cell: (meal) => <Badge tone={MEAL_STATUS_TONES[meal.status]}>{MEAL_STATUS_LABELS[meal.status]}</Badge>,
    },
    {
      key: 'availability',
      header: 'Availability',
      cell: (meal) => (
        <Availability>
          <WeekdayLetters availability={meal.availability} />
          <small>{meal.dailyStock === null ? 'No daily limit' : `${meal.dailyStock} a day`}</small>
        </Availability>
      ),
    },
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      label: '',
      align: 'end',
      cell: (meal) => {
        const published = meal.status === 'published';
        return (
          <Actions>
            <Button
              size="sm"
              variant={published ? 'secondary' : 'primary'}
              disabled={meals.isToggling(meal.id)}
              aria-label={`${published ? 'Unpublish' : 'Publish'} ${meal.name}`}
              onClick={() => void meals.togglePublished(meal)}
            >
              {published ? 'Unpublish' : 'Publish'}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Sold out dates of ${meal.name}`}
              onClick={() => setSoldOut(meal)}
            >
              Sold out…
            </Button>
            <Link
              to={paths.dashboard.menuEdit.getHref(meal.id)}
              aria-label={`Edit ${meal.name}`}
              css={buttonLinkStyles(theme, 'secondary', 'sm')}
            >
              Edit
            </Link>
            <IconButton aria-label={`Delete ${meal.name}`} onClick={() => setDeleting(meal)}>
              <TrashIcon size={18} />
            </IconButton>
          </Actions>
        );
      },
    });
  }

  const empty = (
    <ListEmptyState
      filtered={filtered}
      noMatches={{
        title: 'No meals match these filters',
        description: 'Try another search, status or category.',
        onClear: clearFilters,
      }}
      empty={{
        icon: <UtensilsIcon size={32} />,
        title: 'No meals yet',
        description:
          'Add your first meal with its photos, sizes and prices, allergens and the days you cook it. It stays a draft until you publish it.',
        action: canManage ? addMealLink : undefined,
      }}
    />
  );

  // A kitchen without a single meal needs the way to add one, not filters.
  const noMealsAtAll = !filtered && read.data?.meta.totalNumberOfRecords === 0;

  return (
    <section aria-label="Meals">
      {!noMealsAtAll && (
        <Filters role="search">
          <FilterSearch label="Search meals by name" maxLength={SEARCH_LIMIT} box={searchBox} />
          <StatusFilter options={statusOptions} value={filters.status} onChange={(status) => update({ status })} />
          <FilterSelect
            label="Category"
            anyLabel="All categories"
            options={(categories.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
            value={filters.categoryId}
            onChange={(category) => update({ category })}
          />
        </Filters>
      )}

      <PagedTable
        read={read}
        pageNumber={filters.pageNumber}
        onPage={(pageNumber) => update({ page: String(pageNumber) })}
        pagesLabel="Meal pages"
        errorTitle="Your meals could not be loaded"
        tableBusyWhileStale
        caption="Meals"
        columns={columns}
        rowKey={(meal) => meal.id}
        empty={empty}
      />

      {soldOut && <SoldOutDialog meal={soldOut} onClose={() => setSoldOut(null)} />}

      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'this meal'}?`}
        message="It leaves your menu at once. Orders that already include it stay readable. This cannot be undone."
        confirmLabel="Delete meal"
        destructive
        busy={deleting ? meals.isPending(`deleteMeal:${deleting.id}`) : false}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          void meals.deleteMeal(deleting.id, deleting.name).then((result) => {
            if (result.ok) setDeleting(null);
          });
        }}
      />
    </section>
  );
});
