import styled from '@emotion/styled';
import type { ApiError } from '@/lib/api-error';
import { Button } from './button';
import { AlertIcon } from './icons';
import { tonedBox } from './tones';
import { wrappingRow } from './toolbar';

const Root = styled.div`
  ${wrappingRow}
  align-items: center;
  gap: 0.75rem 1rem;
  padding: 1rem 1.25rem;
  ${tonedBox('danger')}
  color: ${({ theme }) => theme.colors.danger};
  p {
    flex: 1 1 16rem;
  }
`;

/** A read that failed: what failed, why, and a Retry that fetches again. */
export function ErrorState({
  title = 'Something went wrong',
  error,
  message,
  onRetry,
}: {
  title?: string;
  error?: ApiError | null;
  message?: string;
  onRetry?: () => void;
}) {
  const detail = message ?? error?.message;
  return (
    <Root role="alert">
      <AlertIcon />
      <p>
        <strong>{title}.</strong> {detail}
      </p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Root>
  );
}
