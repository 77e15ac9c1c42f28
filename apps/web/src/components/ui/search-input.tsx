import styled from '@emotion/styled';
import { useId, type ComponentPropsWithRef } from 'react';
import { visuallyHidden } from '@/styles/visually-hidden';
import { controlStyles } from './field';
import { SearchIcon } from './icons';

const Root = styled.div`
  position: relative;
  min-width: 0;
  flex: 1 1 16rem;
  label {
    ${visuallyHidden}
  }
  svg {
    position: absolute;
    left: 0.75rem;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
`;

const Input = styled.input`
  ${({ theme }) => controlStyles({ theme, invalid: false })}
  padding-left: 2.5rem;
`;

/** A search box with a spoken label; the caller debounces (useDebouncedValue) or applies it on Enter. */
export function SearchInput({ label, ...props }: Omit<ComponentPropsWithRef<'input'>, 'type'> & { label: string }) {
  const id = useId();
  return (
    <Root>
      <label htmlFor={id}>{label}</label>
      <SearchIcon size={18} />
      <Input id={id} type="search" placeholder={label} autoComplete="off" {...props} />
    </Root>
  );
}
