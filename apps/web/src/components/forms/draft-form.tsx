import type { Media } from '@vendor/api-types';
import styled from '@emotion/styled';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { FileUploadProps } from '@/components/ui/file-upload';
import { FormActions } from '@/components/ui/toolbar';
import { useUnsavedChangesPrompt } from '@/hooks/use-unsaved-changes';
import type { Result } from '@/stores/base/store';

/** The column of fields of an edit form. */
export const DraftFormBody = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
`;

/** Moves focus to the first field showing an error, once the page has drawn it. */
export const focusFirstError = (form: HTMLFormElement | null) =>
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

/** The keys of a draft that hold an uploaded file (or null). */
type MediaKey<Draft> = {
  [K in keyof Draft]: Draft[K] extends FileUploadProps['value'] ? K : never;
}[keyof Draft];

/** The request state of the store operation that saves the form (a base store answers it). */
interface SaveState {
  isPending(key: string): boolean;
  fieldErrors(key: string): Record<string, string>;
  clearError(key: string): void;
}

export interface DraftFormOptions<Saved, Draft, Field extends string> {
  /** The saved record the form edits. */
  saved: Saved;
  toDraft: (saved: Saved) => Draft;
  isChanged: (draft: Draft, saved: Saved) => boolean;
  validate: (draft: Draft) => Partial<Record<Field, string>>;
  store: SaveState;
  /** The operationId the store saves under. */
  operation: string;
  /** Sends the valid draft; `undefined` when there is nothing to send. */
  submit: (draft: Draft) => Promise<Result<Saved>> | undefined;
  /** When false the form only shows the record and never saves. */
  canSave?: boolean;
}

/**
 * An edit form over a saved record: the draft, checks shown once a save was tried (then on every change), server
 * field errors until the field is changed again, discard, and the unsaved-changes prompt.
 */
export function useDraftForm<Saved, Draft, Field extends string>({
  saved,
  toDraft,
  isChanged,
  validate,
  store,
  operation,
  submit,
  canSave = true,
}: DraftFormOptions<Saved, Draft, Field>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<Draft>(() => toDraft(saved));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [checked, setChecked] = useState(false);
  // Fields changed since the server refused them: its message no longer applies to what is typed.
  const [edited, setEdited] = useState<ReadonlySet<Field>>(new Set());
  const lastSaved = useRef(saved);
  const saving = store.isPending(operation);
  const serverErrors = store.fieldErrors(operation) as Partial<Record<Field, string>>;
  const dirty = isChanged(draft, saved);
  const prompt = useUnsavedChangesPrompt(dirty && !saving);

  // Newer saved data (this save, or a refetch) replaces the form unless the member has changes of their own.
  useEffect(() => {
    setDraft((current) => (isChanged(current, lastSaved.current) ? current : toDraft(saved)));
    lastSaved.current = saved;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only newer saved data resets the draft
  }, [saved]);

  const update = (changes: Partial<Draft>, field: Field) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    setEdited((current) => new Set(current).add(field));
    if (checked) setErrors(validate(next));
  };

  const discard = () => {
    setDraft(toDraft(saved));
    setErrors({});
    setChecked(false);
    store.clearError(operation);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !canSave) return;
    const found = validate(draft);
    setErrors(found);
    setChecked(true);
    if (Object.keys(found).length > 0) {
      focusFirstError(formRef.current);
      return;
    }
    const sending = submit(draft);
    if (!sending) return;
    setEdited(new Set());
    const result = await sending;
    if (result.ok) {
      setDraft(toDraft(result.data));
      setChecked(false);
    } else focusFirstError(formRef.current);
  };

  const error = (field: Field) => errors[field] ?? (edited.has(field) ? undefined : serverErrors[field]);

  /**
   * Ties a FileUpload to a media value of the draft: it shows the value and the error of `field` (the id the server
   * checks), and an upload or a removal replaces the value.
   */
  const mediaField = (key: MediaKey<Draft>, field: Field) => {
    // A media key holds a stored file or null, so either is a change of that key.
    const replace = (media: Media | null) => update({ [key]: media } as Partial<Draft>, field);
    return {
      value: draft[key] as FileUploadProps['value'],
      onUploaded: (media: Media) => replace(media),
      onRemove: () => replace(null),
      error: error(field),
    };
  };

  return { formRef, draft, update, discard, onSubmit, error, mediaField, saving, dirty, prompt };
}

/** Discard (while there are changes) and Save, for a form of `useDraftForm`. */
export function DraftFormActions({
  dirty,
  saving,
  onDiscard,
}: {
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
}) {
  return (
    <FormActions>
      {dirty && (
        <Button variant="secondary" onClick={onDiscard} disabled={saving}>
          Discard changes
        </Button>
      )}
      <Button type="submit" disabled={saving || !dirty}>
        {saving ? 'Saving…' : 'Save changes'}
      </Button>
    </FormActions>
  );
}
