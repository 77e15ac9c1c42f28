import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ChevronDownIcon } from '@/components/ui/icons';
import { centreMatchInView } from '@/components/ui/scroll-box';
import { DropdownList } from '@/components/ui/select';
import { SkeletonRows } from '@/components/ui/skeleton';
import type { Cached } from '@/stores/base/cached';
import { visuallyHidden } from '@/styles/visually-hidden';
import type { PlaceIndex } from '../stores/place-index';
import type { ZoneEditor } from '../stores/zone-editor';
import {
  Column,
  ColumnBody,
  ColumnHeader,
  Count,
  ErrorLine,
  Hint,
  OptionButton,
  PlainList,
  RegionList,
} from './zone-picker-parts';

const Hidden = styled.span`
  ${visuallyHidden}
`;

const RegionBody = styled(ColumnBody)`
  ${({ theme }) => theme.media.mobile} {
    max-height: none;
  }
`;

const Towns = styled(DropdownList)`
  margin: 0.25rem 0 0.5rem 0.5rem;
  box-shadow: none;
  li {
    display: flex;
    align-items: center;
    min-height: 2.5rem;
    padding: 0 0.375rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  li:first-of-type {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-weight: 600;
  }
  small {
    color: ${({ theme }) => theme.colors.warning};
    font-weight: 600;
  }
`;

/** What each of the place columns works on: the zone being edited and the UK's place tree. */
interface PlaceColumnProps {
  editor: ZoneEditor;
  tree: Cached<PlaceIndex>;
}

/** The first column: the UK's regions; picking another with cities chosen asks first. */
export const RegionColumn = observer(function RegionColumn({ editor, tree }: PlaceColumnProps) {
  const headingId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const index = tree.data;
  const regionId = editor.regionId;
  // A zone opened in a region low in the list shows that region without scrolling by hand.
  useEffect(() => {
    centreMatchInView(bodyRef.current, '[aria-pressed="true"]', 'y');
  }, [regionId, index]);
  return (
    <Column aria-labelledby={headingId} data-column="regions">
      <ColumnHeader>
        <h3 id={headingId}>Regions</h3>
      </ColumnHeader>
      <RegionBody ref={bodyRef}>
        {index ? (
          <RegionList>
            {index.regions.map((region) => (
              <li key={region.id}>
                <OptionButton
                  type="button"
                  aria-pressed={editor.regionId === region.id}
                  onClick={() => editor.chooseRegion(region.id)}
                >
                  {region.value}
                </OptionButton>
              </li>
            ))}
          </RegionList>
        ) : tree.error ? (
          <div role="alert">
            <ErrorLine>The regions could not be loaded. You can still search for a city.</ErrorLine>
            <Hint>
              <Button variant="secondary" size="sm" onClick={() => void tree.refetch()}>
                Retry
              </Button>
            </Hint>
          </div>
        ) : (
          <SkeletonRows rows={7} height="2.25rem" label="Loading regions" />
        )}
      </RegionBody>
    </Column>
  );
});

const AllTownsCheckbox = observer(function AllTownsCheckbox({
  editor,
  areaId,
  areaName,
}: {
  editor: ZoneEditor;
  areaId: string;
  areaName: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const free = editor.freeTownsOf(areaId);
  const chosen = editor.chosenSet;
  const count = free.filter((id) => chosen.has(id)).length;
  const all = free.length > 0 && count === free.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return (
    <Checkbox
      ref={ref}
      label={`All cities in ${areaName}`}
      checked={all}
      disabled={free.length === 0}
      onChange={() => editor.toggleWholeArea(areaId)}
    />
  );
});

const AreaItem = observer(function AreaItem({
  editor,
  index,
  areaId,
}: {
  editor: ZoneEditor;
  index: PlaceIndex;
  areaId: string;
}) {
  const listId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const open = editor.openAreaId === areaId;
  // An area opened near the bottom of its column brings its cities into view.
  useEffect(() => {
    if (open) itemRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);
  const area = index.areas.get(areaId);
  if (!area) return null;
  const chosen = editor.chosenSet;
  const count = area.townIds.filter((id) => chosen.has(id)).length;
  return (
    <li ref={itemRef}>
      <OptionButton
        type="button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => editor.toggleArea(areaId)}
      >
        <span>{area.value}</span>
        {count > 0 && (
          <>
            <Count aria-hidden="true">
              {count}/{area.townIds.length}
            </Count>
            <Hidden>
              , {count} of {area.townIds.length} cities chosen
            </Hidden>
          </>
        )}
        <ChevronDownIcon size={16} />
      </OptionButton>
      {open && (
        <Towns id={listId} aria-label={`Cities in ${area.value}`}>
          <li>
            <AllTownsCheckbox editor={editor} areaId={areaId} areaName={area.value} />
          </li>
          {area.townIds.map((townId) => {
            const town = index.towns.get(townId)!;
            const holder = editor.zoneHolding(townId);
            const from = editor.movedFrom(townId);
            return (
              <li key={townId}>
                <Checkbox
                  label={
                    <>
                      {town.value}
                      {holder && <small>In {holder.label}</small>}
                      {from && <small>Moves from {from.label}</small>}
                    </>
                  }
                  checked={chosen.has(townId)}
                  onChange={() => editor.toggleTown(townId)}
                />
              </li>
            );
          })}
        </Towns>
      )}
    </li>
  );
});

/** The second column: the chosen region's areas; each opens its cities to tick. */
export const AreaColumn = observer(function AreaColumn({ editor, tree }: PlaceColumnProps) {
  const headingId = useId();
  const index = tree.data;
  const region = editor.region;
  return (
    <Column aria-labelledby={headingId} data-column="areas">
      <ColumnHeader>
        <h3 id={headingId}>{region ? `Areas of ${region.value}` : 'Areas'}</h3>
      </ColumnHeader>
      <ColumnBody>
        {!index ? (
          tree.error ? (
            <Hint>Areas show once the regions have loaded.</Hint>
          ) : (
            <SkeletonRows rows={7} height="2.25rem" label="Loading areas" />
          )
        ) : region ? (
          <PlainList>
            {region.areaIds.map((areaId) => (
              <AreaItem key={areaId} editor={editor} index={index} areaId={areaId} />
            ))}
          </PlainList>
        ) : (
          <Hint>Choose a region to see its areas, then open an area to tick the cities you deliver to.</Hint>
        )}
      </ColumnBody>
    </Column>
  );
});
