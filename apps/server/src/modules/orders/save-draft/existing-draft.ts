import type { orderInputSchema } from '@lojista/contracts'
import type { z } from 'zod'
import type { StoreTx } from '../../../db/scope.ts'
import { conflict } from '../../../lib/conflict.ts'
import { problems } from '../../../lib/problem.ts'
import * as repo from '../draft.repository.ts'
import { staleDraftProblem } from '../stale-draft.ts'

export type OrderInput = z.output<typeof orderInputSchema>
export type StoredDraft = { draft: repo.DraftRow; lines: repo.DraftLineRow[] }

/**
 * The draft the input edits, locked until the save commits (concurrent saves queue), or undefined for a
 * new draft. An edit made on an older version is refused with the current draft, so two people editing
 * one draft never overwrite each other silently; a draft that became an order is no longer edited.
 */
export async function lockDraftToEdit(
  tx: StoreTx,
  tenantId: string,
  input: OrderInput,
): Promise<StoredDraft | undefined> {
  const existing = input.id ? await repo.findDraft(tx, tenantId, input.id, { forUpdate: true }) : undefined
  if (existing && input.version !== existing.draft.version) {
    throw await staleDraftProblem(tx, tenantId, existing)
  }
  if (!existing && input.version !== undefined) throw problems.notFound('No such draft order.')
  if (existing?.draft.status === 'completed') {
    throw conflict('This draft is already an order and can no longer be edited.')
  }
  return existing
}
