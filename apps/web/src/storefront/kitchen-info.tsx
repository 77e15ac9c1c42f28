import styled from '@emotion/styled';
import { Badge } from '@/components/ui/badge';
import { secondaryText } from '@/components/ui/text-styles';
import { capitalise, formatGbp } from './format';
import type { StorefrontKitchen } from '@vendor/api-types/storefront';

const Banner = styled.img`
  width: 100%;
  height: clamp(7rem, 22vw, 13rem);
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  margin-top: 1.25rem;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    overflow-wrap: anywhere;
  }
`;

const Logo = styled.img`
  width: 3.5rem;
  height: 3.5rem;
  border-radius: ${({ theme }) => theme.radii.full};
  object-fit: cover;
  flex: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Description = styled.p`
  margin-top: 0.75rem;
  max-width: 48rem;
  white-space: pre-line;
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0.75rem 0 0;
  padding: 0;
  list-style: none;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 1rem 1.5rem;
  margin: 1.25rem 0 0;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  dt {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0.25rem 0 0;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li {
    margin-top: 0.25rem;
  }
`;

const Muted = styled.span`
  ${secondaryText}
`;

/** The kitchen's banner, name, description, cuisines, dietary offerings, delivery zones, opening days and cut-off. */
export function KitchenInfo({ kitchen }: { kitchen: StorefrontKitchen }) {
  const openDays = kitchen.openingDays.filter((day) => day.open).map((day) => capitalise(day.day));
  return (
    <section aria-labelledby="kitchen-name">
      {kitchen.bannerUrl && <Banner src={kitchen.bannerUrl} alt="" width={1200} height={300} />}
      <Heading>
        {kitchen.logoUrl && <Logo src={kitchen.logoUrl} alt="" width={56} height={56} />}
        <h1 id="kitchen-name">{kitchen.name}</h1>
      </Heading>
      {kitchen.description && <Description>{kitchen.description}</Description>}
      {(kitchen.cuisines.length > 0 || kitchen.dietaryOfferings.length > 0) && (
        <Chips aria-label="Cuisines and dietary offerings">
          {kitchen.cuisines.map((cuisine) => (
            <li key={`c-${cuisine}`}>
              <Badge tone="primary">{cuisine}</Badge>
            </li>
          ))}
          {kitchen.dietaryOfferings.map((offering) => (
            <li key={`d-${offering}`}>
              <Badge tone="info">{offering}</Badge>
            </li>
          ))}
        </Chips>
      )}
      <Facts>
        <div>
          <dt>Delivers to</dt>
          <dd>
            {kitchen.zones.length === 0 ? (
              <Muted>No delivery areas yet</Muted>
            ) : (
              <ul>
                {kitchen.zones.map((zone) => (
                  <li key={zone.zoneName}>
                    {zone.towns.map((town) => town.name).join(', ')} <Muted>· {formatGbp(zone.fee)} delivery</Muted>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div>
          <dt>Cooks on</dt>
          <dd>{openDays.length > 0 ? openDays.join(', ') : <Muted>No opening days set</Muted>}</dd>
        </div>
        <div>
          <dt>Ordering</dt>
          <dd>{kitchen.cutOffText}</dd>
        </div>
      </Facts>
    </section>
  );
}
