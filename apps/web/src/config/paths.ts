const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/** Every URL of the app in one place: `path` for the router, `getHref` for links. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: {
    login: { path: '/login', getHref: () => '/login' },
    signup: { path: '/signup', getHref: () => '/signup' },
    googleCallback: { path: '/auth/google/callback', getHref: () => '/auth/google/callback' },
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
    root: { path: '/dashboard', getHref: () => '/dashboard' },
    menu: { path: 'menu', getHref: (query?: string) => (query ? `/dashboard/menu?${query}` : '/dashboard/menu') },
    menuCreate: { path: 'menu/new', getHref: () => '/dashboard/menu/new' },
    menuEdit: {
      path: 'menu/:mealId/edit',
      getHref: (mealId: string) => `/dashboard/menu/${encodeURIComponent(mealId)}/edit`,
    },
    orders: { path: 'orders', getHref: () => '/dashboard/orders' },
    audits: { path: 'audits', getHref: () => '/dashboard/audits' },
    payments: {
      payouts: { path: 'payments/payouts', getHref: () => '/dashboard/payments/payouts' },
      payoutSchedule: {
        path: 'payments/payout-schedule',
        getHref: () => '/dashboard/payments/payout-schedule',
      },
      payoutAccount: {
        path: 'payments/payout-account',
        getHref: () => '/dashboard/payments/payout-account',
      },
    },
    roles: {
      roles: {
        path: 'roles-and-permissions/roles',
        getHref: () => '/dashboard/roles-and-permissions/roles',
      },
      roleNew: {
        path: 'roles-and-permissions/roles/new',
        getHref: () => '/dashboard/roles-and-permissions/roles/new',
      },
      role: {
        path: 'roles-and-permissions/roles/:roleId',
        getHref: (roleId: string) => `/dashboard/roles-and-permissions/roles/${encodeURIComponent(roleId)}`,
      },
      roleEdit: {
        path: 'roles-and-permissions/roles/:roleId/edit',
        getHref: (roleId: string) => `/dashboard/roles-and-permissions/roles/${encodeURIComponent(roleId)}/edit`,
      },
      teamManagement: {
        path: 'roles-and-permissions/team-management',
        getHref: () => '/dashboard/roles-and-permissions/team-management',
      },
      /** A view of the team: the members holding one role (by its slug), or `invited` for the invitations. */
      teamView: {
        path: 'roles-and-permissions/team-management/:view',
        getHref: (view: string) => `/dashboard/roles-and-permissions/team-management/${encodeURIComponent(view)}`,
      },
    },
    account: {
      profile: { path: 'account/profile', getHref: () => '/dashboard/account/profile' },
      branding: { path: 'account/branding', getHref: () => '/dashboard/account/branding' },
    },
    settings: {
      root: { path: 'settings', getHref: () => '/dashboard/settings' },
      shipping: { path: 'shipping', getHref: () => '/dashboard/settings/shipping' },
      kitchenAvailability: {
        path: 'kitchen-availability',
        getHref: () => '/dashboard/settings/kitchen-availability',
      },
      security: { path: 'security', getHref: () => '/dashboard/settings/security' },
      notifications: {
        path: 'notifications',
        getHref: () => '/dashboard/settings/notifications',
      },
    },
  },
} as const;
