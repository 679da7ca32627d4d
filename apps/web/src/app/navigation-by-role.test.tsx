import {
  BUILT_IN_PERMISSIONS,
  BUILT_IN_ROLES,
  type BuiltInRole,
} from '@lojista/contracts/staff/built-in-roles'
import { PERMISSIONS, type Permission } from '@lojista/contracts/staff/permissions'
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { SidebarProvider } from '@/components/ui/sidebar'
import { SettingsMenu } from '@/features/settings/components/settings-menu'
import { type SettingsMenuEntry, settingsMenu } from '@/features/settings/settings-menu'
import { NavMenu } from '@/features/shell/components/nav-menu'
import { navGroups, secondaryNavGroup } from '@/features/shell/navigation/nav-items'
import type { NavItem } from '@/features/shell/navigation/nav-types'
import { i18n } from '@/lib/i18n/i18n'
import { SessionStub, stubSession } from '@/test/session-stub'

const store = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Casa Aurora',
  plan: null,
  currencyCode: 'BRL',
}

function session(role: BuiltInRole, permissions: readonly Permission[]) {
  const tenant = { ...store, role, permissions: [...permissions] }
  return stubSession({
    status: 'authenticated',
    isAuthenticated: true,
    user: { id: 'u', name: 'Ana', email: 'ana@example.com', avatar: null, emailVerified: true },
    tenants: [tenant],
    defaultTenant: tenant,
    currentTenant: tenant,
  })
}

function renderNavigation(role: BuiltInRole, permissions: readonly Permission[]) {
  render(
    <SessionStub value={session(role, permissions)}>
      <MemoryRouter initialEntries={['/settings/organization-account/security']}>
        <SidebarProvider>
          <nav aria-label="sidebar">
            {[...navGroups.map((group) => group.items), secondaryNavGroup.items].map((items, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the groups are fixed
              <NavMenu key={index} items={items} />
            ))}
          </nav>
        </SidebarProvider>
        <SettingsMenu />
      </MemoryRouter>
    </SessionStub>,
  )
}

/** Every sidebar item that leads somewhere, sub-items included (they show once their parent opens). */
const sidebarItems = (items: readonly NavItem[]): NavItem[] =>
  items.flatMap((item) => [item, ...sidebarItems(item.items ?? [])])
const topItems = [...navGroups.flatMap((group) => group.items), ...secondaryNavGroup.items]
const settingsEntries = settingsMenu.flatMap((entry): SettingsMenuEntry[] => [
  entry,
  ...(entry.children ?? []),
])

/** An item shows when the role allows it, or allows one of its sub-items that leads somewhere. */
function expectedVisible(item: NavItem, held: ReadonlySet<Permission>): boolean {
  if (!item.permission || held.has(item.permission)) return true
  return (item.items ?? []).some((child) => child.href && (!child.permission || held.has(child.permission)))
}

describe.each(BUILT_IN_ROLES)('the navigation of the %s role', (role) => {
  const held = new Set(BUILT_IN_PERMISSIONS[role])

  it('shows each sidebar area the role may open, and no other', () => {
    renderNavigation(role, BUILT_IN_PERMISSIONS[role])
    const sidebar = screen.getByRole('navigation', { name: 'sidebar' })
    for (const item of topItems) {
      const name = i18n.t(item.titleKey)
      const shown = within(sidebar).queryAllByText(name, { exact: true }).length > 0
      expect(shown, `${role}: ${item.id}`).toBe(expectedVisible(item, held))
    }
    expect(sidebarItems(topItems).length).toBeGreaterThan(topItems.length)
  })

  it('offers each settings entry the role may open and disables the rest, saying why', () => {
    renderNavigation(role, BUILT_IN_PERMISSIONS[role])
    const menu = screen.getByRole('navigation', { name: i18n.t('settings.menuLabel') })
    for (const entry of settingsEntries) {
      const allowed = !entry.permission || held.has(entry.permission)
      const name = i18n.t(entry.titleKey)
      if (entry.disabled || !entry.href) {
        expect(within(menu).queryByRole('link', { name }), `${role}: ${entry.id}`).toBeNull()
        continue
      }
      const link = within(menu).queryByRole('link', { name })
      expect(Boolean(link), `${role}: ${entry.id}`).toBe(allowed)
      if (!allowed) {
        const [label] = within(menu).getAllByText(name, { exact: true })
        expect(label?.closest('[aria-disabled="true"]')).toHaveAttribute(
          'title',
          'Your role does not allow this',
        )
      }
    }
  })
})

describe('a role of the store’s own', () => {
  it('reaches drafts through Orders without seeing orders, and sees no discounts', async () => {
    const drafts: Permission[] = ['draft_orders.view', 'draft_orders.edit', 'customers.view']
    renderNavigation('staff', drafts)
    const sidebar = screen.getByRole('navigation', { name: 'sidebar' })
    expect(within(sidebar).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders/drafts')
    expect(within(sidebar).queryByText('Discounts')).toBeNull()
    expect(within(sidebar).queryByText('Products')).toBeNull()
    expect(within(sidebar).getByText('Customers')).toBeVisible()
  })
})

/**
 * What each sidebar item and settings entry needs, declared here as well as in the menus: an entry added
 * to a menu fails this test until it is declared with its permission, so a role cannot gain or lose an
 * area by accident. `null`: open to every role; `'soon'`: an area that does not exist yet.
 */
const SIDEBAR: Record<string, Permission | null | 'soon'> = {
  home: null,
  orders: 'orders.view',
  drafts: 'draft_orders.view',
  'abandoned-checkouts': 'draft_orders.view',
  products: 'products.view',
  collections: 'products.view',
  inventory: 'inventory.view',
  'purchase-orders': 'inventory.view',
  transfers: 'inventory.view',
  'gift-cards': 'products.view',
  catalogs: 'products.view',
  customers: 'customers.view',
  segments: 'soon',
  companies: 'soon',
  content: 'content.view',
  files: 'content.view',
  metaobjects: 'content.view',
  finance: 'soon',
  analytics: 'analytics.view',
  reports: 'soon',
  'live-view': 'soon',
  marketing: 'marketing.view',
  campaigns: 'marketing.view',
  automations: 'soon',
  discounts: 'discounts.view',
  'point-of-sale': 'point_of_sale.use',
  'online-store': 'soon',
  support: 'soon',
  settings: null,
}

const SETTINGS: Record<string, Permission | null | 'soon'> = {
  general: 'settings.general',
  plan: 'soon',
  billing: 'soon',
  users: 'staff.view',
  roles: 'staff.view',
  security: null,
  pricing: 'settings.general',
  payments: 'settings.payments',
  checkout: 'settings.checkout',
  'customer-accounts': 'settings.checkout',
  'supply-chain': 'products.view',
  shipping: 'settings.shipping',
  taxes: 'settings.taxes',
  locations: 'settings.locations',
  apps: 'soon',
  domains: 'soon',
  'customer-events': 'settings.general',
  notifications: 'settings.notifications',
  'sent-emails': 'settings.notifications',
  'custom-data': 'settings.general',
  languages: 'soon',
  privacy: 'settings.policies',
  policies: 'settings.policies',
  organizations: 'soon',
}

const declared = (entry: { permission?: Permission; href?: string; disabled?: boolean }) =>
  entry.disabled || !entry.href ? 'soon' : (entry.permission ?? null)

describe('the permissions the menus ask for', () => {
  it('are the ones declared for every sidebar item and settings entry, and no entry is undeclared', () => {
    const sidebar = Object.fromEntries(sidebarItems(topItems).map((item) => [item.id, declared(item)]))
    expect(sidebar).toEqual(SIDEBAR)
    const settings = Object.fromEntries(settingsEntries.map((entry) => [entry.id, declared(entry)]))
    expect(settings).toEqual(SETTINGS)
  })

  it('name only permissions of the catalogue', () => {
    const named = [...Object.values(SIDEBAR), ...Object.values(SETTINGS)].filter(
      (permission): permission is Permission => permission !== null && permission !== 'soon',
    )
    for (const permission of named) expect(PERMISSIONS, permission).toContain(permission)
  })
})

describe.each(BUILT_IN_ROLES)('what the %s role finds in the menus, by the declared permissions', (role) => {
  const held = new Set(BUILT_IN_PERMISSIONS[role])
  const allows = (permission: Permission | null | 'soon') =>
    permission === null || (permission !== 'soon' && held.has(permission))
  // An entry missing from a table fails the test above; here it counts as an area not built yet.
  const declaredIn = (table: Record<string, Permission | null | 'soon'>, id: string) =>
    id in table ? (table[id] as Permission | null | 'soon') : 'soon'

  it('sidebar: each area it may open shows, each one it may not is hidden', () => {
    renderNavigation(role, BUILT_IN_PERMISSIONS[role])
    const sidebar = screen.getByRole('navigation', { name: 'sidebar' })
    for (const item of topItems) {
      const own = declaredIn(SIDEBAR, item.id)
      const children = (item.items ?? []).map((child) => declaredIn(SIDEBAR, child.id))
      const expected = own === 'soon' || allows(own) || children.some(allows)
      const shown = within(sidebar).queryAllByText(i18n.t(item.titleKey), { exact: true }).length > 0
      expect(shown, `${role}: ${item.id}`).toBe(expected)
    }
  })

  it('settings: each entry it may open is a link, the rest are disabled with the reason', () => {
    renderNavigation(role, BUILT_IN_PERMISSIONS[role])
    const menu = screen.getByRole('navigation', { name: i18n.t('settings.menuLabel') })
    for (const entry of settingsEntries) {
      const permission = declaredIn(SETTINGS, entry.id)
      const name = i18n.t(entry.titleKey)
      const link = within(menu).queryByRole('link', { name })
      expect(Boolean(link), `${role}: ${entry.id}`).toBe(allows(permission))
      if (permission !== 'soon' && !allows(permission)) {
        const [label] = within(menu).getAllByText(name, { exact: true })
        expect(label?.closest('[aria-disabled="true"]'), `${role}: ${entry.id}`).toHaveAttribute(
          'title',
          'Your role does not allow this',
        )
      }
    }
  })
})

describe('the built-in staff role', () => {
  // Spelled out, so a change to the staff defaults shows up here as what staff now see.
  it('sees the day-to-day areas and none of analytics, marketing or the store’s settings', () => {
    renderNavigation('staff', BUILT_IN_PERMISSIONS.staff)
    const sidebar = screen.getByRole('navigation', { name: 'sidebar' })
    for (const name of ['Home', 'Orders', 'Products', 'Customers', 'Content', 'Discounts', 'Point of Sale']) {
      expect(within(sidebar).getAllByText(name, { exact: true })[0], name).toBeVisible()
    }
    for (const name of ['Analytics', 'Marketing']) {
      expect(within(sidebar).queryByText(name, { exact: true }), name).toBeNull()
    }
    const menu = screen.getByRole('navigation', { name: i18n.t('settings.menuLabel') })
    expect(within(menu).getByRole('link', { name: 'Security' })).toBeVisible()
    expect(within(menu).queryByRole('link', { name: 'Users' })).toBeNull()
    expect(within(menu).queryByRole('link', { name: 'General' })).toBeNull()
  })
})
