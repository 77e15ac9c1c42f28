import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { typeInto } from '@/testing/keyboard';
import { render } from '@/testing/render';
import { BoundTextFields, PERSON_NAME_FIELDS } from './bound-text-fields';
import { textFieldBinder } from './text-field-binding';

type Names = { firstName: string; lastName: string };

const fieldNamed = (container: HTMLElement, label: string) => {
  const id = Array.from(container.querySelectorAll('label')).find((item) => item.textContent === label)!.htmlFor;
  return document.getElementById(id) as HTMLInputElement;
};

/** A form whose values live in a MobX store, as the onboarding steps keep theirs. */
const StoreForm = observer(function StoreForm({
  draft,
}: {
  draft: Names & { set(key: keyof Names, value: string): void };
}) {
  const field = textFieldBinder<Names>(draft, {}, (key, value) => draft.set(key, value));
  return <BoundTextFields fields={PERSON_NAME_FIELDS} field={field} />;
});

/** A form whose values are React state, as the profile keeps its draft. */
function StateForm() {
  const [values, setValues] = useState<Names>({ firstName: '', lastName: '' });
  const field = textFieldBinder(values, {}, (key, value) => setValues((current) => ({ ...current, [key]: value })));
  return <BoundTextFields fields={PERSON_NAME_FIELDS} field={field} />;
}

describe('text fields bound to a form', () => {
  it('show each key as it is typed when the values live in a store, before anything else read them', () => {
    const draft = makeAutoObservable({
      firstName: '',
      lastName: '',
      set(key: keyof Names, value: string) {
        this[key] = value;
      },
    });
    const { container, unmount } = render(<StoreForm draft={draft} />);
    const first = fieldNamed(container, 'First name');
    typeInto(first, 'Mary');
    expect(first.value).toBe('Mary');
    expect(draft.firstName).toBe('Mary');
    const last = fieldNamed(container, 'Last name');
    typeInto(last, 'Mensah');
    expect(last.value).toBe('Mensah');
    expect(first.value).toBe('Mary');
    unmount();
  });

  it('show each key as it is typed when the values are React state', () => {
    const { container, unmount } = render(<StateForm />);
    const first = fieldNamed(container, 'First name');
    typeInto(first, 'Ada');
    expect(first.value).toBe('Ada');
    unmount();
  });
});
