import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ size: number }>`
  display: inline-block;
  width: ${({ size }) => size}px;
  height: ${({ size }) => size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 700ms linear infinite;
`;

/** Busy indicator with a spoken label. */
export function Spinner({ label = 'Loading', size = 20 }: { label?: string; size?: number }) {
  return <Ring size={size} role="status" aria-label={label} />;
}

const Center = styled.div`
  display: grid;
  place-items: center;
  min-height: 40vh;
  color: ${({ theme }) => theme.colors.primary};
`;

/** Fallback while a lazy route chunk loads. */
export function PageSpinner() {
  return (
    <Center>
      <Spinner size={32} />
    </Center>
  );
}
