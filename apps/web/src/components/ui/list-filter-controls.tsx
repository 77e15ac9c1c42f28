import { SearchInput } from './search-input';
import { Select, type SelectOption } from './select';

/** The options of a filter whose values are labelled by a table (a status and its label). */
export const labelledOptions = <Value extends string>(
  values: readonly Value[],
  labels: Record<Value, string>,
): SelectOption[] => values.map((value) => ({ value, label: labels[value] }));

export interface FilterSelectProps<Value extends string> {
  label: string;
  /** The first option, which turns the filter off ("All statuses"). */
  anyLabel: string;
  options: SelectOption[];
  /** The value chosen, or undefined (or '') when the filter is off. */
  value: Value | undefined;
  /** The value chosen, or undefined when the filter was turned off. */
  onChange: (value: Value | undefined) => void;
}

/**
 * One filter of a list: a select whose first option turns it off. The options come from the caller, so a value
 * chosen is one of them and is handed on as such.
 */
export function FilterSelect<Value extends string>({
  label,
  anyLabel,
  options,
  value,
  onChange,
}: FilterSelectProps<Value>) {
  return (
    <Select
      label={label}
      options={[{ value: '', label: anyLabel }, ...options]}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || undefined) as Value | undefined)}
    />
  );
}

/** A list's filter by status, each status by its label; its first option shows every status. */
export function StatusFilter<Status extends string>(props: Omit<FilterSelectProps<Status>, 'label' | 'anyLabel'>) {
  return <FilterSelect label="Status" anyLabel="All statuses" {...props} />;
}

export interface FilterSearchProps {
  label: string;
  maxLength: number;
  /** The box's text and its setter, as `useSearchBox` returns them. */
  box: readonly [text: string, setText: (text: string) => void, ...rest: unknown[]];
}

/** The search box of a list's filters, showing what is typed at once (the list follows once typing pauses). */
export function FilterSearch({ label, maxLength, box: [text, setText] }: FilterSearchProps) {
  return (
    <SearchInput label={label} value={text} maxLength={maxLength} onChange={(event) => setText(event.target.value)} />
  );
}
