import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { Stack } from './stack';

const shimmer = keyframes`
  from { opacity: 1; }
  50% { opacity: 0.45; }
  to { opacity: 1; }
`;

/** A grey placeholder block in the shape of content that is loading. */
export const Skeleton = styled.span<{ width?: string; height?: string }>`
  display: block;
  width: ${({ width = '100%' }) => width};
  height: ${({ height = '1rem' }) => height};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Placeholder rows for a list or table; announced once to screen readers as loading. */
export function SkeletonRows({
  rows = 5,
  label = 'Loading',
  height = '2.75rem',
}: {
  rows?: number;
  label?: string;
  height?: string;
}) {
  return (
    <Stack gap="0.75rem" role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={height} />
      ))}
    </Stack>
  );
}
