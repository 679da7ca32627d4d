import { createHash } from 'node:crypto'
import { checkoutMessages } from '@lojista/contracts'
import type { Db } from '../../db/client.ts'
import type { StoreTx } from '../../db/scope.ts'
import { conflict } from '../../lib/conflict.ts'
import { HttpProblem, problems } from '../../lib/problem.ts'
import * as links from './checkout.repository.ts'
import * as drafts from './draft.repository.ts'

// A checkout link's token is shown once, in the email; only its hash is stored, so a leaked database
// does not open anyone's checkout.

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The store and link of a token, or a 404 that says nothing about why. */
export async function resolveToken(db: Db, token: string): Promise<{ tenantId: string; linkId: string }> {
  const found = /^[\w-]{20,100}$/.test(token) ? await links.findTokenLink(db, hashToken(token)) : undefined
  if (!found) throw problems.notFound(checkoutMessages.linkInvalid)
  return found
}

/** The link with its draft while the customer can still pay through it: else 404, 409 (used) or 410. */
export async function usableLink(tx: StoreTx, tenantId: string, linkId: string, { forUpdate = false } = {}) {
  const link = await links.findLink(tx, tenantId, linkId, { forUpdate })
  if (!link || link.revokedAt) throw problems.notFound(checkoutMessages.linkInvalid)
  if (link.completedAt) throw conflict(checkoutMessages.linkUsed)
  if (link.expiresAt.getTime() < Date.now())
    throw new HttpProblem(410, 'Gone', { detail: checkoutMessages.linkExpired })
  const found = await drafts.findDraft(tx, tenantId, link.draftOrderId, { forUpdate })
  if (!found) throw problems.notFound(checkoutMessages.linkInvalid)
  if (found.draft.status === 'completed') throw conflict(checkoutMessages.linkUsed)
  return { link, ...found }
}

export type UsableLink = Awaited<ReturnType<typeof usableLink>>
