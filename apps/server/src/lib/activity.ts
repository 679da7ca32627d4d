import type { ActivityAction, ActivityChange, PermissionArea } from '@lojista/contracts'
import { eq, sql } from 'drizzle-orm'
import { activityLog, users } from '../db/schema/index.ts'
import type { StoreTx } from '../db/scope.ts'
import type { StoreScope } from './store-scope.ts'

export interface ActivityFact {
  area: PermissionArea
  action: ActivityAction
  subject: { type: string; id: string | null; label: string }
  changes?: ActivityChange[]
}

/**
 * Writes a change to the store's activity log, inside the transaction that makes the change: if the
 * change rolls back, so does its entry. The actor's name is copied as it is now.
 */
export async function recordActivity(tx: StoreTx, scope: StoreScope, fact: ActivityFact): Promise<void> {
  const userAgent = scope.origin?.userAgent?.slice(0, 500) ?? null
  await tx.insert(activityLog).values({
    tenantId: scope.tenantId,
    // A call made with an API token is the token's, not the person's who made it: it is named by the
    // token and left out of that person's entries.
    ...(scope.apiToken
      ? { actorUserId: null, actorName: scope.apiToken.name, actorApiTokenId: scope.apiToken.id }
      : {
          actorUserId: scope.userId,
          actorName: sql`coalesce((${tx.select({ name: users.name }).from(users).where(eq(users.id, scope.userId))}), '')`,
        }),
    area: fact.area,
    action: fact.action,
    subjectType: fact.subject.type,
    subjectId: fact.subject.id,
    subjectLabel: fact.subject.label.slice(0, 300),
    changes: fact.changes ?? [],
    ip: scope.origin?.ip ?? null,
    userAgent,
  })
}

/** What an import did, as the changes of its one entry in the log. */
export function importCounts(counts: { created: number; updated: number; failed: number }): ActivityChange[] {
  return (['created', 'updated', 'failed'] as const).map((field) => ({
    field,
    before: null,
    after: counts[field],
  }))
}

/**
 * The fields whose values differ between two versions of a record, each with its value before and
 * after (compared as the API shows them, so a reordered object is no change).
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
  fields: readonly (keyof T & string)[],
): ActivityChange[] {
  return fields
    .filter((field) => stable(before[field]) !== stable(after[field]))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }))
}

/**
 * What changed between two states of a versioned record (either may be missing: just made, or
 * deleted): every field but its version and time of change, for the record's activity entry.
 */
export function versionedChanges<T extends { version: number; updatedAt: string | null }>(
  before: T | null,
  after: T | null,
): ActivityChange[] {
  const fieldsOf = (record: T | null): Record<string, unknown> => {
    if (!record) return {}
    const { version: _version, updatedAt: _updatedAt, ...fields } = record
    return fields
  }
  const from = fieldsOf(before)
  const to = fieldsOf(after)
  return changedFields(from, to, Object.keys(after ? to : from))
}

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stable(item)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}
