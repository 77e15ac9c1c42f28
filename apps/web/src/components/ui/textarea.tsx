import styled from '@emotion/styled';
import { controlStyles, labelledText, type LabelledTextProps } from './field';

const Area = styled.textarea<{ invalid: boolean }>`
  ${controlStyles}
  min-height: 6.5rem;
  resize: vertical;
`;

export type TextareaProps = LabelledTextProps<'textarea'>;

/** Labelled multiline input with error and counter. */
export const Textarea = labelledText<'textarea'>(Area);
