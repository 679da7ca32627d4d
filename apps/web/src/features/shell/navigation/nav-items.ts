import {
  BadgePercentIcon,
  ChartColumnIcon,
  FileTextIcon,
  HouseIcon,
  InboxIcon,
  LandmarkIcon,
  LifeBuoyIcon,
  MegaphoneIcon,
  MonitorSmartphoneIcon,
  SettingsIcon,
  StoreIcon,
  TagIcon,
  UsersIcon,
} from 'lucide-react'
import type { NavGroup } from './nav-types'

/**
 * The sidebar's three groups. Items without an href are areas that do not exist yet;
 * they are listed, marked as coming soon, and lead nowhere.
 */
export const navGroups: NavGroup[] = [
  {
    id: 'platform',
    labelKey: 'nav.platform',
    items: [
      { id: 'home', titleKey: 'nav.home', href: '/', icon: HouseIcon },
      {
        id: 'orders',
        permission: 'orders.view',
        titleKey: 'nav.orders',
        href: '/orders',
        icon: InboxIcon,
        items: [
          {
            id: 'drafts',
            permission: 'draft_orders.view',
            titleKey: 'nav.drafts',
            href: '/orders/drafts',
            matcher: { type: 'startsWith', href: '/orders/drafts' },
          },
          {
            id: 'abandoned-checkouts',
            permission: 'draft_orders.view',
            titleKey: 'nav.abandonedCheckouts',
            href: '/orders/abandoned-checkouts',
          },
        ],
      },
      {
        id: 'products',
        permission: 'products.view',
        titleKey: 'nav.products',
        href: '/products',
        icon: TagIcon,
        matcher: { type: 'startsWith', href: '/products' },
        items: [
          {
            id: 'collections',
            permission: 'products.view',
            titleKey: 'nav.collections',
            href: '/products/collections',
          },
          {
            id: 'inventory',
            permission: 'inventory.view',
            titleKey: 'nav.inventory',
            href: '/products/inventory',
          },
          {
            id: 'purchase-orders',
            permission: 'inventory.view',
            titleKey: 'nav.purchaseOrders',
            href: '/products/purchase-orders',
          },
          {
            id: 'transfers',
            permission: 'inventory.view',
            titleKey: 'nav.transfers',
            href: '/products/transfers',
          },
          {
            id: 'gift-cards',
            permission: 'products.view',
            titleKey: 'nav.giftCards',
            href: '/products/gift-cards',
          },
          {
            id: 'catalogs',
            permission: 'products.view',
            titleKey: 'nav.catalogs',
            href: '/products/catalogs',
          },
        ],
      },
      {
        id: 'customers',
        permission: 'customers.view',
        titleKey: 'nav.customers',
        href: '/customers',
        icon: UsersIcon,
        matcher: { type: 'startsWith', href: '/customers' },
        items: [
          { id: 'segments', titleKey: 'nav.segments' },
          { id: 'companies', titleKey: 'nav.companies' },
        ],
      },
      {
        id: 'content',
        permission: 'content.view',
        titleKey: 'nav.content',
        href: '/content',
        icon: FileTextIcon,
        matcher: { type: 'disabled' },
        items: [
          {
            id: 'files',
            permission: 'content.view',
            titleKey: 'nav.files',
            href: '/content/files',
            matcher: { type: 'startsWith' },
          },
          {
            id: 'metaobjects',
            permission: 'content.view',
            titleKey: 'nav.metaobjects',
            href: '/content/metaobjects',
          },
        ],
      },
      { id: 'finance', titleKey: 'nav.finance', icon: LandmarkIcon },
      {
        id: 'analytics',
        permission: 'analytics.view',
        titleKey: 'nav.analytics',
        href: '/analytics',
        icon: ChartColumnIcon,
        items: [
          { id: 'reports', titleKey: 'nav.reports' },
          { id: 'live-view', titleKey: 'nav.liveView' },
        ],
      },
      {
        id: 'marketing',
        permission: 'marketing.view',
        titleKey: 'nav.marketing',
        href: '/marketing',
        icon: MegaphoneIcon,
        items: [
          {
            id: 'campaigns',
            permission: 'marketing.view',
            titleKey: 'nav.campaigns',
            href: '/marketing/campaigns',
          },
          { id: 'automations', titleKey: 'nav.automations' },
        ],
      },
      {
        id: 'discounts',
        permission: 'discounts.view',
        titleKey: 'nav.discounts',
        href: '/discounts',
        icon: BadgePercentIcon,
        matcher: { type: 'startsWith', href: '/discounts' },
      },
    ],
  },
  {
    id: 'sales-channels',
    labelKey: 'nav.salesChannels',
    items: [
      {
        id: 'point-of-sale',
        permission: 'point_of_sale.use',
        titleKey: 'nav.pointOfSale',
        href: '/point-of-sale',
        icon: StoreIcon,
        matcher: { type: 'startsWith', href: '/point-of-sale' },
      },
      { id: 'online-store', titleKey: 'nav.onlineStore', icon: MonitorSmartphoneIcon },
    ],
  },
]

/** Pinned to the bottom of the sidebar. */
export const secondaryNavGroup: NavGroup = {
  id: 'secondary',
  items: [
    { id: 'support', titleKey: 'nav.support', icon: LifeBuoyIcon },
    {
      id: 'settings',
      titleKey: 'nav.settings',
      href: '/settings/general',
      icon: SettingsIcon,
      matcher: { type: 'startsWith', href: '/settings' },
    },
  ],
}
