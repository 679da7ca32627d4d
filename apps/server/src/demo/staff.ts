import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { INVITATION_VALID_DAYS, withNeeds } from '@lojista/contracts'
import type { Db } from '../db/client.ts'
import { memberships } from '../db/schema/index.ts'
import { inScope } from '../db/scope.ts'
import { insertUser } from '../modules/auth/auth.repository.ts'
import { insertToken, touchLastUsed } from '../modules/staff/api-tokens.repository.ts'
import { insertInvitation } from '../modules/staff/invitations.repository.ts'
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

const DAY_MS = 24 * 60 * 60 * 1000

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

/** Someone the owner invited to sell who has not joined yet: the Users page shows them pending. */
export const DEMO_INVITEE = { mailbox: 'juliana', role: 'sales' } as const

/** The store's ERP, connected by the owner with an API token of the Staff role. */
export const DEMO_API_TOKEN = { name: 'ERP Bling', role: 'staff', expiresInDays: 365 } as const

/**
 * Adds the team to the store, and a pending invitation and an API token from `invitedBy` (the owner, when
 * given); addresses are `<mailbox>@<domain>` (tests use a domain of their own).
 */
export async function seedStaff(
  tx: Db,
  tenantId: string,
  {
    passwordHash,
    invitedBy,
    domain = 'lojista.dev',
  }: { passwordHash: string; invitedBy?: string; domain?: string },
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
  // Nobody holds this invitation's link (only a hash of a secret thrown away is kept): the owner sends
  // it again from the Users page to get one emailed.
  const sentAt = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000)
  await inScope(tx, { tenantId }, (scoped) =>
    insertInvitation(scoped, {
      tenantId,
      id: randomUUID(),
      email: `${DEMO_INVITEE.mailbox}@${domain}`,
      role: 'staff',
      roleId: sales.id,
      tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
      sentAt,
      expiresAt: new Date(sentAt.getTime() + INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000),
      invitedBy: invitedBy ?? null,
    }),
  )
  if (!invitedBy) return
  // Like the invitation's link, the token's secret was never kept: the list shows it made three weeks
  // ago and used yesterday, and only a new token gives a secret to copy.
  const createdAt = new Date(Date.now() - 21 * DAY_MS)
  await inScope(tx, { tenantId }, async (scoped) => {
    const id = randomUUID()
    await insertToken(scoped, {
      tenantId,
      id,
      name: DEMO_API_TOKEN.name,
      role: DEMO_API_TOKEN.role,
      roleId: null,
      tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
      createdBy: invitedBy,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + DEMO_API_TOKEN.expiresInDays * DAY_MS),
    })
    await touchLastUsed(scoped, tenantId, id, new Date(Date.now() - DAY_MS))
  })
}
