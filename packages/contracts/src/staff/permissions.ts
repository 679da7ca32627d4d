/**
 * What a store's staff may do, one permission per area and action. Every API operation names the one it
 * needs; a role is a set of them. The web hides or disables what a person's role does not allow, and the
 * server refuses it (403) whatever the web shows.
 *
 * The names are stored in roles, so a permission is renamed only with a migration of the roles holding it.
 */
export const PERMISSIONS_BY_AREA = {
  orders: ['view', 'edit', 'collect_payment', 'refund', 'cancel', 'fulfill'],
  draft_orders: ['view', 'edit', 'send', 'delete'],
  products: ['view', 'edit', 'delete', 'import', 'export'],
  inventory: ['view', 'adjust'],
  customers: ['view', 'edit', 'delete', 'import', 'export', 'view_personal_data'],
  discounts: ['view', 'edit'],
  point_of_sale: ['use', 'manage'],
  content: ['view', 'edit'],
  marketing: ['view', 'edit'],
  analytics: ['view'],
  settings: [
    'general',
    'locations',
    'payments',
    'checkout',
    'shipping',
    'taxes',
    'notifications',
    'languages',
    'policies',
  ],
  staff: ['view', 'manage'],
  activity_log: ['view', 'export'],
  apps: ['manage_tokens'],
} as const

export type PermissionArea = keyof typeof PERMISSIONS_BY_AREA
type ActionOf<A extends PermissionArea> = (typeof PERMISSIONS_BY_AREA)[A][number]
/** `orders.view`, `settings.taxes`, … */
export type Permission = { [A in PermissionArea]: `${A}.${ActionOf<A>}` }[PermissionArea]

export const PERMISSION_AREAS = Object.keys(PERMISSIONS_BY_AREA) as PermissionArea[]

/** Every permission, area by area, in the order the roles page lists them. */
export const PERMISSIONS: readonly Permission[] = PERMISSION_AREAS.flatMap((area) =>
  PERMISSIONS_BY_AREA[area].map((action) => `${area}.${action}` as Permission),
)

/** The area a permission belongs to. */
export function areaOf(permission: Permission): PermissionArea {
  return permission.slice(0, permission.indexOf('.')) as PermissionArea
}

/**
 * Some permissions are of no use without another: editing orders without seeing them, exporting customers
 * without their personal data. A role holding one holds what it needs too.
 */
export const PERMISSION_NEEDS: Partial<Record<Permission, readonly Permission[]>> = {
  'orders.edit': ['orders.view'],
  'orders.collect_payment': ['orders.view'],
  'orders.refund': ['orders.view'],
  'orders.cancel': ['orders.view'],
  'orders.fulfill': ['orders.view'],
  'draft_orders.edit': ['draft_orders.view'],
  'draft_orders.send': ['draft_orders.view'],
  'draft_orders.delete': ['draft_orders.view'],
  'products.edit': ['products.view'],
  'products.delete': ['products.view'],
  'products.import': ['products.edit'],
  'products.export': ['products.view'],
  'inventory.adjust': ['inventory.view'],
  'customers.edit': ['customers.view'],
  'customers.delete': ['customers.view'],
  'customers.import': ['customers.edit'],
  'customers.export': ['customers.view_personal_data'],
  'customers.view_personal_data': ['customers.view'],
  'discounts.edit': ['discounts.view'],
  'point_of_sale.manage': ['point_of_sale.use'],
  'content.edit': ['content.view'],
  'marketing.edit': ['marketing.view'],
  'staff.manage': ['staff.view'],
  'activity_log.export': ['activity_log.view'],
}

/** The permissions given, with every permission they need, in catalogue order. */
export function withNeeds(permissions: Iterable<Permission>): Permission[] {
  const held = new Set<Permission>()
  const add = (permission: Permission) => {
    if (held.has(permission)) return
    held.add(permission)
    for (const needed of PERMISSION_NEEDS[permission] ?? []) add(needed)
  }
  for (const permission of permissions) add(permission)
  return PERMISSIONS.filter((permission) => held.has(permission))
}

/**
 * The detail of the 403 a person gets for an operation their role does not allow; the problem names
 * the permission in its `permission` member too, for clients that word it themselves.
 */
export function notAllowedDetail(permission: Permission): string {
  return `Your role does not allow this: ${permission}.`
}
