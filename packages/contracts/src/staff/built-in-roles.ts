import { PERMISSIONS, type Permission, withNeeds } from './permissions.ts'

/**
 * The roles every store has. The owner may do everything and is the only one who can transfer the store
 * or remove an admin; an admin may do everything else; staff start with the day-to-day work of selling
 * and shipping. Stores add roles of their own beside these.
 */
export const BUILT_IN_ROLES = ['owner', 'admin', 'staff'] as const
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number]

const STAFF_DEFAULTS: readonly Permission[] = [
  'orders.edit',
  'orders.fulfill',
  'draft_orders.edit',
  'draft_orders.send',
  'products.view',
  'inventory.adjust',
  'customers.edit',
  'customers.view_personal_data',
  'discounts.view',
  'point_of_sale.use',
  'content.view',
]

export const BUILT_IN_PERMISSIONS: Record<BuiltInRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  admin: PERMISSIONS,
  staff: withNeeds(STAFF_DEFAULTS),
}
