import type { Permission } from '@lojista/contracts/staff/permissions'
import type { LucideIcon } from 'lucide-react'
import type en from '@/lib/i18n/locales/en'

export type NavTitleKey = `nav.${keyof typeof en.nav}`

/** How an item decides it is the current place: the exact path, a path prefix, or never. */
export interface NavMatcher {
  type: 'exact' | 'startsWith' | 'disabled'
  href?: string
}

export interface NavItem {
  id: string
  titleKey: NavTitleKey
  /** Without an href the item is a placeholder for an area that does not exist yet. */
  href?: string
  icon?: LucideIcon
  matcher?: NavMatcher
  items?: NavItem[]
  /** What the person's role must allow for the item to show (see visibleItems). */
  permission?: Permission
  /** Items can be switched off without removing them from the configuration. */
  isEnabled?: boolean
}

export interface NavGroup {
  id: string
  labelKey?: NavTitleKey
  items: NavItem[]
}
