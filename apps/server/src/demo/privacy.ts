import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { activityLog, memberships, parties, users } from '../db/schema/index.ts'
import { inScope } from '../db/scope.ts'

// Two past customer privacy requests, so Settings → Customer privacy lists something on a first start:
// the owner sent a customer a copy of their data, and later erased another customer who asked for it
// (left, as every erasure leaves one, as a nameless stub).

const DAY = 24 * 60 * 60 * 1000

/** Writes the requests into a store whose owner and customers are loaded; answers how many. */
export async function seedPrivacyRequests(db: Db, tenantId: string, options: { now?: Date } = {}) {
  const now = options.now ?? new Date()
  return inScope(db, { tenantId }, async (tx) => {
    const [owner] = await tx
      .select({ userId: memberships.userId, name: users.name })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.tenantId, tenantId), eq(memberships.role, 'owner')))
    const [customer] = await tx
      .select({ id: parties.id, name: parties.displayName })
      .from(parties)
      .where(eq(parties.tenantId, tenantId))
      .orderBy(asc(parties.displayName))
      .limit(1)
    if (!owner || !customer) return 0
    const erasedId = randomUUID()
    const erasedAt = new Date(now.getTime() - 3 * DAY)
    await tx.insert(parties).values({
      tenantId,
      id: erasedId,
      status: 'archived',
      displayName: '',
      searchText: '',
      roles: ['customer'],
      erasedAt,
      createdAt: new Date(now.getTime() - 90 * DAY),
      updatedAt: erasedAt,
    })
    const entry = {
      tenantId,
      actorUserId: owner.userId,
      actorName: owner.name,
      area: 'customers',
      subjectType: 'customer',
      ip: '177.92.14.20',
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 Safari/605.1.15',
    }
    await tx.insert(activityLog).values([
      {
        ...entry,
        at: new Date(now.getTime() - 12 * DAY),
        action: 'customer.data_exported',
        subjectId: customer.id,
        subjectLabel: customer.name,
      },
      {
        ...entry,
        at: erasedAt,
        action: 'customer.erased',
        subjectId: erasedId,
        subjectLabel: '',
        changes: [
          { field: 'ordersAnonymised', before: null, after: 0 },
          { field: 'draftsRemoved', before: null, after: 0 },
          { field: 'checkoutLinksRevoked', before: null, after: 0 },
          { field: 'emailsCancelled', before: null, after: 0 },
        ],
      },
    ])
    return 2
  })
}
