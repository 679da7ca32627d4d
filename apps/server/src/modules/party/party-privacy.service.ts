import type { Party } from '@lojista/contracts'
import type { StoreTx } from '../../db/scope.ts'
import { toParty } from './party.model.ts'
import { eraseParty, findParty } from './party.repository.ts'

// What the customer privacy requests (modules/privacy) read and change of a customer, inside their
// own store transaction.

/** The customer with everything the store keeps of it, locked when asked (an erasure); undefined if none. */
export async function customerForPrivacy(
  tx: StoreTx,
  tenantId: string,
  id: string,
  { lock = false } = {},
): Promise<Party | undefined> {
  const record = await findParty(tx, tenantId, id, { lock })
  return record ? toParty(record) : undefined
}

/** Leaves the customer as an erased stub: its id and roles, nothing that names or reaches the person. */
export async function eraseCustomer(tx: StoreTx, tenantId: string, id: string): Promise<Party> {
  await eraseParty(tx, tenantId, id)
  const record = await findParty(tx, tenantId, id)
  if (!record) throw new Error(`customer ${id} vanished while being erased`)
  return toParty(record)
}
