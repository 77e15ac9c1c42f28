import type { DeliveryZone } from '@vendor/api-types';
import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cardFrame } from '@/components/ui/card';
import { EditIcon, TrashIcon } from '@/components/ui/icons';
import { formatGbp } from '@/lib/format';

/** A zone's list shows this many towns, then a count of the rest. */
export const TOWNS_SHOWN = 3;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  align-items: center;
  gap: 0.75rem 1.5rem;
  ${cardFrame}
  padding: 1rem 1.25rem;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr) auto;
    padding: 1rem;
  }
`;

const Towns = styled.p`
  margin-top: 0.375rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

// The hit area is 2.5rem tall (a thumb on a phone) without making the line taller.
const MoreButton = styled.button`
  margin: -0.625rem 0;
  padding: 0.625rem 0.125rem;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font-size: inherit;
  font-weight: 600;
  cursor: pointer;
  text-decoration: underline;
  text-underline-offset: 2px;
`;

const Fee = styled.div`
  text-align: right;
  white-space: nowrap;
  span {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-variant-numeric: tabular-nums;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
  ${({ theme }) => theme.media.mobile} {
    grid-column: 1 / -1;
    > * {
      flex: 1;
    }
  }
`;

/** "+5 more cities": the product's wording, kept for every count. */
export const moreCitiesText = (count: number): string => `+${count} more cities`;

function ZoneTowns({ zone }: { zone: DeliveryZone }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const hidden = zone.towns.length - TOWNS_SHOWN;
  const shown = expanded ? zone.towns : zone.towns.slice(0, TOWNS_SHOWN);
  return (
    <Towns id={listId}>
      {shown.map((town) => town.value).join(', ')}
      {hidden > 0 && ' '}
      {hidden > 0 && (
        <MoreButton
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Show fewer' : moreCitiesText(hidden)}
        </MoreButton>
      )}
    </Towns>
  );
}

/** The kitchen's zones: label, fee in pounds, the first three towns then how many more, with Edit and Delete. */
export function ZoneList({
  zones,
  canManage,
  onEdit,
  onDelete,
}: {
  zones: DeliveryZone[];
  canManage: boolean;
  onEdit: (zone: DeliveryZone) => void;
  onDelete: (zone: DeliveryZone) => void;
}) {
  return (
    <List aria-label="Shipping zones">
      {zones.map((zone) => (
        <Item key={zone.id}>
          <div>
            <h3>{zone.label}</h3>
            <ZoneTowns zone={zone} />
          </div>
          <Fee>
            <span>Delivery fee</span>
            <strong>{formatGbp(zone.fee)}</strong>
          </Fee>
          {canManage && (
            <Actions>
              <Button variant="secondary" aria-label={`Edit ${zone.label}`} onClick={() => onEdit(zone)}>
                <EditIcon size={16} />
                Edit
              </Button>
              <Button variant="secondary" aria-label={`Delete ${zone.label}`} onClick={() => onDelete(zone)}>
                <TrashIcon size={16} />
                Delete
              </Button>
            </Actions>
          )}
        </Item>
      ))}
    </List>
  );
}
