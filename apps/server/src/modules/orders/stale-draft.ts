import type { StoreTx } from '../../db/scope.ts'
import { conflict } from '../../lib/conflict.ts'
import type { HttpProblem } from '../../lib/problem.ts'
import type { DraftLineRow, DraftRow } from './draft.repository.ts'
import { presentStoredDraft } from './draft-view.ts'

export const STALE_DRAFT_DETAIL =
  'This draft was changed by someone else. Review the current version and try again.'

/**
 * The answer to an action or edit made on an older version of a draft: 409 with the draft as it is now
 * in `current`, so the person sees what changed before anything is saved, sent or charged.
 */
export async function staleDraftProblem(
  tx: StoreTx,
  tenantId: string,
  found: { draft: DraftRow; lines: DraftLineRow[] },
): Promise<HttpProblem> {
  return conflict(STALE_DRAFT_DETAIL, { current: await presentStoredDraft(tx, tenantId, found) })
}
