import { ThemeProvider } from '@emotion/react';
import { CheckoutPage } from './pages/checkout-page';
import { KitchenPage } from './pages/kitchen-page';
import { ClosedPage, NotFoundPage } from './pages/message-pages';
import { ReturnPage } from './pages/return-page';
import { TrackPage } from './pages/track-page';
import type { StorefrontPage } from './page-data';
import { storefrontTheme } from './theme';

/** One storefront page from the data the server fetched for it (the same on the server and in the browser). */
export function StorefrontApp({ data }: { data: StorefrontPage }) {
  return <ThemeProvider theme={storefrontTheme}>{pageFor(data)}</ThemeProvider>;
}

function pageFor(data: StorefrontPage) {
  switch (data.page) {
    case 'kitchen':
      return <KitchenPage kitchen={data.kitchen} menu={data.menu} />;
    case 'checkout':
      return <CheckoutPage kitchen={data.kitchen} />;
    case 'return':
      return <ReturnPage kitchen={data.kitchen} checkoutId={data.checkoutId} />;
    case 'closed':
      return <ClosedPage kitchen={data.kitchen} />;
    case 'track':
      return <TrackPage token={data.token} order={data.order} />;
    case 'not-found':
      return <NotFoundPage />;
  }
}
