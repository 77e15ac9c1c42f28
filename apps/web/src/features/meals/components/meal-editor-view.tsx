import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CardRoot } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { ChevronLeftIcon, ChevronRightIcon, TrashIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { Skeleton, SkeletonRows } from '@/components/ui/skeleton';
import { SpreadRow } from '@/components/ui/spread-row';
import { FormActions } from '@/components/ui/toolbar';
import { paths } from '@/config/paths';
import { useUnsavedChangesPrompt } from '@/hooks/use-unsaved-changes';
import { useCached } from '@/stores/base/use-cached';
import { useStore } from '@/stores/stores-context';
import { type MealEditor } from '../stores/meal-editor';
import { LAST_STEP } from '../stores/meal-draft';
import { MealsStore } from '../stores/meals-store';
import { MEAL_STATUS_LABELS, MEAL_STATUS_TONES } from '../utils/meal-display';
import { EditorSteps } from './editor-steps';
import { StepAttributes } from './step-attributes';
import { StepAvailability } from './step-availability';
import { StepDetails } from './step-details';
import { StepOptions } from './step-options';
import { StepPhotos } from './step-photos';
import { StepReview } from './step-review';

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  min-height: 2.5rem;
  margin-bottom: 0.5rem;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Heading = styled(SpreadRow)`
  > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 0.75rem;
    min-width: 0;
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h2:focus {
    outline: none;
  }
  h2 {
    /* Clear of the sticky phone header when focus brings the heading into view. */
    scroll-margin-top: 5rem;
  }
  h2 span {
    display: block;
    margin-bottom: 0.125rem;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin: 0 -1.25rem -1.25rem;
  padding: 0.875rem 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 0 0 ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  > [data-push] {
    margin-left: auto;
  }
  ${({ theme }) => theme.media.mobile} {
    margin: 0 -1rem -1rem;
    padding: 0.75rem 1rem;
    > * {
      flex: 1 1 auto;
    }
    > [data-push] {
      margin-left: 0;
    }
  }
`;

const EditorForm = CardRoot.withComponent('form');

const ConflictActions = styled(FormActions)`
  margin-top: 1.5rem;
`;

const STEP_HINTS = [
  'What the meal is called, how you describe it, its category and tags.',
  'Photos in the order customers see them; the first is the cover.',
  'The sizes customers choose from, with prices in pounds.',
  'What goes into it, the allergens it contains and how hot it is.',
  'When customers can order it and how many portions a day.',
  'Check everything before you save.',
];

function StepBody({ editor }: { editor: MealEditor }) {
  switch (editor.step) {
    case 1:
      return <StepDetails editor={editor} />;
    case 2:
      return <StepPhotos editor={editor} />;
    case 3:
      return <StepOptions editor={editor} />;
    case 4:
      return <StepAttributes editor={editor} />;
    case 5:
      return <StepAvailability editor={editor} />;
    default:
      return <StepReview editor={editor} />;
  }
}

/**
 * Creates a meal (no `mealId`) or edits a stored one, in steps from 1. A stored meal can be saved from any step;
 * leaving with unsaved changes asks first; a change made elsewhere in the meantime is never silently overwritten.
 */
export function MealEditorView({ mealId }: { mealId?: string }) {
  return mealId ? <StoredMealEditor mealId={mealId} /> : <NewMealEditor />;
}

/** Clears the open meal when the page goes away. */
function useClearOnLeave(editor: MealEditor, started: { current: string | null }) {
  useEffect(
    () => () => {
      started.current = null;
      editor.clear();
    },
    [editor, started],
  );
}

const NewMealEditor = observer(function NewMealEditor() {
  const meals = useStore(MealsStore);
  const editor = meals.editor;
  const navigate = useNavigate();
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (started.current) return;
    editor.startNew();
    started.current = 'new';
  });
  useClearOnLeave(editor, started);
  // Once created the meal is a draft in the list, where it can be published.
  const [created, setCreated] = useState(false);
  useEffect(() => {
    if (created) navigate(paths.dashboard.menu.getHref(meals.listSearch));
  }, [created, navigate, meals]);
  if (created) return null;
  return editor.mode === 'create' ? <MealForm onCreated={() => setCreated(true)} /> : null;
});

const StoredMealEditor = observer(function StoredMealEditor({ mealId }: { mealId: string }) {
  const meals = useStore(MealsStore);
  const editor = meals.editor;
  const navigate = useNavigate();
  const read = useCached(meals.getMeal(mealId));
  const meal = read.data;
  const started = useRef<string | null>(null);
  // Once deleted there is nothing left to show or to protect: back to the list.
  const [deleted, setDeleted] = useState(false);
  useEffect(() => {
    if (deleted) navigate(paths.dashboard.menu.getHref(meals.listSearch));
  }, [deleted, navigate, meals]);
  // Stage only a copy the server has just confirmed: a cached one may be out of date, or of a meal since deleted.
  const fresh = read.status === 'success' ? meal : undefined;
  useEffect(() => {
    if (fresh && read.status === 'success' && started.current !== fresh.id) {
      editor.startEdit(fresh);
      started.current = fresh.id;
    }
  }, [editor, fresh, read]);
  useClearOnLeave(editor, started);

  if (deleted) return null;
  if (editor.mode === 'edit' && editor.mealId === mealId) return <MealForm onDeleted={() => setDeleted(true)} />;
  if (read.error) {
    // A malformed id in a typed URL (400) is as missing as a deleted meal (404).
    const missing = read.error.status === 404 || read.error.status === 400;
    return (
      <>
        <BackLink to={paths.dashboard.menu.getHref(meals.listSearch)}>
          <ChevronLeftIcon size={18} /> Back to menu
        </BackLink>
        <ErrorState
          title={missing ? 'This meal could not be found' : 'This meal could not be loaded'}
          message={missing ? 'It may have been deleted. Go back to the menu to see your meals.' : undefined}
          error={read.error}
          onRetry={missing ? undefined : () => void read.refetch()}
        />
      </>
    );
  }
  return (
    <CardRoot aria-busy="true">
      <Skeleton width="40%" height="1.5rem" />
      <SkeletonRows rows={5} label="Loading the meal" />
    </CardRoot>
  );
});

/** The staged meal's steps, the buttons that move between them and save, and the dialogs around them. */
const MealForm = observer(function MealForm({
  onCreated,
  onDeleted,
}: {
  onCreated?: () => void;
  onDeleted?: () => void;
}) {
  const meals = useStore(MealsStore);
  const editor = meals.editor;
  const listHref = paths.dashboard.menu.getHref(meals.listSearch);

  const [confirmDelete, setConfirmDelete] = useState(false);
  const prompt = useUnsavedChangesPrompt(editor.dirty);

  // A new step: move focus to its heading so keyboard and screen reader users start at its top.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(editor.step);
  useEffect(() => {
    if (shownStep.current === editor.step) return;
    shownStep.current = editor.step;
    stepHeading.current?.focus();
    stepHeading.current?.scrollIntoView?.({ block: 'nearest' });
  }, [editor.step]);

  const saving = meals.isSaving;
  const save = async (overwrite = false) => {
    const outcome = await meals.saveMeal({ overwrite });
    if (outcome.ok && outcome.created) onCreated?.();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (editor.isLastStep) void save();
    else editor.next();
  };
  const published = editor.draft.status === 'published';

  return (
    <>
      <BackLink to={listHref}>
        <ChevronLeftIcon size={18} /> Back to menu
      </BackLink>
      <EditorForm noValidate onSubmit={onSubmit} aria-label={editor.isNew ? 'New meal' : `Edit ${editor.savedName}`}>
        {!editor.isNew && editor.mealId && (
          <Heading>
            <div>
              <p>{editor.savedName}</p>
              <Badge tone={MEAL_STATUS_TONES[editor.draft.status]}>{MEAL_STATUS_LABELS[editor.draft.status]}</Badge>
            </div>
            <div>
              <Button
                size="sm"
                variant={published ? 'secondary' : 'primary'}
                disabled={meals.isToggling(editor.mealId)}
                onClick={() =>
                  void meals.togglePublished({
                    id: editor.mealId!,
                    name: editor.savedName,
                    status: editor.draft.status,
                  })
                }
              >
                {published ? 'Unpublish' : 'Publish'}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirmDelete(true)}>
                <TrashIcon size={16} /> Delete
              </Button>
            </div>
          </Heading>
        )}
        <EditorSteps editor={editor} />
        <Panel>
          <h2 ref={stepHeading} tabIndex={-1}>
            <span>
              Step {editor.step} of {LAST_STEP}
            </span>
            {editor.stepName}
          </h2>
          <p css={(theme) => ({ color: theme.colors.textMuted, marginTop: '-0.75rem' })}>
            {STEP_HINTS[editor.step - 1]}
          </p>
          <StepBody editor={editor} />
        </Panel>
        <Footer>
          {editor.step > 1 && (
            <Button variant="secondary" onClick={() => editor.back()}>
              <ChevronLeftIcon size={18} /> Back
            </Button>
          )}
          {!editor.isLastStep && (
            <Button variant={editor.isNew ? 'primary' : 'secondary'} type="submit" data-push>
              Next <ChevronRightIcon size={18} />
            </Button>
          )}
          {editor.isNew && editor.isLastStep && (
            <Button type="submit" disabled={saving} data-push>
              {saving ? 'Creating…' : 'Create meal'}
            </Button>
          )}
          {!editor.isNew && (
            <Button
              disabled={saving || !editor.dirty}
              onClick={() => void save()}
              data-push={editor.isLastStep ? true : undefined}
            >
              {saving ? 'Saving…' : editor.dirty ? 'Save changes' : 'Saved'}
            </Button>
          )}
        </Footer>
      </EditorForm>

      <Modal
        open={editor.conflict}
        title="This meal was changed elsewhere"
        role="alertdialog"
        onClose={() => editor.setConflict(false)}
      >
        <p>
          Someone changed this meal after you opened it, on another screen or another device. Load the latest version to
          see their changes (yours on this page are dropped), or save yours over theirs.
        </p>
        <ConflictActions>
          <Button variant="secondary" onClick={() => editor.setConflict(false)} data-autofocus>
            Keep editing
          </Button>
          <Button variant="secondary" disabled={saving} onClick={() => void save(true)}>
            Save mine over theirs
          </Button>
          <Button disabled={meals.isPending('reloadMeal')} onClick={() => void meals.reloadEditor()}>
            Load latest version
          </Button>
        </ConflictActions>
      </Modal>

      <ConfirmDialog
        open={confirmDelete}
        title={`Delete ${editor.savedName}?`}
        message="It leaves your menu at once. Orders that already include it stay readable. This cannot be undone."
        confirmLabel="Delete meal"
        destructive
        busy={editor.mealId ? meals.isPending(`deleteMeal:${editor.mealId}`) : false}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          const id = editor.mealId;
          if (!id) return;
          void meals.deleteMeal(id, editor.savedName).then((result) => {
            if (result.ok) onDeleted?.();
            else setConfirmDelete(false);
          });
        }}
      />
      {prompt}
    </>
  );
});
