import type { Order } from '@lojista/contracts'
import type { StoreTx } from '../../db/scope.ts'
import { customerSummary } from '../party/party.service.ts'
import { presentDraft } from './draft.presenter.ts'
import type { DraftLineRow, DraftRow } from './draft.repository.ts'
import { findOrderByDraft } from './placed-order.repository.ts'

/** A stored draft as the API answers it: with its customer, and the order it became once completed. */
export async function presentStoredDraft(
  tx: StoreTx,
  tenantId: string,
  found: { draft: DraftRow; lines: DraftLineRow[] },
): Promise<Order> {
  const customer = found.draft.customerId
    ? await customerSummary(tx, tenantId, found.draft.customerId)
    : undefined
  // A completed draft names the order it became, so the editor can send staff there.
  const placed =
    found.draft.status === 'completed' ? await findOrderByDraft(tx, tenantId, found.draft.id) : undefined
  return presentDraft(
    found.draft,
    found.lines,
    customer,
    undefined,
    placed ? { id: placed.id, name: placed.name } : null,
  )
}
