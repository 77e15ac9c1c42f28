import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { secondaryText } from './text-styles';
import { wrappingRow } from './toolbar';

/** The frame of every card-like box: border, rounded corners, surface, shadow and padding (less on phones). */
export const cardFrame = ({ theme }: { theme: Theme }) => css`
  padding: 1.25rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
  ${theme.media.mobile} {
    padding: 1rem;
  }
`;

export const CardRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  min-width: 0;
  ${cardFrame}
`;

const CardHeader = styled.header`
  ${wrappingRow}
  align-items: flex-start;
  justify-content: space-between;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin-top: 0.25rem;
    ${secondaryText}
  }
`;

interface CardProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}

/** A framed section of a page, with an optional heading (h2), description and actions. */
export function Card({ title, description, actions, children, ...props }: CardProps) {
  return (
    <CardRoot {...props}>
      {(title || actions) && (
        <CardHeader>
          <div>
            {title && <h2>{title}</h2>}
            {description && <p>{description}</p>}
          </div>
          {actions}
        </CardHeader>
      )}
      {children}
    </CardRoot>
  );
}
