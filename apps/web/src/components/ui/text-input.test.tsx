import { describe, expect, it } from 'vitest';
import { render } from '@/testing/render';
import { Textarea } from './textarea';
import { TextInput } from './text-input';

describe('TextInput', () => {
  it('labels the input and shows the error under it', () => {
    const { container, unmount } = render(
      <TextInput label="E-mail address" value="nope" error="Invalid email" onChange={() => undefined} />,
    );
    const input = container.querySelector('input')!;
    const label = container.querySelector('label')!;
    expect(label.getAttribute('for')).toBe(input.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(error.textContent).toBe('Invalid email');
    unmount();
  });

  it('shows no error or counter when there is none', () => {
    const { container, unmount } = render(<TextInput label="Full name" value="Ada" onChange={() => undefined} />);
    expect(container.querySelector('input')!.hasAttribute('aria-describedby')).toBe(false);
    expect(container.textContent).toBe('Full name');
    unmount();
  });
});

describe('Textarea', () => {
  it('shows the n/limit counter without enforcing the limit', () => {
    const long = 'x'.repeat(125);
    const { container, unmount } = render(
      <Textarea label="Meal plan" limit={120} value={long} onChange={() => undefined} />,
    );
    const area = container.querySelector('textarea')!;
    expect(area.value).toHaveLength(125);
    expect(area.hasAttribute('maxlength')).toBe(false);
    expect(container.textContent).toContain('125/120');
    unmount();
  });
});
