import { type CustomerErasure, customerErasureResponseSchema } from '@lojista/contracts/party/privacy'
import { apiDownload, apiRequest } from './client'

// A customer's privacy requests (LGPD), called from the customer's page and Settings → Customer privacy.
// Apart from party-api.ts, which the draft editor's customer picker loads first, so the editor's first
// load does not carry them.

const partyPath = (id: string) => `/v1/party/${encodeURIComponent(id)}`

/** Everything the store holds about one customer, as the JSON file to hand them. */
export function exportCustomerData(id: string): Promise<Blob> {
  return apiDownload(`${partyPath(id)}/data-export`)
}

/**
 * Erases the customer's personal data, keeping their orders anonymised. Answers 409 with `openOrders`
 * while an order of theirs is awaiting payment or unfulfilled.
 */
export async function eraseCustomer(id: string): Promise<CustomerErasure> {
  const answer = await apiRequest(`${partyPath(id)}/erase`, {
    method: 'POST',
    schema: customerErasureResponseSchema,
  })
  return answer.erasure
}
