import { describe, expect, it } from 'vitest'
import { buildCrumbs, idOrNew, type RouteHandle } from './route-titles'

const match = (pathname: string, handle?: RouteHandle, params: Record<string, string> = {}) => ({
  pathname,
  params,
  handle,
})

describe('buildCrumbs', () => {
  it('keeps only matches that have a title', () => {
    const crumbs = buildCrumbs([
      match('/'),
      match('/', undefined),
      match('/orders', { title: 'routes.orders' }),
      match('/orders/drafts', { title: 'routes.drafts' }),
    ])
    expect(crumbs).toEqual([
      { path: '/orders', titleKey: 'routes.orders' },
      { path: '/orders/drafts', titleKey: 'routes.drafts' },
    ])
  })

  it('skips a consecutive duplicate path, keeping the deeper title', () => {
    const crumbs = buildCrumbs([
      match('/settings', { title: 'routes.settings' }),
      match('/settings/general', { title: 'routes.general' }),
      match('/settings/general/', { title: 'routes.general' }),
    ])
    expect(crumbs.map((crumb) => crumb.path)).toEqual(['/settings', '/settings/general'])
  })

  it('keeps the same path when it is not consecutive', () => {
    const crumbs = buildCrumbs([
      match('/a', { title: 'routes.home' }),
      match('/b', { title: 'routes.orders' }),
      match('/a', { title: 'routes.home' }),
    ])
    expect(crumbs).toHaveLength(3)
  })

  it('resolves titles that depend on the URL parameters', () => {
    const title: RouteHandle['title'] = (params) =>
      idOrNew(params.id) === 'new' ? 'routes.newRole' : 'routes.role'
    expect(buildCrumbs([match('/roles/new', { title }, { id: 'new' })])[0]?.titleKey).toBe('routes.newRole')
    expect(buildCrumbs([match('/roles/7', { title }, { id: '7' })])[0]?.titleKey).toBe('routes.role')
  })
})

describe('idOrNew', () => {
  it('defaults a missing id to new', () => {
    expect(idOrNew(undefined)).toBe('new')
    expect(idOrNew('')).toBe('new')
    expect(idOrNew('42')).toBe('42')
  })
})
