import type { Permission } from '@lojista/contracts/staff/permissions'
import type { RouteTitleKey } from '@/lib/route-titles'

export interface SettingsMenuEntry {
  id: string
  titleKey: RouteTitleKey
  /** Without an href, the area does not exist yet: it is listed as disabled. */
  href?: string
  disabled?: boolean
  /** What the person's role must allow; without it the entry shows, disabled, saying why. */
  permission?: Permission
  children?: SettingsMenuEntry[]
}

/** The settings drawer's entries, in the order the drawer lists them. */
export const settingsMenu: SettingsMenuEntry[] = [
  { id: 'general', permission: 'settings.general', titleKey: 'routes.general', href: '/settings/general' },
  { id: 'plan', titleKey: 'routes.plan', href: '/settings/plan', disabled: true },
  { id: 'billing', titleKey: 'routes.billing', href: '/settings/billing', disabled: true },
  {
    id: 'users',
    titleKey: 'routes.users',
    permission: 'staff.view',
    href: '/settings/organization-account',
    children: [
      {
        id: 'roles',
        permission: 'staff.view',
        titleKey: 'routes.roles',
        href: '/settings/organization-account/roles',
      },
      { id: 'security', titleKey: 'routes.security', href: '/settings/organization-account/security' },
    ],
  },
  { id: 'pricing', permission: 'settings.general', titleKey: 'routes.pricing', href: '/settings/pricing' },
  {
    id: 'payments',
    permission: 'settings.payments',
    titleKey: 'routes.payments',
    href: '/settings/payments',
  },
  {
    id: 'checkout',
    permission: 'settings.checkout',
    titleKey: 'routes.checkout',
    href: '/settings/checkout',
  },
  {
    id: 'customer-accounts',
    permission: 'settings.checkout',
    titleKey: 'routes.customerAccounts',
    href: '/settings/customerAccounts',
  },
  {
    id: 'supply-chain',
    permission: 'products.view',
    titleKey: 'routes.supplyChain',
    href: '/settings/supply-chain',
  },
  {
    id: 'shipping',
    permission: 'settings.shipping',
    titleKey: 'routes.shipping',
    href: '/settings/shipping',
  },
  { id: 'taxes', permission: 'settings.taxes', titleKey: 'routes.taxes', href: '/settings/taxes' },
  {
    id: 'locations',
    permission: 'settings.locations',
    titleKey: 'routes.locations',
    href: '/settings/locations',
  },
  { id: 'apps', titleKey: 'routes.apps', href: '/settings/apps', disabled: true },
  { id: 'domains', titleKey: 'routes.domains', href: '/settings/domains', disabled: true },
  {
    id: 'customer-events',
    permission: 'settings.general',
    titleKey: 'routes.customerEvents',
    href: '/settings/customer-events',
  },
  {
    id: 'notifications',
    titleKey: 'routes.notifications',
    permission: 'settings.notifications',
    href: '/settings/notifications',
    children: [
      {
        id: 'sent-emails',
        permission: 'settings.notifications',
        titleKey: 'routes.sentEmails',
        href: '/settings/notifications/sent-emails',
      },
    ],
  },
  {
    id: 'custom-data',
    permission: 'settings.general',
    titleKey: 'routes.customData',
    href: '/settings/custom-data',
  },
  {
    id: 'languages',
    permission: 'settings.languages',
    titleKey: 'routes.languages',
    href: '/settings/languages',
    disabled: true,
  },
  { id: 'privacy', permission: 'settings.policies', titleKey: 'routes.privacy', href: '/settings/privacy' },
  {
    id: 'policies',
    permission: 'settings.policies',
    titleKey: 'routes.policies',
    href: '/settings/policies',
  },
  { id: 'organizations', titleKey: 'routes.organizations', disabled: true },
]

/** The entry whose area holds the path, preferring the most specific one. */
export function activeSettingsEntry(pathname: string): SettingsMenuEntry | undefined {
  const all = settingsMenu.flatMap((entry) => [entry, ...(entry.children ?? [])])
  return all
    .filter((entry) => entry.href && !entry.disabled)
    .filter((entry) => pathname === entry.href || pathname.startsWith(`${entry.href}/`))
    .sort((a, b) => (b.href?.length ?? 0) - (a.href?.length ?? 0))[0]
}
