import { orderSchema } from '@lojista/contracts/order/api'
import { ApiError } from '@/lib/api/api-error'
import type { DraftActionTarget } from './draft-action-target'

/** The draft could not be saved; the editor's own toast says why and offers Retry. */
export class DraftNotSaved extends Error {}

/** The draft changed elsewhere since the person looked at it: they see the new version and decide again. */
export class DraftChanged extends Error {}

/** Saves the draft and answers the version the action must name. */
export async function savedVersion(target: DraftActionTarget): Promise<number> {
  const saved = await target.save()
  if (saved.ok) return saved.version
  throw saved.reason === 'changed' ? new DraftChanged() : new DraftNotSaved()
}

/**
 * A refusal because the draft changed (409 with the draft as it is now): the editor shows that draft and
 * the action is reported as DraftChanged; any other error is returned as it is.
 */
export function withCurrentDraft(error: unknown, target: DraftActionTarget): unknown {
  if (!(error instanceof ApiError) || error.status !== 409) return error
  const current = orderSchema.safeParse(error.extension('current'))
  if (!current.success) return error
  target.showCurrent(current.data)
  return new DraftChanged()
}
