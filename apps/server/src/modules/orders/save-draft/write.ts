import { normalizeSearchText } from '@lojista/contracts'
import type { StoreTx } from '../../../db/scope.ts'
import type { CustomerSummary } from '../../party/party.service.ts'
import { numberFormat } from '../../settings/settings.service.ts'
import { nextNumber } from '../counters.repository.ts'
import * as repo from '../draft.repository.ts'

/**
 * Stores the draft and its lines: a new draft gets the store's next draft number, named with the store's
 * numbering settings, and a first line in its history; both get the text the drafts list searches (name,
 * number, customer, email).
 */
export async function writeDraft(
  tx: StoreTx,
  save: {
    draft: repo.DraftRow
    lines: repo.DraftLineRow[]
    isNew: boolean
    customer: CustomerSummary | undefined
    userId: string
  },
): Promise<void> {
  const { draft, lines, customer } = save
  const { tenantId, id } = draft
  if (save.isNew) {
    draft.number = await nextNumber(tx, tenantId, 'draft', 1)
    // Named once, with the store's numbering of the moment: a later change of prefix names later drafts.
    draft.name = (await numberFormat(tx, tenantId)).draft(draft.number)
  }
  draft.searchText = normalizeSearchText(
    [draft.name, `d${draft.number}`, customer?.displayName, customer?.email, draft.email]
      .filter(Boolean)
      .join(' '),
  )
  if (save.isNew) {
    await repo.insertDraft(tx, draft)
    await repo.addDraftEvent(tx, {
      tenantId,
      draftOrderId: id,
      type: 'created',
      params: {},
      userId: save.userId,
    })
  } else {
    const { tenantId: _t, id: _i, createdAt: _c, ...changes } = draft
    await repo.updateDraft(tx, tenantId, id, changes)
  }
  await repo.replaceLines(tx, tenantId, id, lines)
}
