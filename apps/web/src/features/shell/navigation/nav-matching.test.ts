import { describe, expect, it } from 'vitest'
import { navGroups, secondaryNavGroup } from './nav-items'
import {
  isExternalHref,
  isNavItemActive,
  isNavItemExpanded,
  pathStartsWith,
  visibleItems,
} from './nav-matching'
import type { NavItem } from './nav-types'

const allItems = [...navGroups.flatMap((group) => group.items), ...secondaryNavGroup.items]
const item = (id: string): NavItem => {
  const found = allItems.flatMap((entry) => [entry, ...(entry.items ?? [])]).find((entry) => entry.id === id)
  if (!found) throw new Error(`no navigation item ${id}`)
  return found
}

describe('pathStartsWith', () => {
  it('matches whole segments only', () => {
    expect(pathStartsWith('/products/new', '/products')).toBe(true)
    expect(pathStartsWith('/products', '/products')).toBe(true)
    expect(pathStartsWith('/products/', '/products')).toBe(true)
    expect(pathStartsWith('/productsale', '/products')).toBe(false)
  })
})

describe('isNavItemActive', () => {
  it('matches Home on the root path only', () => {
    expect(isNavItemActive(item('home'), '/')).toBe(true)
    expect(isNavItemActive(item('home'), '/orders')).toBe(false)
  })

  it('matches Orders exactly, and Drafts on any path under the drafts home', () => {
    expect(isNavItemActive(item('orders'), '/orders')).toBe(true)
    expect(isNavItemActive(item('orders'), '/orders/drafts')).toBe(false)
    expect(isNavItemActive(item('drafts'), '/orders/drafts')).toBe(true)
    expect(isNavItemActive(item('drafts'), '/orders/drafts/new')).toBe(true)
    expect(isNavItemActive(item('abandoned-checkouts'), '/orders/drafts')).toBe(false)
  })

  it('matches Products, Customers, Discounts and Point of Sale on their path prefix', () => {
    expect(isNavItemActive(item('products'), '/products/collections')).toBe(true)
    expect(isNavItemActive(item('customers'), '/customers/ana')).toBe(true)
    expect(isNavItemActive(item('discounts'), '/discounts')).toBe(true)
    expect(isNavItemActive(item('point-of-sale'), '/point-of-sale/mug')).toBe(true)
  })

  it('never matches Content, whose matching is disabled', () => {
    expect(isNavItemActive(item('content'), '/content')).toBe(false)
    expect(isNavItemActive(item('content'), '/content/files')).toBe(false)
  })

  it('never matches a placeholder without a link', () => {
    expect(isNavItemActive(item('finance'), '/')).toBe(false)
    expect(isNavItemActive(item('segments'), '/customers')).toBe(false)
  })

  it('matches Settings anywhere in the settings area', () => {
    expect(isNavItemActive(item('settings'), '/settings/taxes')).toBe(true)
  })
})

describe('isNavItemExpanded', () => {
  it('opens an item when one of its children is active', () => {
    expect(isNavItemExpanded(item('orders'), '/orders/drafts/12')).toBe(true)
    expect(isNavItemExpanded(item('content'), '/content/files/new')).toBe(true)
    expect(isNavItemExpanded(item('marketing'), '/marketing/campaigns')).toBe(true)
  })

  it('opens an item that is itself active', () => {
    expect(isNavItemExpanded(item('products'), '/products')).toBe(true)
  })

  it('keeps other items closed', () => {
    expect(isNavItemExpanded(item('orders'), '/products')).toBe(false)
  })

  it('ignores children that are switched off', () => {
    const parent: NavItem = {
      id: 'p',
      titleKey: 'nav.orders',
      href: '/p',
      items: [{ id: 'c', titleKey: 'nav.drafts', href: '/p/c', isEnabled: false }],
    }
    expect(isNavItemExpanded(parent, '/p/c')).toBe(false)
  })
})

describe('links and flags', () => {
  it('treats http and protocol-relative links as external', () => {
    expect(isExternalHref('https://help.example.com')).toBe(true)
    expect(isExternalHref('//cdn.example.com/a')).toBe(true)
    expect(isExternalHref('/orders')).toBe(false)
  })

  it('hides items whose enabled flag is off', () => {
    const items: NavItem[] = [
      { id: 'a', titleKey: 'nav.home', href: '/' },
      { id: 'b', titleKey: 'nav.orders', href: '/orders', isEnabled: false },
    ]
    expect(visibleItems(items).map((entry) => entry.id)).toEqual(['a'])
  })

  it('lists the sidebar groups: Platform, Sales channels, and a pinned secondary group', () => {
    expect(navGroups.map((group) => group.labelKey)).toEqual(['nav.platform', 'nav.salesChannels'])
    expect(secondaryNavGroup.items.map((entry) => entry.id)).toEqual(['support', 'settings'])
  })
})
