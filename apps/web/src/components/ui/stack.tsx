import styled from '@emotion/styled';

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
