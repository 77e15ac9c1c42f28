import styled from '@emotion/styled';
import { controlStyles, labelledText, type LabelledTextProps } from './field';

const Input = styled.input<{ invalid: boolean }>`
  ${controlStyles}
`;

export type TextInputProps = LabelledTextProps<'input'>;

/** Labelled text input with its error under the field. */
export const TextInput = labelledText<'input'>(Input);
