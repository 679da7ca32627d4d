import type { Db } from '../../db/client.ts'
import { countByStatus, type EmailStatus } from './outbox.repository.ts'

/**
 * How many emails the outbox holds in each state, across every store: read with the owner connection,
 * like the mail worker, for the operator's metrics (counts only, never an address or a body).
 */
export function outboxDepth(db: Db): Promise<Record<EmailStatus, number>> {
  return countByStatus(db)
}
