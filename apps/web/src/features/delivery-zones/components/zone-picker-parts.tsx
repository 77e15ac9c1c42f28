import styled from '@emotion/styled';
import { errorText } from '@/components/ui/text-styles';

/**
 * The three columns of the zone modal: regions, the region's areas, then chosen or matching cities. The right panel
 * comes first in the document so that on a phone, where the columns stack, the cities a search finds show right under
 * the search box (and Tab goes from the search to its results).
 */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 0.85fr) minmax(0, 1.05fr) minmax(0, 1.1fr);
  grid-template-areas: 'regions areas cities';
  gap: 0.75rem;
  > [data-column='regions'] {
    grid-area: regions;
  }
  > [data-column='areas'] {
    grid-area: areas;
  }
  > [data-column='cities'] {
    grid-area: cities;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'cities' 'regions' 'areas';
  }
`;

/** Each column is a header over a list that scrolls once it reaches the dropdown height (300px). */
export const Column = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  height: calc(${({ theme }) => theme.layout.dropdownMaxHeight} + 2.75rem + 3px);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  ${({ theme }) => theme.media.mobile} {
    height: auto;
  }
`;

export const ColumnHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  min-height: 2.75rem;
  padding: 0.375rem 0.5rem 0.375rem 0.75rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

/** The scrolling body of a column, never taller than a dropdown. */
export const ColumnBody = styled.div`
  flex: 1;
  min-height: 0;
  max-height: ${({ theme }) => theme.layout.dropdownMaxHeight};
  overflow-y: auto;
  padding: 0.375rem;
`;

export const PlainList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** On a phone the regions wrap as chips instead of a tall list. */
export const RegionList = styled(PlainList)`
  ${({ theme }) => theme.media.mobile} {
    flex-direction: row;
    flex-wrap: wrap;
    gap: 0.375rem;
    button {
      width: auto;
      border-color: ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.full};
      padding: 0.375rem 0.875rem;
    }
  }
`;

/** A row you press to pick or open something (a region, an area). */
export const OptionButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  width: 100%;
  min-height: 2.5rem;
  padding: 0.375rem 0.625rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[aria-pressed='true'],
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  svg {
    flex-shrink: 0;
    transition: transform 120ms ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

/** A small count beside a name ("2/9"). */
export const Count = styled.span`
  margin-left: auto;
  padding: 0 0.4rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

export const Hint = styled.p`
  padding: 0.75rem 0.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const ErrorLine = styled.p`
  padding: 0.5rem 0.75rem 0;
  ${errorText}
`;

/** A city in the right panel: name and where it is, then its action. */
export const CityRow = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  padding: 0.375rem 0.25rem 0.375rem 0.5rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  &:nth-of-type(even) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  div {
    min-width: 0;
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    overflow-wrap: anywhere;
  }
  small[data-note] {
    color: ${({ theme }) => theme.colors.warning};
    font-weight: 600;
  }
  > button {
    flex-shrink: 0;
  }
`;
