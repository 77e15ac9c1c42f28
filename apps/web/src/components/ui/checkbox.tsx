import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

/** A control's label that is pressed with a pointer, with its optional note (`small`) on a line under it, muted. */
export const labelWithNote = ({ theme }: { theme: Theme }) => css`
  label {
    cursor: pointer;
  }
  small {
    display: block;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.xs};
  }
`;

const Root = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.625rem;
  input {
    flex-shrink: 0;
    width: 1.125rem;
    height: 1.125rem;
    margin-top: 0.15rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  ${labelWithNote}
`;

/** A labelled native checkbox. */
export function Checkbox({
  label,
  description,
  id,
  ...props
}: Omit<ComponentPropsWithRef<'input'>, 'type'> & { label: ReactNode; description?: string }) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <Root>
      <input id={inputId} type="checkbox" {...props} />
      <label htmlFor={inputId}>
        {label}
        {description && <small>{description}</small>}
      </label>
    </Root>
  );
}
