import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { FormActions } from '@/components/ui/toolbar';
import type { ZoneEditor } from '../stores/zone-editor';

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Actions = styled(FormActions)`
  margin-top: 1.5rem;
  ${({ theme }) => theme.media.mobile} {
    flex-direction: column-reverse;
    > * {
      width: 100%;
    }
  }
`;

/**
 * A town can be in one zone only. Picking one that is already in another zone asks where it should go: add the
 * chosen cities to that zone, or create a new shipping zone that takes the town over.
 */
export const ZoneConflictDialog = observer(function ZoneConflictDialog({ editor }: { editor: ZoneEditor }) {
  const conflict = editor.conflict;
  if (!conflict) return null;
  const { town, zone } = conflict;
  const stuck = editor.conflictEmptiesZone;
  const losing = editor.mode === 'view' && editor.isDirty && editor.zone ? editor.zone.label : null;
  return (
    <Modal
      open
      title={`${town.value} is already in ${zone.label}`}
      onClose={() => editor.cancelConflict()}
      role="alertdialog"
      hideClose
      maxWidth="40rem"
    >
      <Text>
        <p>
          A city can be in one shipping zone only. Add your chosen cities to <strong>{zone.label}</strong>, or create a
          new shipping zone that takes {town.value} over from {zone.label}.
        </p>
        {stuck && (
          <p>
            {town.value} is the only city in {zone.label}, so it cannot leave it. Add to {zone.label}, or delete{' '}
            {zone.label} first.
          </p>
        )}
        {losing && <p>Unsaved changes to {losing} will be lost.</p>}
      </Text>
      <Actions>
        <Button variant="ghost" onClick={() => editor.cancelConflict()} data-autofocus>
          Cancel
        </Button>
        <Button variant="secondary" disabled={stuck} onClick={() => editor.resolveConflictByCreatingZone()}>
          Create new shipping zone
        </Button>
        <Button onClick={() => editor.resolveConflictByAddingToZone()}>Add to {zone.label}</Button>
      </Actions>
    </Modal>
  );
});
