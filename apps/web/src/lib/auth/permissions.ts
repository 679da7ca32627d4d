import type { Tenant } from '@lojista/contracts/auth/index'
import { BUILT_IN_PERMISSIONS } from '@lojista/contracts/staff/built-in-roles'
import type { Permission, PermissionArea } from '@lojista/contracts/staff/permissions'
import { useMemo } from 'react'
import { i18n } from '@/lib/i18n/i18n'
import { useSession } from './session-context'

/**
 * What the person may do in a store. The server sends the list with each store; an answer recorded
 * before it did falls back to the built-in role's defaults. The server refuses whatever this allows
 * wrongly, so the interface only hides what would be refused anyway.
 */
export function permissionsOf(tenant: Tenant | null): ReadonlySet<Permission> {
  if (!tenant) return new Set()
  return new Set(tenant.permissions ?? BUILT_IN_PERMISSIONS[tenant.role])
}

/** The current store's permissions of the signed-in person. */
export function usePermissions(): ReadonlySet<Permission> {
  const { currentTenant } = useSession()
  return useMemo(() => permissionsOf(currentTenant), [currentTenant])
}

/** Whether the person may do `permission` in the current store; no permission asked is always allowed. */
export function useCan(permission: Permission | undefined): boolean {
  const permissions = usePermissions()
  return permission === undefined || permissions.has(permission)
}

/** "Orders: Refund": a permission named in the interface language, area first. */
export function permissionLabel(permission: Permission): string {
  const area = permission.slice(0, permission.indexOf('.')) as PermissionArea
  // Every permission has its text (the catalogues' type follows the permissions' list).
  const action = i18n.t(`permissions.${permission}` as 'permissions.orders.view')
  return `${i18n.t(`permissions.${area}.area`)}: ${action}`
}
