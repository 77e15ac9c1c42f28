const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/** A page without parameters: its router path (relative to the parent route) and its address. */
const page = <P extends string, H extends string>(path: P, href: H) => ({ path, getHref: () => href });

/** Every URL of the app in one place: `path` for the router, `getHref` for links. */
export const paths = {
  home: page('/', '/'),
  auth: {
    login: page('/login', '/login'),
    signup: page('/signup', '/signup'),
    googleCallback: page('/auth/google/callback', '/auth/google/callback'),
  },
  invites: {
    landing: {
      path: '/invites',
      getHref: (token?: string) => withQuery('/invites', { token }),
    },
    setup: {
      path: '/invites/setup',
      getHref: (token?: string) => withQuery('/invites/setup', { token }),
    },
  },
  onboarding: {
    path: '/onboarding',
    getHref: () => '/onboarding',
    aliases: ['/Onboarding', '/onboard', '/Onboard'],
  },
  dashboard: {
    root: page('/dashboard', '/dashboard'),
    menu: { path: 'menu', getHref: (query?: string) => (query ? `/dashboard/menu?${query}` : '/dashboard/menu') },
    menuCreate: page('menu/new', '/dashboard/menu/new'),
    menuEdit: {
      path: 'menu/:mealId/edit',
      getHref: (mealId: string) => `/dashboard/menu/${encodeURIComponent(mealId)}/edit`,
    },
    orders: page('orders', '/dashboard/orders'),
    audits: page('audits', '/dashboard/audits'),
    payments: {
      payouts: page('payments/payouts', '/dashboard/payments/payouts'),
      payoutSchedule: page('payments/payout-schedule', '/dashboard/payments/payout-schedule'),
      payoutAccount: page('payments/payout-account', '/dashboard/payments/payout-account'),
    },
    roles: {
      roles: page('roles-and-permissions/roles', '/dashboard/roles-and-permissions/roles'),
      roleNew: page('roles-and-permissions/roles/new', '/dashboard/roles-and-permissions/roles/new'),
      role: {
        path: 'roles-and-permissions/roles/:roleId',
        getHref: (roleId: string) => `/dashboard/roles-and-permissions/roles/${encodeURIComponent(roleId)}`,
      },
      roleEdit: {
        path: 'roles-and-permissions/roles/:roleId/edit',
        getHref: (roleId: string) => `/dashboard/roles-and-permissions/roles/${encodeURIComponent(roleId)}/edit`,
      },
      teamManagement: page('roles-and-permissions/team-management', '/dashboard/roles-and-permissions/team-management'),
      /** A view of the team: the members holding one role (by its slug), or `invited` for the invitations. */
      teamView: {
        path: 'roles-and-permissions/team-management/:view',
        getHref: (view: string) => `/dashboard/roles-and-permissions/team-management/${encodeURIComponent(view)}`,
      },
    },
    account: {
      profile: page('account/profile', '/dashboard/account/profile'),
      branding: page('account/branding', '/dashboard/account/branding'),
    },
    settings: {
      root: page('settings', '/dashboard/settings'),
      shipping: page('shipping', '/dashboard/settings/shipping'),
      kitchenAvailability: page('kitchen-availability', '/dashboard/settings/kitchen-availability'),
      security: page('security', '/dashboard/settings/security'),
      notifications: page('notifications', '/dashboard/settings/notifications'),
    },
  },
} as const;
