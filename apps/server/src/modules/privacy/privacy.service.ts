import {
  type ActivityEntry,
  type CustomerDataExport,
  type CustomerErasure,
  type Party,
  type PrivacyRequest,
  privacyMessages,
  type SearchRequest,
} from '@lojista/contracts'
import type { Db } from '../../db/client.ts'
import { inScope, type StoreTx } from '../../db/scope.ts'
import { recordActivity } from '../../lib/activity.ts'
import { conflict } from '../../lib/conflict.ts'
import { problems } from '../../lib/problem.ts'
import type { StoreScope } from '../../lib/store-scope.ts'
import { activityAbout, activityOfActions, forgetSubjectInActivity } from '../activity/activity.service.ts'
import { emailsSentTo, forgetEmailsTo } from '../mail/customer-emails.service.ts'
import {
  exportedDraftsOf,
  exportedOrdersOf,
  forgetCustomerInOrders,
  openOrdersOf,
  orderEmailsOf,
} from '../orders/customer-orders.service.ts'
import { customerForPrivacy, eraseCustomer } from '../party/party-privacy.service.ts'
import { storeName } from '../tenancy/tenancy.service.ts'

// A customer's privacy requests under the LGPD (decision 034): a copy of everything the store holds
// about the person, and the erasure of their personal data. Each is one transaction with its entry in
// the activity log, which is also where the privacy page reads the store's past requests from.

const customerSubject = (id: string) => ({ type: 'customer', id })

async function mustFind(tx: StoreTx, tenantId: string, id: string, lock = false): Promise<Party> {
  const customer = await customerForPrivacy(tx, tenantId, id, { lock })
  if (!customer) throw problems.notFound('Customer not found.')
  return customer
}

/** Every address the store wrote the customer at: their email contacts and those of their orders. */
async function addressesOf(tx: StoreTx, tenantId: string, customer: Party): Promise<string[]> {
  const contacts = customer.contacts
    .filter((contact) => contact.type === 'email')
    .map((contact) => contact.value)
  return [...new Set([...contacts, ...(await orderEmailsOf(tx, tenantId, customer.id))])]
}

function toRequest(entry: ActivityEntry): PrivacyRequest {
  return {
    id: entry.id,
    at: entry.at,
    kind: entry.action === 'customer.erased' ? 'erasure' : 'export',
    // An erased customer's entries keep no name (forgetSubjectInActivity).
    customer: { id: entry.subject.id, name: entry.subject.label || null },
    actor: { name: entry.actor.name },
  }
}

export function createPrivacyService(db: Db) {
  return {
    /** Everything the store holds about one customer, read in one transaction, and the export logged. */
    async exportCustomerData(scope: StoreScope, id: string): Promise<CustomerDataExport> {
      return inScope(db, scope, async (tx) => {
        const customer = await mustFind(tx, scope.tenantId, id)
        // One after another: a transaction is one connection, which runs one statement at a time.
        const orders = await exportedOrdersOf(tx, scope.tenantId, id)
        const drafts = await exportedDraftsOf(tx, scope.tenantId, id)
        const emails = await emailsSentTo(tx, scope.tenantId, await addressesOf(tx, scope.tenantId, customer))
        const activity = await activityAbout(tx, scope.tenantId, customerSubject(id))
        const name = await storeName(tx, scope.tenantId)
        // The entry is about the customer, so a later erasure takes its name away with the others.
        await recordActivity(tx, scope, {
          area: 'customers',
          action: 'customer.data_exported',
          subject: { ...customerSubject(id), label: customer.erasedAt ? '' : customer.displayName },
        })
        return {
          exportedAt: new Date().toISOString(),
          store: { id: scope.tenantId, name },
          customer,
          orders,
          drafts,
          emails,
          activity,
        }
      })
    },

    /**
     * Erases the customer's personal data, all or nothing. Refused while an order of theirs is still
     * open; placed orders stay, blanked of the person; the customer stays as an erased stub.
     */
    async eraseCustomerData(scope: StoreScope, id: string): Promise<CustomerErasure> {
      return inScope(db, scope, async (tx) => {
        const customer = await mustFind(tx, scope.tenantId, id, true)
        if (customer.erasedAt) throw conflict(privacyMessages.alreadyErased)
        const open = await openOrdersOf(tx, scope.tenantId, id)
        if (open.length > 0)
          throw conflict(privacyMessages.openOrders(open.map((order) => order.name)), {
            extensions: { openOrders: open },
          })
        const addresses = await addressesOf(tx, scope.tenantId, customer)
        const emailsCancelled = await forgetEmailsTo(tx, scope.tenantId, addresses)
        const orders = await forgetCustomerInOrders(tx, scope.tenantId, id)
        const erased = await eraseCustomer(tx, scope.tenantId, id)
        await forgetSubjectInActivity(tx, customerSubject(id))
        const result = { ...orders, emailsCancelled }
        // Counts only: the entry says what was done, never whom it was done to by name.
        await recordActivity(tx, scope, {
          area: 'customers',
          action: 'customer.erased',
          subject: { ...customerSubject(id), label: '' },
          changes: Object.entries(result).map(([field, after]) => ({ field, before: null, after })),
        })
        return { customerId: id, erasedAt: erased.erasedAt ?? new Date().toISOString(), ...result }
      })
    },

    /** The store's data exports and erasures, newest first. */
    async searchRequests(scope: StoreScope, request: SearchRequest<'at'>) {
      const connection = await inScope(db, scope, (tx) =>
        activityOfActions(tx, scope.tenantId, request, ['customer.data_exported', 'customer.erased']),
      )
      return {
        requests: {
          ...connection,
          edges: connection.edges.map((edge) => ({ ...edge, node: toRequest(edge.node) })),
        },
      }
    },
  }
}

export type PrivacyService = ReturnType<typeof createPrivacyService>
