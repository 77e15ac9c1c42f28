import { Button } from './button';
import { EmptyState } from './empty-state';

/** What a filtered list shows when nothing matches: a title, one line of help and the button that clears the filters. */
export function NoMatchesState({
  title,
  description,
  onClear,
  clearLabel = 'Clear filters',
}: {
  title: string;
  description: string;
  onClear: () => void;
  clearLabel?: string;
}) {
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
