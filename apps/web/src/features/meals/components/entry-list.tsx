import { observer } from 'mobx-react-lite';
import styled from '@emotion/styled';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { TextInput } from '@/components/ui/text-input';
import { tonedBox } from '@/components/ui/tones';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  > :first-child {
    flex: 1 1 auto;
  }
  > button {
    /* Level with the input: below the label line and its gap, as tall as the input. */
    margin-top: calc(${({ theme }) => theme.fontSizes.sm} * 1.5 + 0.375rem);
    height: 2.75rem;
  }
`;

const Items = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0.5rem 0 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  max-width: 100%;
  padding: 0.125rem 0.25rem 0.125rem 0.75rem;
  ${tonedBox('primary', 'full')}
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  span {
    overflow-wrap: anywhere;
  }
  button {
    display: grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    border: none;
    border-radius: 50%;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  button:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export interface EntryListProps {
  label: string;
  /** What the entries are called one by one, for the remove buttons ("Remove tag spicy"). */
  itemName: string;
  items: readonly string[];
  /** Adds what was typed; the list decides how to split it and which entries it ignores. */
  onAdd: (text: string) => void;
  /** Pressing an entry again takes it out. */
  onRemove: (item: string) => void;
  hint?: string;
  error?: string;
  placeholder?: string;
  /** Keeps the typed text in a store (so leaving the step does not lose it). */
  value?: string;
  onValueChange?: (text: string) => void;
}

/** Free-text entries typed one at a time (or several at once): a box with Add, then the entries as removable chips. */
export const EntryList = observer(function EntryList({
  label,
  itemName,
  items,
  onAdd,
  onRemove,
  hint,
  error,
  placeholder,
  value,
  onValueChange,
}: EntryListProps) {
  const [local, setLocal] = useState('');
  const text = value ?? local;
  const setText = onValueChange ?? setLocal;
  const listId = useId();
  const add = () => {
    if (!text.trim()) return;
    onAdd(text);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <div>
      <Row>
        <TextInput
          label={label}
          value={text}
          hint={hint}
          error={error}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" onClick={add} aria-label={`Add ${label.toLowerCase()}`}>
          Add
        </Button>
      </Row>
      {items.length > 0 && (
        <Items aria-label={label} id={listId}>
          {items.map((item) => (
            <Item key={item}>
              <span>{item}</span>
              <button type="button" aria-label={`Remove ${itemName} ${item}`} onClick={() => onRemove(item)}>
                <CloseIcon size={14} />
              </button>
            </Item>
          ))}
        </Items>
      )}
    </div>
  );
});
