import type { NavItem } from './nav-types'

function normalise(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
}

/** Spec section 2.2: links starting with http or // leave the admin. */
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

export function visibleItems(items: readonly NavItem[]): NavItem[] {
  return items.filter(isNavItemEnabled)
}
