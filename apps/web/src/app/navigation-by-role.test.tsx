import {
  BUILT_IN_PERMISSIONS,
  BUILT_IN_ROLES,
  type BuiltInRole,
} from '@lojista/contracts/staff/built-in-roles'
import type { Permission } from '@lojista/contracts/staff/permissions'
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
