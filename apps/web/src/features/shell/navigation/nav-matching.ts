import type { Permission } from '@lojista/contracts/staff/permissions'
import type { NavItem } from './nav-types'

function normalise(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
}

/** Links starting with http or // leave the admin. */
export function isExternalHref(href: string): boolean {
  return href.startsWith('http') || href.startsWith('//')
}

/** A prefix match on whole path segments, so /products matches /products/new but not /productsale. */
export function pathStartsWith(pathname: string, prefix: string): boolean {
  const path = normalise(pathname)
  const base = normalise(prefix)
  if (base === '/') return true
  return path === base || path.startsWith(`${base}/`)
}

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const type = item.matcher?.type ?? 'exact'
  if (type === 'disabled') return false
  const target = item.matcher?.href ?? item.href
  if (!target || isExternalHref(target)) return false
  if (type === 'startsWith') return pathStartsWith(pathname, target)
  return normalise(pathname) === normalise(target)
}

/** An item with sub-items shows them when it, or any item below it, is the current place. */
export function isNavItemExpanded(item: NavItem, pathname: string): boolean {
  if (isNavItemActive(item, pathname)) return true
  return (item.items ?? []).some((child) => isNavItemEnabled(child) && isNavItemExpanded(child, pathname))
}

export function isNavItemEnabled(item: NavItem): boolean {
  return item.isEnabled !== false
}

/**
 * The items a person sees: switched-on items their role allows. Without `permissions` every switched-on
 * item shows. An item the role does not allow still shows when one of its sub-items is allowed (drafts
 * without orders), leading to the first such sub-item, so no allowed page is out of reach.
 */
export function visibleItems(items: readonly NavItem[], permissions?: ReadonlySet<Permission>): NavItem[] {
  const allowed = (item: NavItem) => !permissions || !item.permission || permissions.has(item.permission)
  return items.filter(isNavItemEnabled).flatMap((item) => {
    const children = item.items && visibleItems(item.items, permissions)
    if (allowed(item)) return [{ ...item, items: children }]
    const [first] = children?.filter((child) => child.href) ?? []
    if (!first) return []
    return [
      {
        ...item,
        href: first.href,
        matcher: item.matcher && { ...item.matcher, href: item.matcher.href ?? item.href },
        items: children,
      },
    ]
  })
}
