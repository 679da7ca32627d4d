import { randomUUID } from 'node:crypto'
import { withNeeds } from '@lojista/contracts'
import type { Db } from '../db/client.ts'
import { memberships } from '../db/schema/index.ts'
import { inScope } from '../db/scope.ts'
import { insertUser } from '../modules/auth/auth.repository.ts'
import { insertStoreRole } from '../modules/staff/roles.repository.ts'

/**
 * The demo store's team besides its owner: an admin, and two sellers with the store's own "Vendas"
 * role (drafts, customers and stock, no discounts, exports or settings). They sign in with the demo
 * password, so the demo shows what each role sees.
 */
export const DEMO_STAFF = [
  { name: 'Carlos Mendes', mailbox: 'carlos', role: 'admin' },
  { name: 'Beatriz Lima', mailbox: 'beatriz', role: 'sales' },
  { name: 'Rafael Costa', mailbox: 'rafael', role: 'sales' },
] as const

const SALES_PERMISSIONS = withNeeds([
  'draft_orders.edit',
  'draft_orders.send',
  'orders.view',
  'customers.edit',
  'customers.view_personal_data',
  'products.view',
  'inventory.view',
  'point_of_sale.use',
])

/** Adds the team to the store; their addresses are `<mailbox>@<domain>` (tests use a domain of their own). */
export async function seedStaff(
  tx: Db,
  tenantId: string,
  { passwordHash, domain = 'lojista.dev' }: { passwordHash: string; domain?: string },
): Promise<void> {
  const sales = await inScope(tx, { tenantId }, (scoped) =>
    insertStoreRole(scoped, tenantId, {
      name: 'Vendas',
      description:
        'Atende clientes, monta e envia pedidos; não mexe em descontos, exportações nem configurações.',
      permissions: SALES_PERMISSIONS,
    }),
  )
  for (const person of DEMO_STAFF) {
    const userId = randomUUID()
    await insertUser(tx, {
      id: userId,
      email: `${person.mailbox}@${domain}`,
      name: person.name,
      passwordHash,
      emailVerifiedAt: new Date(),
    })
    await inScope(tx, { tenantId }, (scoped) =>
      scoped.insert(memberships).values({
        tenantId,
        userId,
        isDefault: true,
        ...(person.role === 'admin' ? { role: 'admin' } : { role: 'staff', roleId: sales.id }),
      }),
    )
  }
}
