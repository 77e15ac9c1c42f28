import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import type { ComponentPropsWithRef } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface VariantLook {
  background: string;
  color: string;
  border?: string;
  hover: string;
}

/** Each variant's fill, ink, border and what hovering changes. */
const variantLooks = ({ colors }: Theme): Record<ButtonVariant, VariantLook> => ({
  primary: { background: colors.primary, color: colors.onPrimary, hover: `background: ${colors.primaryHover};` },
  secondary: {
    background: colors.surface,
    color: colors.text,
    border: colors.border,
    hover: `background: ${colors.surfaceMuted};`,
  },
  ghost: { background: 'transparent', color: colors.text, hover: `background: ${colors.surfaceMuted};` },
  // The dark theme's danger is a light red: white on it fails contrast, the on-primary ink passes in both.
  danger: { background: colors.danger, color: colors.onPrimary, hover: 'filter: brightness(0.92);' },
});

const variants = (theme: Theme, variant: ButtonVariant) => {
  const look = variantLooks(theme)[variant];
  return css`
    background: ${look.background};
    color: ${look.color};
    ${look.border && `border-color: ${look.border};`}
    &:hover:not(:disabled) {
      ${look.hover}
    }
  `;
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-height: 2rem; padding: 0 0.75rem; font-size: 0.875rem;',
  md: 'min-height: 2.5rem; padding: 0 1rem; font-size: 1rem;',
  lg: 'min-height: 3rem; padding: 0 1.5rem; font-size: 1.0625rem;',
};

interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

const StyledButton = styled('button', {
  shouldForwardProp: (prop) => !['variant', 'size', 'fullWidth'].includes(prop),
})<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  cursor: pointer;
  text-decoration: none;
  white-space: nowrap;
  transition:
    background-color 120ms ease,
    filter 120ms ease;
  width: ${({ fullWidth }) => (fullWidth ? '100%' : 'auto')};
  ${({ size = 'md' }) => sizes[size]}
  ${({ theme, variant = 'primary' }) => variants(theme, variant)}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export type ButtonProps = ComponentPropsWithRef<'button'> & ButtonStyleProps;

/** The one button; `variant` picks colours, `size` the height. Defaults to type="button". */
export function Button({ type = 'button', ...props }: ButtonProps) {
  return <StyledButton type={type} {...props} />;
}

const SquareButton = styled(StyledButton)`
  padding: 0;
  width: 2.5rem;
  min-height: 2.5rem;
  flex-shrink: 0;
`;

/** A square button holding only an icon, so it must carry an accessible name. */
export function IconButton({ type = 'button', variant = 'ghost', ...props }: ButtonProps & { 'aria-label': string }) {
  return <SquareButton type={type} variant={variant} {...props} />;
}

/** Link styles for anchors that look like buttons. */
export const buttonLinkStyles = (theme: Theme, variant: ButtonVariant = 'primary', size: ButtonSize = 'md') => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 1px solid transparent;
  border-radius: ${theme.radii.md};
  font-weight: 600;
  text-decoration: none;
  ${sizes[size]}
  ${variants(theme, variant)}
`;
