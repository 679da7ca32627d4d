import type { CustomerDataExport } from '@lojista/contracts'
import type { StoreTx } from '../../db/scope.ts'
import { emailsToAddresses, forgetEmailsToAddresses } from './customer-emails.repository.ts'

// What a customer's privacy requests (modules/privacy) read and change of the emails the store wrote
// the customer, inside their own store transaction. Addresses are compared in lower case.

const lower = (addresses: string[]) => [...new Set(addresses.map((address) => address.trim().toLowerCase()))]

/** Subject, time and status of each email to these addresses; never its body, which may hold a link. */
export async function emailsSentTo(
  tx: StoreTx,
  tenantId: string,
  addresses: string[],
): Promise<CustomerDataExport['emails']> {
  const rows = await emailsToAddresses(tx, tenantId, lower(addresses))
  return rows.map((row) => ({
    to: row.to,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    status: row.status,
  }))
}

/** Cancels what still waits to go to these addresses and blanks them in the store's emails. */
export function forgetEmailsTo(tx: StoreTx, tenantId: string, addresses: string[]): Promise<number> {
  return forgetEmailsToAddresses(tx, tenantId, lower(addresses))
}
