import type { ActivityAction, ActivityChange, PermissionArea } from '@lojista/contracts'
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import {
  activityLog,
  discounts,
  memberships,
  parties,
  products,
  storeRoles,
  tenants,
  users,
} from '../db/schema/index.ts'
import { inScope } from '../db/scope.ts'

// A month of the team's work in the demo store's activity log, so the log reads like a store in use:
// the owner setting up roles and the brand, the admin running discounts and prices, the sellers adding
// customers. Entries name the demo's real products, customers, discounts and people.

const DAY = 24 * 60 * 60 * 1000
const HOUR = 60 * 60 * 1000

interface Planned {
  daysAgo: number
  /** Hour of the day, UTC (the demo store's working hours in Brasília are three hours earlier). */
  hour: number
  actor: 'owner' | 'admin' | 'seller' | 'otherSeller'
  area: PermissionArea
  action: ActivityAction
  subject: { type: string; id: string | null; label: string }
  changes?: ActivityChange[]
}

/** Writes the history into a store whose team, catalog, customers and discounts are loaded. */
export async function seedActivityHistory(
  db: Db,
  tenantId: string,
  options: { now?: Date } = {},
): Promise<number> {
  const now = options.now ?? new Date()
  return inScope(db, { tenantId }, async (tx) => {
    const team = await tx
      .select({
        userId: memberships.userId,
        role: memberships.role,
        roleId: memberships.roleId,
        name: users.name,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.tenantId, tenantId))
      .orderBy(asc(users.name))
    const owner = team.find((member) => member.role === 'owner')
    const admin = team.find((member) => member.role === 'admin')
    const sellers = team.filter((member) => member.roleId !== null)
    const [role] = await tx
      .select({ id: storeRoles.id, name: storeRoles.name })
      .from(storeRoles)
      .where(eq(storeRoles.tenantId, tenantId))
    const catalog = await tx
      .select({ id: products.id, title: products.title })
      .from(products)
      .where(eq(products.tenantId, tenantId))
      .orderBy(asc(products.title))
      .limit(6)
    const customers = await tx
      .select({ id: parties.id, name: parties.displayName })
      .from(parties)
      .where(eq(parties.tenantId, tenantId))
      .orderBy(asc(parties.displayName))
      .limit(4)
    const codes = await tx
      .select({ id: discounts.id, title: discounts.title, code: discounts.code })
      .from(discounts)
      .where(and(eq(discounts.tenantId, tenantId), isNotNull(discounts.code)))
      .orderBy(asc(discounts.title))
    const [store] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId))
    const [first, second] = sellers
    if (
      !store ||
      !owner ||
      !admin ||
      !first ||
      !second ||
      !role ||
      catalog.length < 6 ||
      customers.length < 4
    )
      return 0
    const actors = { owner, admin, seller: first, otherSeller: second }

    const product = (index: number) => {
      const found = catalog[index]!
      return { type: 'product', id: found.id, label: found.title }
    }
    const customer = (index: number) => {
      const found = customers[index]!
      return { type: 'customer', id: found.id, label: found.name }
    }
    const plan: Planned[] = [
      {
        daysAgo: 29,
        hour: 12,
        actor: 'owner',
        area: 'staff',
        action: 'role.created',
        subject: { type: 'role', id: role.id, label: role.name },
      },
      {
        daysAgo: 29,
        hour: 12,
        actor: 'owner',
        area: 'staff',
        action: 'member.role_changed',
        subject: { type: 'member', id: first.userId, label: first.name },
        changes: [{ field: 'role', before: 'Staff', after: role.name }],
      },
      {
        daysAgo: 29,
        hour: 13,
        actor: 'owner',
        area: 'staff',
        action: 'member.role_changed',
        subject: { type: 'member', id: second.userId, label: second.name },
        changes: [{ field: 'role', before: 'Staff', after: role.name }],
      },
      {
        daysAgo: 27,
        hour: 14,
        actor: 'owner',
        area: 'settings',
        action: 'settings.brand_updated',
        subject: { type: 'settings', id: null, label: store.name },
        changes: [{ field: 'accentColor', before: '#1F2937', after: '#B45309' }],
      },
      {
        daysAgo: 24,
        hour: 15,
        actor: 'admin',
        area: 'products',
        action: 'product.updated',
        subject: product(0),
        changes: [{ field: 'tags', before: [], after: ['verão'] }],
      },
      {
        daysAgo: 21,
        hour: 17,
        actor: 'seller',
        area: 'customers',
        action: 'customer.created',
        subject: customer(0),
      },
      {
        daysAgo: 18,
        hour: 13,
        actor: 'admin',
        area: 'products',
        action: 'product.archived',
        subject: product(1),
      },
      {
        daysAgo: 15,
        hour: 16,
        actor: 'otherSeller',
        area: 'customers',
        action: 'customer.updated',
        subject: customer(1),
        changes: [{ field: 'tags', before: [], after: ['atacado'] }],
      },
      {
        daysAgo: 12,
        hour: 14,
        actor: 'admin',
        area: 'products',
        action: 'product.updated',
        subject: product(2),
        changes: [{ field: 'status', before: 'draft', after: 'active' }],
      },
      {
        daysAgo: 9,
        hour: 19,
        actor: 'seller',
        area: 'customers',
        action: 'customer.created',
        subject: customer(2),
      },
      {
        daysAgo: 6,
        hour: 12,
        actor: 'admin',
        area: 'products',
        action: 'product.archived',
        subject: product(3),
      },
      {
        daysAgo: 4,
        hour: 18,
        actor: 'otherSeller',
        area: 'customers',
        action: 'customer.updated',
        subject: customer(3),
        changes: [{ field: 'taxExempt', before: false, after: true }],
      },
      {
        daysAgo: 2,
        hour: 15,
        actor: 'admin',
        area: 'products',
        action: 'product.updated',
        subject: product(4),
        changes: [{ field: 'title', before: product(4).label.toLowerCase(), after: product(4).label }],
      },
      {
        daysAgo: 1,
        hour: 13,
        actor: 'admin',
        area: 'products',
        action: 'product.unarchived',
        subject: product(1),
      },
    ]
    codes.forEach((code, index) => {
      plan.push({
        daysAgo: 26 - index * 5,
        hour: 14,
        actor: 'admin',
        area: 'discounts',
        action: 'discount.created',
        subject: { type: 'discount', id: code.id, label: code.code ?? code.title },
      })
      // The newsletter campaign's codes, made for its subscribers the day it was created.
      if (code.code === 'NEWSLETTER')
        plan.push({
          daysAgo: 26 - index * 5,
          hour: 15,
          actor: 'admin',
          area: 'discounts',
          action: 'discount.codes_generated',
          subject: { type: 'discount', id: code.id, label: code.code },
          changes: [
            { field: 'codes', before: null, after: 40 },
            { field: 'prefix', before: null, after: 'NEWS-' },
          ],
        })
    })

    const rows = plan.map((entry, index) => {
      const actor = actors[entry.actor]
      const day = new Date(now.getTime() - entry.daysAgo * DAY)
      day.setUTCHours(entry.hour, (index * 7) % 60, 0, 0)
      return {
        tenantId,
        at: new Date(Math.min(day.getTime(), now.getTime() - HOUR)),
        actorUserId: actor.userId,
        actorName: actor.name,
        area: entry.area,
        action: entry.action,
        subjectType: entry.subject.type,
        subjectId: entry.subject.id,
        subjectLabel: entry.subject.label,
        changes: entry.changes ?? [],
        ip: entry.actor === 'owner' ? '177.92.14.20' : '189.6.33.105',
        userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 Safari/605.1.15',
      }
    })
    await tx.insert(activityLog).values(rows)
    return rows.length
  })
}
