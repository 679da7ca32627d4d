import { useTranslation } from 'react-i18next'
import { type Params, type UIMatch, useMatches } from 'react-router'
import type en from './i18n/locales/en'

export type RouteTitleKey = `routes.${keyof typeof en.routes}`

/** What a route object carries in `handle`: its title, fixed or chosen from the URL's parameters. */
export interface RouteHandle {
  title?: RouteTitleKey | ((params: Params) => RouteTitleKey)
}

export interface Crumb {
  path: string
  titleKey: RouteTitleKey
}

type MatchLike = Pick<UIMatch, 'pathname' | 'params' | 'handle'>

function titleOf(match: MatchLike): RouteTitleKey | null {
  const title = (match.handle as RouteHandle | undefined)?.title
  if (!title) return null
  return typeof title === 'function' ? title(match.params) : title
}

/** Strips a trailing slash so that "/products/" and "/products" count as the same place. */
function normalise(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
}

/**
 * Crumbs come from the matched routes that have a title, skipping consecutive duplicate
 * paths (a parent and its index route share one). The deeper route wins, as it is the more specific title.
 */
export function buildCrumbs(matches: readonly MatchLike[]): Crumb[] {
  const crumbs: Crumb[] = []
  for (const match of matches) {
    const titleKey = titleOf(match)
    if (!titleKey) continue
    const path = normalise(match.pathname)
    const previous = crumbs.at(-1)
    if (previous?.path === path) previous.titleKey = titleKey
    else crumbs.push({ path, titleKey })
  }
  return crumbs
}

export function useCrumbs(): Crumb[] {
  return buildCrumbs(useMatches())
}

/** The translated title of the deepest matched route, for headings and the document title. */
export function usePageTitle(): string {
  const { t } = useTranslation()
  const key = useCrumbs().at(-1)?.titleKey
  return key ? t(key) : t('common.appName')
}

/** Editors whose id is missing open a new record. */
export function idOrNew(id: string | undefined): string {
  return id && id.length > 0 ? id : 'new'
}
