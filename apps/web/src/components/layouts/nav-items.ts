import type { PermissionKey } from '@vendor/api-types';
import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import {
  ClockIcon,
  GridIcon,
  ReceiptIcon,
  SettingsIcon,
  ShieldIcon,
  UserIcon,
  UtensilsIcon,
  WalletIcon,
} from '@/components/ui/icons';

export interface NavLinkItem {
  label: string;
  href: string;
  /** The permission a member needs to open the page; without one, every member may. */
  permission?: PermissionKey;
}

export interface NavEntry {
  label: string;
  icon: ComponentType<{ size?: number }>;
  href?: string;
  permission?: PermissionKey;
  children?: NavLinkItem[];
}

const { dashboard } = paths;

/**
 * Sidebar entries and groups in the product's order, each with the permission its page needs. The Audit Log comes
 * last: it is a page of the dashboard that the product's list of entries leaves out, and it needs a way in.
 */
export const NAV_ENTRIES: NavEntry[] = [
  { label: 'Dashboard', icon: GridIcon, href: dashboard.root.getHref(), permission: 'dashboard.view' },
  { label: 'Menu', icon: UtensilsIcon, href: dashboard.menu.getHref(), permission: 'meals.view' },
  { label: 'Order Processing', icon: ReceiptIcon, href: dashboard.orders.getHref(), permission: 'orders.view' },
  {
    label: 'Payments and Payouts',
    icon: WalletIcon,
    children: [
      { label: 'Payouts', href: dashboard.payments.payouts.getHref(), permission: 'payouts.view' },
      { label: 'Payout Schedule', href: dashboard.payments.payoutSchedule.getHref(), permission: 'payouts.view' },
      { label: 'Payout Account', href: dashboard.payments.payoutAccount.getHref(), permission: 'payouts.view' },
    ],
  },
  {
    label: 'Roles and Permissions',
    icon: ShieldIcon,
    children: [
      { label: 'Roles', href: dashboard.roles.roles.getHref(), permission: 'roles.view' },
      { label: 'Team Management', href: dashboard.roles.teamManagement.getHref(), permission: 'team.view' },
    ],
  },
  {
    label: 'Account Management',
    icon: UserIcon,
    children: [
      { label: 'Profile', href: dashboard.account.profile.getHref() },
      { label: 'Branding', href: dashboard.account.branding.getHref(), permission: 'branding.view' },
    ],
  },
  {
    label: 'Settings',
    icon: SettingsIcon,
    children: [
      { label: 'Shipping & Delivery', href: dashboard.settings.shipping.getHref(), permission: 'delivery.view' },
      {
        label: 'Kitchen Availability & Cutoffs',
        href: dashboard.settings.kitchenAvailability.getHref(),
        permission: 'availability.view',
      },
      { label: 'Notifications', href: dashboard.settings.notifications.getHref() },
    ],
  },
  { label: 'Audit Log', icon: ClockIcon, href: dashboard.audits.getHref(), permission: 'audit.view' },
];

/** Tabs of the settings pages; the active one is chosen by path. */
export const SETTINGS_TABS: NavLinkItem[] = [
  { label: 'Shipping & Delivery', href: dashboard.settings.shipping.getHref(), permission: 'delivery.view' },
  {
    label: 'Kitchen Availability & Cutoffs',
    href: dashboard.settings.kitchenAvailability.getHref(),
    permission: 'availability.view',
  },
  { label: 'Security', href: dashboard.settings.security.getHref() },
  { label: 'Notifications', href: dashboard.settings.notifications.getHref() },
];

/** What the signed-in member may see: `can` answers for one permission. */
export type Can = (permission: PermissionKey) => boolean;

const allowed = (item: { permission?: PermissionKey }, can: Can) => !item.permission || can(item.permission);

/** The sidebar as the member's permissions allow it: hidden pages dropped, groups left empty dropped too. */
export function visibleNavEntries(can: Can, entries: NavEntry[] = NAV_ENTRIES): NavEntry[] {
  return entries.flatMap((entry) => {
    if (!entry.children) return allowed(entry, can) ? [entry] : [];
    const children = entry.children.filter((child) => allowed(child, can));
    return children.length ? [{ ...entry, children }] : [];
  });
}

const dashboardLinks = (): NavLinkItem[] => [
  ...NAV_ENTRIES.flatMap(
    (entry) =>
      entry.children ?? (entry.href ? [{ label: entry.label, href: entry.href, permission: entry.permission }] : []),
  ),
  ...SETTINGS_TABS,
];

/**
 * The page of the dashboard a path belongs to (the longest sidebar or settings link it starts with), so a page
 * under it (a role's edit page under Roles) needs the same permission. The dashboard index matches only itself.
 */
export function pageOfPath(pathname: string): NavLinkItem | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: NavLinkItem | undefined;
  for (const link of dashboardLinks()) {
    const matches =
      link.href === dashboard.root.getHref()
        ? path === link.href
        : path === link.href || path.startsWith(`${link.href}/`);
    if (matches && (!best || link.href.length > best.href.length)) best = link;
  }
  return best;
}

/** Where a member lands when the dashboard index is not theirs: the first page their role opens. */
export function firstAllowedHref(can: Can): string | undefined {
  const [first] = visibleNavEntries(can);
  return first?.href ?? first?.children?.[0]?.href;
}
