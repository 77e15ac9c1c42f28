import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { Button, IconButton } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { SkeletonRows } from '@/components/ui/skeleton';
import { visuallyHidden } from '@/styles/visually-hidden';
import type { ZoneEditor } from '../stores/zone-editor';
import { CityRow, Column, ColumnBody, ColumnHeader, Count, ErrorLine, Hint, PlainList } from './zone-picker-parts';

const Hidden = styled.p`
  ${visuallyHidden}
`;

const HeadingGroup = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-width: 0;
`;

/** The cities chosen for the zone, each with a way to take it out again. */
const ChosenZones = observer(function ChosenZones({ editor, errorId }: { editor: ZoneEditor; errorId: string }) {
  const headingId = useId();
  const towns = editor.chosenTowns;
  const error = editor.errors.townIds;
  return (
    <Column aria-labelledby={headingId} data-column="cities">
      <ColumnHeader>
        <HeadingGroup>
          <h3 id={headingId}>Chosen Zones</h3>
          {towns.length > 0 && <Count aria-label={`${towns.length} chosen`}>{towns.length}</Count>}
        </HeadingGroup>
      </ColumnHeader>
      {error && <ErrorLine id={errorId}>{error}</ErrorLine>}
      <ColumnBody>
        {towns.length === 0 ? (
          <Hint>No cities chosen yet. Pick a region and tick the cities you deliver to, or search for a city.</Hint>
        ) : (
          <PlainList aria-labelledby={headingId}>
            {towns.map((town) => {
              const from = editor.movedFrom(town.id);
              return (
                <CityRow key={town.id}>
                  <div>
                    <strong>{town.value}</strong>
                    {town.areaName && <small>{town.areaName}</small>}
                    {from && <small data-note="">Moves from {from.label}</small>}
                  </div>
                  <IconButton aria-label={`Remove ${town.value}`} onClick={() => editor.removeTown(town.id)}>
                    <CloseIcon size={16} />
                  </IconButton>
                </CityRow>
              );
            })}
          </PlainList>
        )}
      </ColumnBody>
    </Column>
  );
});

/** The towns matching the search, each to add (or take out again); a town of another zone offers the choice. */
const MatchingCities = observer(function MatchingCities({ editor }: { editor: ZoneEditor }) {
  const headingId = useId();
  const { towns, loading, error } = editor.search.matches;
  const chosen = editor.chosenSet;
  const serverSearch = editor.search.serverSearch;
  useEffect(() => {
    void serverSearch?.load();
  }, [serverSearch]);
  useEffect(() => {
    if (towns.length > 0 && !editor.index) editor.search.remember(towns);
  }, [editor, towns]);
  return (
    <Column aria-labelledby={headingId} data-column="cities">
      <ColumnHeader>
        <h3 id={headingId}>Matching cities</h3>
        <Button variant="ghost" size="sm" onClick={() => editor.search.setText('')}>
          Chosen ({editor.chosen.length})
        </Button>
      </ColumnHeader>
      <ColumnBody>
        <Hidden role="status">
          {loading ? 'Searching' : `${towns.length} matching ${towns.length === 1 ? 'city' : 'cities'}`}
        </Hidden>
        {loading ? (
          <SkeletonRows rows={4} height="2.5rem" label="Searching" />
        ) : error ? (
          <div role="alert">
            <ErrorLine>The search did not go through: {error.message}</ErrorLine>
            <Hint>
              <Button variant="secondary" size="sm" onClick={() => void serverSearch?.refetch()}>
                Retry
              </Button>
            </Hint>
          </div>
        ) : towns.length === 0 ? (
          <Hint>
            No city matches “{editor.search.applied.trim()}”. Check the spelling or try the start of the name.
          </Hint>
        ) : (
          <PlainList aria-labelledby={headingId}>
            {towns.map((town) => {
              const isChosen = chosen.has(town.id);
              const holder = isChosen ? undefined : editor.zoneHolding(town.id);
              const name = `${town.value}, ${town.area.value}`;
              return (
                <CityRow key={town.id}>
                  <div>
                    <strong>{town.value}</strong>
                    <small>
                      {town.area.value}, {town.region.value}
                    </small>
                    {holder && <small data-note="">In {holder.label}</small>}
                  </div>
                  {isChosen ? (
                    <Button
                      variant="secondary"
                      aria-label={`Remove ${name}`}
                      onClick={() => editor.removeTown(town.id)}
                    >
                      Remove
                    </Button>
                  ) : (
                    <Button aria-label={`Add ${name}`} onClick={() => editor.addTown(town.id)}>
                      Add
                    </Button>
                  )}
                </CityRow>
              );
            })}
          </PlainList>
        )}
      </ColumnBody>
    </Column>
  );
});

/** The right column: "Matching cities" while a search is applied, otherwise "Chosen Zones". */
export const ZoneSidePanel = observer(function ZoneSidePanel({
  editor,
  errorId,
}: {
  editor: ZoneEditor;
  errorId: string;
}) {
  return editor.search.showsMatches ? (
    <MatchingCities editor={editor} />
  ) : (
    <ChosenZones editor={editor} errorId={errorId} />
  );
});
