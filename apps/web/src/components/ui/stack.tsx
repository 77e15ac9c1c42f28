import styled from '@emotion/styled';
import { oneColumnOnPhone } from './phone-rules';

export interface StackProps {
  /** The space between the children (1rem unless given). */
  gap?: string;
}

/**
 * Children one under another, `gap` apart: the column most forms, steps and loading placeholders are made of. A form
 * that is such a column is `Stack.withComponent('form')`.
 */
export const Stack = styled('div', { shouldForwardProp: (prop) => prop !== 'gap' })<StackProps>`
  display: flex;
  flex-direction: column;
  gap: ${({ gap = '1rem' }) => gap};
`;

/** Two equal columns, `gap` apart (1rem unless given); one column on a phone. */
export const TwoColumns = styled('div', { shouldForwardProp: (prop) => prop !== 'gap' })<StackProps>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ gap = '1rem' }) => gap};
  ${oneColumnOnPhone}
`;
