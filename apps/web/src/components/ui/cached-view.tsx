import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { Cached } from '@/stores/base/cached';
import { ErrorState } from './error-state';

export interface CachedViewProps<T> {
  /** The read to show, as `useCached` returns it. */
  read: Cached<T>;
  /** What failed, shown when the read failed before any data came in. */
  errorTitle: string;
  /** The placeholder while the first answer is awaited. */
  loading: ReactNode;
  /** The screen drawn from the data. */
  children: (data: T) => ReactNode;
}

/**
 * A cached read on screen: its data once there is some (a later failed refetch keeps it), else why it failed with a
 * Retry that fetches again, else the placeholder.
 */
export const CachedView = observer(function CachedView<T>({ read, errorTitle, loading, children }: CachedViewProps<T>) {
  if (read.data) return children(read.data);
  if (read.error) return <ErrorState title={errorTitle} error={read.error} onRetry={() => void read.refetch()} />;
  return loading;
}) as <T>(props: CachedViewProps<T>) => ReactNode;
