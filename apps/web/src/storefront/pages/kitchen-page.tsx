import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { Select } from '@/components/ui/select';
import { errorText, secondaryText } from '@/components/ui/text-styles';
import { storefrontApi, StorefrontApiError } from '../api';
import { BasketPanel } from '../basket-panel';
import { basketChanges, useBasket } from '../basket';
import { formatDeliveryDate, formatGbp } from '../format';
import { KitchenInfo } from '../kitchen-info';
import { StorefrontLayout } from '../layout';
import { MenuList } from '../menu';
import { useQuote } from '../use-quote';
import type { StorefrontKitchen, StorefrontMeal, StorefrontOption, StorefrontMenu } from '@vendor/api-types/storefront';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 22rem;
  gap: 1.5rem;
  align-items: start;
  margin-top: 2rem;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Sticky = styled.div`
  position: sticky;
  top: 1rem;
`;

const MenuHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1rem;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  > div:last-of-type {
    min-width: min(100%, 16rem);
  }
`;

const Muted = styled.p`
  ${secondaryText}
`;

const Problem = styled.p`
  ${errorText}
`;

const BasketBar = styled.a`
  position: fixed;
  left: 0.75rem;
  right: 0.75rem;
  bottom: 0.75rem;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: none;
  align-items: center;
  justify-content: space-between;
  min-height: 3rem;
  padding: 0 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  ${({ theme }) => theme.media.mobile} {
    display: flex;
  }
`;

const Status = styled.p`
  ${secondaryText}
  min-height: 1.5rem;
`;

/** /k/{handle}: the kitchen, the menu for a delivery date and the basket. */
export function KitchenPage({ kitchen, menu: firstMenu }: { kitchen: StorefrontKitchen; menu: StorefrontMenu | null }) {
  const [date, setDate] = useState(firstMenu?.date ?? kitchen.deliveryDates[0] ?? '');
  const [loaded, setLoaded] = useState<{ date: string; menu: StorefrontMenu | null; error: string | null }>({
    date: firstMenu?.date ?? '',
    menu: firstMenu,
    error: null,
  });
  const [added, setAdded] = useState('');
  const { basket, count, update, ready } = useBasket(kitchen.handle);
  const quoteState = useQuote(kitchen.handle, basket);
  const loadingMenu = Boolean(date) && loaded.date !== date;
  const menu = loaded.menu;
  const menuError = loaded.error;

  useEffect(() => {
    if (!date || loaded.date === date) return;
    const controller = new AbortController();
    storefrontApi.getStorefrontMenu(kitchen.handle, date, controller.signal).then(
      (next) => setLoaded({ date, menu: next, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof StorefrontApiError ? error.message : 'We could not load the menu.';
        setLoaded({ date, menu: null, error: message });
      },
    );
    return () => controller.abort();
  }, [kitchen.handle, date, loaded.date]);

  const chooseDate = (next: string) => {
    setDate(next);
    const url = new URL(window.location.href);
    url.searchParams.set('date', next);
    window.history.replaceState(null, '', url);
    // The basket follows the date: what it holds is priced and checked for that day.
    if (basket.items.length > 0) update((current) => basketChanges.setDate(current, next));
  };

  const add = (meal: StorefrontMeal, option: StorefrontOption) => {
    update((current) => basketChanges.add(current, option.id, date));
    setAdded(`Added ${meal.name} (${option.size}) to your basket.`);
  };

  const checkoutHref = `/k/${encodeURIComponent(kitchen.handle)}/checkout`;
  return (
    <StorefrontLayout kitchen={kitchen}>
      <KitchenInfo kitchen={kitchen} />
      <Columns>
        <section aria-labelledby="menu-title">
          <MenuHeader>
            <div>
              <h2 id="menu-title">Menu</h2>
              {date && <Muted>For delivery on {formatDeliveryDate(date)}</Muted>}
            </div>
            {kitchen.deliveryDates.length > 0 && (
              <Select
                label="Delivery date"
                value={date}
                onChange={(event) => chooseDate(event.target.value)}
                options={kitchen.deliveryDates.map((day) => ({ value: day, label: formatDeliveryDate(day) }))}
              />
            )}
          </MenuHeader>
          <Status role="status">{loadingMenu ? 'Loading the menu…' : added}</Status>
          {menuError && <Problem role="alert">{menuError}</Problem>}
          {kitchen.deliveryDates.length === 0 ? (
            <Muted>This kitchen has no delivery dates in the next two weeks.</Muted>
          ) : menu && menu.meals.length > 0 ? (
            <MenuList meals={menu.meals} onAdd={add} />
          ) : (
            !loadingMenu && <Muted>Nothing is on the menu for this day. Try another date.</Muted>
          )}
        </section>
        <Sticky>
          <BasketPanel
            basket={basket}
            quoteState={quoteState}
            update={update}
            checkoutHref={checkoutHref}
            ready={ready}
          />
        </Sticky>
      </Columns>
      {count > 0 && (
        <BasketBar href="#basket">
          <span>
            Basket · {count} {count === 1 ? 'item' : 'items'}
          </span>
          {quoteState.quote && <span>{formatGbp(quoteState.quote.total)}</span>}
        </BasketBar>
      )}
    </StorefrontLayout>
  );
}
