import { css, type Theme } from '@emotion/react';

export type Tone = 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'primary';

/** Each tone's background and ink. */
export const toneColors = ({ colors }: Theme, tone: Tone): [string, string] => {
  const tones: Record<Tone, [string, string]> = {
    success: [colors.successSoft, colors.success],
    warning: [colors.warningSoft, colors.warning],
    danger: [colors.dangerSoft, colors.danger],
    info: [colors.infoSoft, colors.info],
    primary: [colors.primarySoft, colors.primary],
    neutral: [colors.surfaceMuted, colors.textMuted],
  };
  return tones[tone];
};

/**
 * A box tinted in one tone: bordered in the tone's ink, filled with its background, with the kit's rounded corners
 * (`md` unless another radius is given).
 */
export const tonedBox =
  (tone: Tone, radius: keyof Theme['radii'] = 'md') =>
  ({ theme }: { theme: Theme }) => {
    const [background, ink] = toneColors(theme, tone);
    return css`
      border: 1px solid ${ink};
      border-radius: ${theme.radii[radius]};
      background: ${background};
    `;
  };
