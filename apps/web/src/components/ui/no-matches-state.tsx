import { Button } from './button';
import { EmptyState, type EmptyStateProps } from './empty-state';

export interface NoMatchesStateProps {
  title: string;
  description: string;
  onClear: () => void;
  clearLabel?: string;
}

/** What a filtered list shows when nothing matches: a title, one line of help and the button that clears the filters. */
export function NoMatchesState({ title, description, onClear, clearLabel = 'Clear filters' }: NoMatchesStateProps) {
  return (
    <EmptyState
      title={title}
      description={description}
      action={
        <Button variant="secondary" onClick={onClear}>
          {clearLabel}
        </Button>
      }
    />
  );
}

/**
 * What a list with filters shows when it has no rows: while filtered, that nothing matches (with the button that
 * clears the filters); otherwise that it has nothing yet.
 */
export function ListEmptyState({
  filtered,
  noMatches,
  empty,
}: {
  filtered: boolean;
  noMatches: NoMatchesStateProps;
  empty: EmptyStateProps;
}) {
  return filtered ? <NoMatchesState {...noMatches} /> : <EmptyState {...empty} />;
}
