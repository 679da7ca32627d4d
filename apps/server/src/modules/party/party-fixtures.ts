import { randomUUID } from 'node:crypto'
import type { Party, PartyCreateInput } from '@lojista/contracts'
import { bearer, signUp, type TestApp } from '../../test/test-app.ts'

// Helpers for the party tests: a signed-in store and customers made through the API.

export interface Store {
  token: string
  tenantId: string
  headers: Record<string, string>
}

export async function newStore(app: TestApp['app'], storeName = 'Loja da Maria'): Promise<Store> {
  const account = await signUp(app, { storeName })
  return {
    token: account.token,
    tenantId: account.defaultTenant.id,
    headers: { ...bearer(account.token), 'x-tenant-id': account.defaultTenant.id },
  }
}

/** The create-customer payload of a person, as the web's form sends it, with overrides. */
export function customerPayload(
  firstName: string,
  lastName: string,
  extra: Partial<PartyCreateInput> & { email?: string; phone?: string } = {},
): PartyCreateInput {
  const { email, phone, ...rest } = extra
  const contacts: PartyCreateInput['contacts'] = []
  if (phone) contacts.push({ type: 'phone', value: phone, isPrimary: true })
  if (email) contacts.push({ type: 'email', value: email, isPrimary: true })
  return {
    id: randomUUID(),
    type: 'individual',
    displayName: `${firstName} ${lastName}`.trim(),
    individualDetails: { firstName, lastName },
    contacts,
    roles: [{ role: 'customer' }],
    communicationPreferences: [
      { channel: 'email', enabled: true, frequency: 'daily' },
      { channel: 'sms', enabled: false, frequency: 'daily' },
    ],
    ...rest,
  }
}

export async function createCustomer(
  app: TestApp['app'],
  store: Store,
  payload: PartyCreateInput,
): Promise<Party> {
  const response = await app.inject({ method: 'POST', url: '/v1/party', headers: store.headers, payload })
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`)
  return response.json().party
}

export async function searchParties(app: TestApp['app'], store: Store, body: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/party/search',
    headers: store.headers,
    payload: body,
  })
  if (response.statusCode !== 200) throw new Error(`search failed: ${response.statusCode} ${response.body}`)
  return response.json().parties as {
    edges: { node: { id: string; displayName: string; [key: string]: unknown }; cursor: string }[]
    pageInfo: {
      hasNextPage: boolean
      hasPreviousPage: boolean
      startCursor: string | null
      endCursor: string | null
      total: number
    }
  }
}

/** Display names of a search's results, in order. */
export async function namesFound(app: TestApp['app'], store: Store, query: string): Promise<string[]> {
  const parties = await searchParties(app, store, { query, first: 50 })
  return parties.edges.map((edge) => edge.node.displayName)
}
