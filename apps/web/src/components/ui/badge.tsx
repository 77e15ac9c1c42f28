import styled from '@emotion/styled';
import { toneColors, type Tone } from './tones';

export type BadgeTone = Tone;

/** A short status label; its tone carries the meaning, its text says it (colour is never the only cue). */
export const Badge = styled('span', { shouldForwardProp: (prop) => prop !== 'tone' })<{ tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  padding: 0.125rem 0.625rem;
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
  background: ${({ theme, tone = 'neutral' }) => toneColors(theme, tone)[0]};
  color: ${({ theme, tone = 'neutral' }) => toneColors(theme, tone)[1]};
  &::before {
    content: '';
    width: 0.4rem;
    height: 0.4rem;
    border-radius: 50%;
    background: currentColor;
  }
`;
