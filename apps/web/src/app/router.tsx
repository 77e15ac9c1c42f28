import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunction, matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { RouteError } from '@/components/errors/route-error';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { RootStore } from '@/stores/root-store';
import LandingRoute from './routes/landing';
import { GuestRoute } from './routes/guest-route';
import { ProtectedRoute } from './routes/protected-route';

type RouteModule = { default: ComponentType };

/** Loads a route module as its own chunk; the module's default export is the page. */
const lazyPage = (load: () => Promise<RouteModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const { dashboard } = paths;

/**
 * Every route of the app; pages are lazy route modules, each its own chunk. A page whose first request is worth
 * starting before its code has even arrived has a loader here that fires it, never waiting (the page joins it).
 */
export function buildRoutes(root: RootStore): RouteObject[] {
  const prefetching =
    (prefetch: (root: RootStore, url: URL) => void): LoaderFunction =>
    ({ request }) => {
      prefetch(root, new URL(request.url));
      return null;
    };
  return [
    {
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageSpinner />,
      children: [
        { path: paths.home.path, element: <LandingRoute /> },
        {
          element: <GuestRoute />,
          children: [
            { path: paths.auth.login.path, ...lazyPage(() => import('./routes/auth/login')) },
            { path: paths.auth.signup.path, ...lazyPage(() => import('./routes/auth/signup')) },
          ],
        },
        {
          path: paths.auth.googleCallback.path,
          ...lazyPage(() => import('./routes/auth/google-callback')),
        },
        { path: paths.invites.landing.path, ...lazyPage(() => import('./routes/invites/invite')) },
        { path: paths.invites.setup.path, ...lazyPage(() => import('./routes/invites/setup')) },
        ...paths.onboarding.aliases.map((alias) => ({
          path: alias,
          caseSensitive: true,
          element: <Navigate to={paths.onboarding.getHref()} replace />,
        })),
        {
          element: <ProtectedRoute />,
          children: [
            {
              path: paths.onboarding.path,
              caseSensitive: true,
              ...lazyPage(() => import('./routes/onboarding/onboarding')),
            },
            {
              path: dashboard.root.path,
              ...lazyPage(() => import('./routes/dashboard/dashboard-root')),
              children: [
                { index: true, ...lazyPage(() => import('./routes/dashboard/dashboard')) },
                { path: dashboard.menu.path, ...lazyPage(() => import('./routes/dashboard/menu')) },
                { path: dashboard.menuCreate.path, ...lazyPage(() => import('./routes/dashboard/menu-create')) },
                { path: dashboard.menuEdit.path, ...lazyPage(() => import('./routes/dashboard/menu-edit')) },
                {
                  path: dashboard.orders.path,
                  // The prefetch comes with the orders code, not in the first load's: it starts as soon as that arrives,
                  // beside the screen's own chunk.
                  loader: prefetching((root, url) => {
                    import('@/features/orders/prefetch')
                      .then(({ prefetchOrders }) => prefetchOrders(root, url))
                      .catch(() => undefined); // the screen's own load reports a chunk that cannot be fetched
                  }),
                  ...lazyPage(() => import('./routes/dashboard/orders')),
                },
                { path: dashboard.audits.path, ...lazyPage(() => import('./routes/dashboard/audits')) },
                {
                  path: dashboard.payments.payouts.path,
                  ...lazyPage(() => import('./routes/dashboard/payments/payouts')),
                },
                {
                  path: dashboard.payments.payoutSchedule.path,
                  ...lazyPage(() => import('./routes/dashboard/payments/payout-schedule')),
                },
                {
                  path: dashboard.payments.payoutAccount.path,
                  ...lazyPage(() => import('./routes/dashboard/payments/payout-account')),
                },
                {
                  path: dashboard.roles.roles.path,
                  ...lazyPage(() => import('./routes/dashboard/roles/roles')),
                },
                {
                  path: dashboard.roles.roleNew.path,
                  ...lazyPage(() => import('./routes/dashboard/roles/role-new')),
                },
                {
                  path: dashboard.roles.role.path,
                  ...lazyPage(() => import('./routes/dashboard/roles/role')),
                },
                {
                  path: dashboard.roles.roleEdit.path,
                  ...lazyPage(() => import('./routes/dashboard/roles/role-edit')),
                },
                {
                  path: dashboard.roles.teamManagement.path,
                  ...lazyPage(() => import('./routes/dashboard/roles/team-management')),
                },
                {
                  path: dashboard.roles.teamView.path,
                  ...lazyPage(() => import('./routes/dashboard/roles/team-management')),
                },
                {
                  path: dashboard.account.profile.path,
                  ...lazyPage(() => import('./routes/dashboard/account/profile')),
                },
                {
                  path: dashboard.account.branding.path,
                  ...lazyPage(() => import('./routes/dashboard/account/branding')),
                },
                {
                  path: dashboard.settings.root.path,
                  ...lazyPage(() => import('./routes/dashboard/settings/settings-root')),
                  children: [
                    {
                      index: true,
                      element: <Navigate to={dashboard.settings.shipping.getHref()} replace />,
                    },
                    {
                      path: dashboard.settings.shipping.path,
                      ...lazyPage(() => import('./routes/dashboard/settings/shipping')),
                    },
                    {
                      path: dashboard.settings.kitchenAvailability.path,
                      ...lazyPage(() => import('./routes/dashboard/settings/kitchen-availability')),
                    },
                    {
                      path: dashboard.settings.security.path,
                      ...lazyPage(() => import('./routes/dashboard/settings/security')),
                    },
                    {
                      path: dashboard.settings.notifications.path,
                      ...lazyPage(() => import('./routes/dashboard/settings/notifications')),
                    },
                  ],
                },
                // A mistyped dashboard address keeps the sidebar around the not-found page.
                { path: '*', ...lazyPage(() => import('./routes/dashboard/not-found')) },
              ],
            },
          ],
        },
        { path: '*', ...lazyPage(() => import('./routes/not-found')) },
      ],
    },
  ];
}

/** The app's router for a root store; made before the first render, it starts loading the address's route at once. */
export const createAppRouter = (root: RootStore, routes: RouteObject[] = buildRoutes(root)) =>
  createBrowserRouter(routes);

/**
 * The public pages prerendered at build time (apps/web/scripts/prerender.mjs), as a signed-out visitor sees them;
 * the server sends them for these addresses and the browser hydrates them.
 */
export const prerenderedPaths: readonly string[] = [
  paths.home.getHref(),
  paths.auth.login.getHref(),
  paths.auth.signup.getHref(),
];

/**
 * Loads the lazy route modules an address matches into its routes, in place. A router made after this renders the
 * page at once instead of its loading fallback, as rendering ahead of time and hydrating that rendering both need.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
