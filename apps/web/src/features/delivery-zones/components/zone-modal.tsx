import type { DeliveryZone } from '@vendor/api-types';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Modal } from '@/components/ui/modal';
import { SearchInput } from '@/components/ui/search-input';
import { TextInput } from '@/components/ui/text-input';
import { FormActions, FormGrid } from '@/components/ui/toolbar';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useCached } from '@/stores/base/use-cached';
import { useStore } from '@/stores/stores-context';
import { DeliveryZonesStore } from '../stores/delivery-zones-store';
import { ZoneEditor } from '../stores/zone-editor';
import { AreaColumn, RegionColumn } from './place-columns';
import { ZoneConflictDialog } from './zone-conflict-dialog';
import { Columns } from './zone-picker-parts';
import { ZoneSidePanel } from './zone-side-panel';
import { Stack } from '@/components/ui/stack';

/** The zone modal is wide enough for three columns, and no wider. */
export const ZONE_MODAL_MAX_WIDTH = '700px';

const Form = Stack.withComponent('form');

/** On a phone Cancel and Save stay at the bottom of the dialog while the stacked columns scroll. */
const Footer = styled(FormActions)`
  ${({ theme }) => theme.media.mobile} {
    position: sticky;
    bottom: 0;
    z-index: 1;
    margin: 0 -1.5rem -1.5rem;
    padding: 0.75rem 1.5rem 1.5rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const SearchRow = styled.div`
  display: flex;
  input::-webkit-search-cancel-button {
    cursor: pointer;
  }
`;

/**
 * Adding a new zone or viewing one: the zone's name and fee, "Search for a City", then regions, the region's areas
 * and the chosen (or matching) cities. Save creates the zone (createDeliveryZone) or updates it (updateDeliveryZone);
 * closing with changes asks first.
 */
export const ZoneModal = observer(function ZoneModal({ zone, onClose }: { zone?: DeliveryZone; onClose: () => void }) {
  const store = useStore(DeliveryZonesStore);
  const [editor] = useState(() => new ZoneEditor(store, zone));
  const tree = useCached(store.listRegions());
  useCached(store.listDeliveryZones());
  const [closing, setClosing] = useState(false);
  const labelRef = useRef<HTMLInputElement>(null);
  const feeRef = useRef<HTMLInputElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const townsErrorId = useId();

  useEffect(() => editor.syncRegionFromTree(), [editor, tree.data]);

  const debounced = useDebouncedValue(editor.search.text);
  useEffect(() => editor.search.apply(debounced), [editor, debounced]);

  // Escape in a search box with text clears the search; it only closes the dialog once the box is empty.
  useEffect(() => {
    const input = searchRef.current;
    if (!input) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !input.value) return;
      event.stopPropagation();
      event.preventDefault();
      editor.search.setText('');
    };
    input.addEventListener('keydown', onKeyDown);
    return () => input.removeEventListener('keydown', onKeyDown);
  }, [editor]);

  // A choice dialog can remove the control that opened it (the zone changes); focus then goes back to the search box.
  const hasConflict = editor.conflict !== null;
  useEffect(() => {
    if (hasConflict) return;
    const panel = searchRef.current?.closest('[role="dialog"]');
    if (panel && !panel.contains(document.activeElement)) searchRef.current?.focus();
  }, [hasConflict, editor.mode, editor.zone]);

  const requestClose = () => {
    if (editor.isDirty) setClosing(true);
    else onClose();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (editor.saving) return;
    const saved = await editor.save();
    if (saved) {
      onClose();
      return;
    }
    const { errors } = editor;
    if (errors.label) labelRef.current?.focus();
    else if (errors.fee) feeRef.current?.focus();
    else if (errors.townIds) {
      editor.search.setText('');
      searchRef.current?.focus();
    }
  };

  const isNew = editor.mode === 'new';
  return (
    <>
      <Modal open title={editor.title} onClose={requestClose} maxWidth={ZONE_MODAL_MAX_WIDTH}>
        <Form onSubmit={(event) => void save(event)} noValidate aria-label={editor.title}>
          <FormGrid>
            <TextInput
              ref={labelRef}
              label="Zone name"
              value={editor.label}
              onChange={(event) => editor.setLabel(event.target.value)}
              error={editor.errors.label}
              placeholder={isNew ? 'Chosen with the region' : undefined}
              maxLength={120}
              autoComplete="off"
            />
            <TextInput
              ref={feeRef}
              label="Delivery fee (£)"
              value={editor.fee}
              onChange={(event) => editor.setFee(event.target.value)}
              error={editor.errors.fee}
              inputMode="decimal"
              placeholder="3.50"
              autoComplete="off"
            />
          </FormGrid>
          <SearchRow>
            <SearchInput
              ref={searchRef}
              label="Search for a City"
              value={editor.search.text}
              onChange={(event) => editor.search.setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                editor.search.apply();
              }}
              aria-describedby={editor.errors.townIds && !editor.search.showsMatches ? townsErrorId : undefined}
              data-autofocus={isNew ? true : undefined}
            />
          </SearchRow>
          <Columns>
            <ZoneSidePanel editor={editor} errorId={townsErrorId} />
            <RegionColumn editor={editor} tree={tree} />
            <AreaColumn editor={editor} tree={tree} />
          </Columns>
          <Footer>
            <Button variant="secondary" onClick={requestClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={editor.saving}>
              {editor.saving ? 'Saving…' : 'Save'}
            </Button>
          </Footer>
        </Form>
      </Modal>
      <ConfirmDialog
        open={editor.pendingRegionId !== null}
        title="Switch regions"
        message="Are you sure you want to switch regions? All unsaved changes will be lost."
        cancelLabel="No"
        confirmLabel="Yes"
        onCancel={() => editor.cancelRegionSwitch()}
        onConfirm={() => editor.confirmRegionSwitch()}
      />
      <ConfirmDialog
        open={closing}
        title={isNew ? 'Delete cities' : 'Discard changes?'}
        message={isNew ? 'This action cannot be undone' : `Your changes to ${editor.title} will be lost.`}
        cancelLabel="Keep editing"
        confirmLabel={isNew ? 'Delete' : 'Discard'}
        destructive
        onCancel={() => setClosing(false)}
        onConfirm={() => {
          setClosing(false);
          onClose();
        }}
      />
      <ZoneConflictDialog editor={editor} />
    </>
  );
});
