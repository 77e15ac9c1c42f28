import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import {
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
}

export interface NavEntry {
  label: string;
  icon: ComponentType<{ size?: number }>;
  href?: string;
  children?: NavLinkItem[];
}

const { dashboard } = paths;

/** Sidebar entries and groups, in the product's order and words. */
export const NAV_ENTRIES: NavEntry[] = [
  { label: 'Dashboard', icon: GridIcon, href: dashboard.root.getHref() },
  { label: 'Menu', icon: UtensilsIcon, href: dashboard.menu.getHref() },
  { label: 'Order Processing', icon: ReceiptIcon, href: dashboard.orders.getHref() },
  {
    label: 'Payments and Payouts',
    icon: WalletIcon,
    children: [
      { label: 'Payouts', href: dashboard.payments.payouts.getHref() },
      { label: 'Payout Schedule', href: dashboard.payments.payoutSchedule.getHref() },
      { label: 'Payout Account', href: dashboard.payments.payoutAccount.getHref() },
    ],
  },
  {
    label: 'Roles and Permissions',
    icon: ShieldIcon,
    children: [
      { label: 'Roles', href: dashboard.roles.roles.getHref() },
      { label: 'Team Management', href: dashboard.roles.teamManagement.getHref() },
    ],
  },
  {
    label: 'Account Management',
    icon: UserIcon,
    children: [
      { label: 'Profile', href: dashboard.account.profile.getHref() },
      { label: 'Branding', href: dashboard.account.branding.getHref() },
    ],
  },
  {
    label: 'Settings',
    icon: SettingsIcon,
    children: [
      { label: 'Shipping & Delivery', href: dashboard.settings.shipping.getHref() },
      {
        label: 'Kitchen Availability & Cutoffs',
        href: dashboard.settings.kitchenAvailability.getHref(),
      },
      { label: 'Notifications', href: dashboard.settings.notifications.getHref() },
    ],
  },
];

/** Tabs of the settings pages; the active one is chosen by path. */
export const SETTINGS_TABS: NavLinkItem[] = [
  { label: 'Shipping & Delivery', href: dashboard.settings.shipping.getHref() },
  { label: 'Kitchen Availability & Cutoffs', href: dashboard.settings.kitchenAvailability.getHref() },
  { label: 'Security', href: dashboard.settings.security.getHref() },
  { label: 'Notifications', href: dashboard.settings.notifications.getHref() },
];
