import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import {
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';
import { labelText } from './text-styles';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  min-width: 0;
`;

export const Label = styled.label`
  ${labelText}
  color: ${({ theme }) => theme.colors.text};
`;

const Meta = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 0.5rem;
  min-height: 1.125rem;
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 500;
`;

/** A secondary line of text (a hint, a dialog's message), in the muted colour. */
export const MutedText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Counter = styled.span<{ over: boolean }>`
  margin-left: auto;
  color: ${({ theme, over }) => (over ? theme.colors.danger : theme.colors.textMuted)};
  font-variant-numeric: tabular-nums;
`;

/** Shared look of inputs, textareas and selects. */
export const controlStyles = ({ theme, invalid }: { theme: Theme; invalid: boolean }) => `
  width: 100%;
  min-height: 2.75rem;
  padding: 0.625rem 0.75rem;
  border: 1px solid ${invalid ? theme.colors.danger : theme.colors.border};
  border-radius: ${theme.radii.md};
  background-color: ${theme.colors.surface};
  color: ${theme.colors.text};
  &::placeholder {
    color: ${theme.colors.textMuted};
    opacity: 0.8;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 0;
    border-color: ${theme.colors.focus};
  }
  &:disabled {
    opacity: 0.6;
  }
`;

export interface FieldMetaProps {
  id: string;
  error?: string;
  hint?: string;
  length?: number;
  limit?: number;
}

/** Error under the field, then the `n/limit` counter when a limit is given (not enforced). */
export function FieldMeta({ id, error, hint, length = 0, limit }: FieldMetaProps) {
  if (!error && !hint && limit === undefined) return null;
  return (
    <Meta>
      {error ? (
        <ErrorText id={`${id}-error`}>{error}</ErrorText>
      ) : hint ? (
        <MutedText id={`${id}-hint`}>{hint}</MutedText>
      ) : null}
      {limit !== undefined && (
        <Counter over={length > limit} id={`${id}-counter`}>
          {length}/{limit}
        </Counter>
      )}
    </Meta>
  );
}

/** ids the control should be described by, in reading order. */
export const describedBy = ({ id, error, hint, limit }: FieldMetaProps): string | undefined =>
  [error ? `${id}-error` : hint ? `${id}-hint` : null, limit !== undefined ? `${id}-counter` : null]
    .filter(Boolean)
    .join(' ') || undefined;

/** The props every labelled text control takes besides its element's own. */
export interface TextFieldProps {
  label: string;
  error?: string;
  hint?: string;
  /** Shows an `n/limit` counter; typing past the limit is allowed (validation flags it). */
  limit?: number;
}

/** What a labelled control hands its input, textarea or select: its id, whether it is invalid, what describes it. */
export interface ControlProps {
  id: string;
  invalid: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A label, the control it names and the error, hint and counter under it. `id` is generated unless given; the counter
 * counts `value` when it is text.
 */
export function LabelledControl({
  label,
  id,
  error,
  hint,
  limit,
  value,
  children,
}: Partial<Omit<FieldMetaProps, 'length'>> & {
  label: string;
  value?: unknown;
  children: (control: ControlProps) => ReactNode;
}) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <FieldRoot>
      <Label htmlFor={controlId}>{label}</Label>
      {children({
        id: controlId,
        invalid: Boolean(error),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy({ id: controlId, error, hint, limit }),
      })}
      <FieldMeta id={controlId} error={error} hint={hint} length={length} limit={limit} />
    </FieldRoot>
  );
}

/** The props of a labelled text control built on the native `element`: the element's own and the field's. */
export type LabelledTextProps<Element extends 'input' | 'textarea'> = Omit<ComponentPropsWithRef<Element>, 'children'> &
  TextFieldProps;

/**
 * A labelled text control whose field is `Control` (an input or textarea styled with `controlStyles`): the label, the
 * error, hint and counter come from LabelledControl, every other prop goes to the field.
 */
export function labelledText<Element extends 'input' | 'textarea'>(
  Control: ComponentType<ControlProps & Omit<ComponentPropsWithRef<Element>, 'children'>>,
): (props: LabelledTextProps<Element>) => ReactNode {
  // Past the label and its texts, the props are the element's own, which is what `Control` takes.
  const Field = Control as ComponentType<
    ControlProps & { value?: unknown; ref?: Ref<HTMLInputElement | HTMLTextAreaElement> }
  >;
  return function LabelledText({
    label,
    error,
    hint,
    limit,
    id,
    value,
    ...props
  }: TextFieldProps & { id?: string; value?: unknown }) {
    const { ref, onChange } = props as {
      ref?: Ref<HTMLInputElement | HTMLTextAreaElement>;
      onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
    };
    const element = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
    // One callback while the given ref stays the same, so React does not detach and attach it on every render.
    const attach = useCallback(
      (node: HTMLInputElement | HTMLTextAreaElement | null) => {
        element.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      },
      [ref],
    );
    // A prerendered page shows its fields before its code runs, and a person may type into one meanwhile: once the
    // code has taken the page over, what they typed becomes the field's value, as if typed now.
    useLayoutEffect(() => {
      const node = element.current;
      if (node && onChange && node.value !== String(value ?? '')) {
        onChange({ target: node, currentTarget: node } as ChangeEvent<HTMLInputElement | HTMLTextAreaElement>);
      }
      // Once, when the field first appears.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    return (
      <LabelledControl label={label} id={id} error={error} hint={hint} limit={limit} value={value}>
        {(control) => <Field {...control} value={value} {...props} ref={attach} />}
      </LabelledControl>
    );
  };
}
