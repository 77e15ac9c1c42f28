import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import type { ComponentPropsWithRef } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants = (theme: Theme, variant: ButtonVariant) => {
  const { colors } = theme;
  switch (variant) {
    case 'primary':
      return css`
        background: ${colors.primary};
        color: ${colors.onPrimary};
        &:hover:not(:disabled) {
          background: ${colors.primaryHover};
        }
      `;
    case 'secondary':
      return css`
        background: ${colors.surface};
        color: ${colors.text};
        border-color: ${colors.border};
        &:hover:not(:disabled) {
          background: ${colors.surfaceMuted};
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${colors.text};
        &:hover:not(:disabled) {
          background: ${colors.surfaceMuted};
        }
      `;
    case 'danger':
      return css`
        background: ${colors.danger};
        /* The dark theme's danger is a light red: white on it fails contrast, the on-primary ink passes in both. */
        color: ${colors.onPrimary};
        &:hover:not(:disabled) {
          filter: brightness(0.92);
        }
      `;
  }
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
