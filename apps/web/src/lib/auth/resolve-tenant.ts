import type { Tenant } from '@lojista/contracts/auth/index'

/** The store the user chose, if it is still one of theirs; otherwise their default store. */
export function resolveTenant(
  tenants: Tenant[],
  defaultTenant: Tenant | null,
  chosenId: string | null,
): Tenant | null {
  return tenants.find((tenant) => tenant.id === chosenId) ?? defaultTenant ?? tenants[0] ?? null
}
