import { memberships } from '../db/schema/index.ts'
import { storeOwner } from './catalog-fixtures.ts'
import type { Account } from './order-helpers.ts'
import { type Answer, bearer, type Method, send, signUp, type TestApp } from './test-app.ts'

// The people the tests sign in as: Maria owns the store the tests fill, Pedro owns another one.

/** Maria and Pedro, each the owner of a store, with short calls to the API as them. */
export async function storeTeam(t: TestApp) {
  return { maria: await storeOwner(t, 'Loja da Maria'), pedro: await storeOwner(t, 'Loja do Pedro') }
}

/** A person signed in to a store: their own, or another they were made a member of. */
export interface Person {
  userId: string
  tenantId: string
  /** Calls the API in the person's store, or in the store `tenantId` names. */
  call(method: Method, url: string, payload?: unknown, tenantId?: string): Promise<Answer>
}

/** `account` calling the API in the store `tenantId`; `headers` go with every call. */
export function as(
  t: TestApp,
  account: { token: string; user: { id: string } },
  tenantId: string,
  headers: Record<string, string> = {},
): Person {
  return {
    userId: account.user.id,
    tenantId,
    call: (method, url, payload, store = tenantId) =>
      send(t, method, url, { ...bearer(account.token), 'x-tenant-id': store, ...headers }, payload),
  }
}

/**
 * Maria owns a store with Joana Lima on its staff (the built-in staff role); Pedro owns another store.
 * `headers` go with each of their calls.
 */
export async function storeWithStaff(t: TestApp, headers: Record<string, string> = {}) {
  const mariaAccount = await signUp(t.app, { name: 'Maria Silva', storeName: 'Loja da Maria' })
  const joanaAccount = await signUp(t.app, { name: 'Joana Lima', storeName: 'Loja da Joana' })
  const pedroAccount = await signUp(t.app, { name: 'Pedro Alves', storeName: 'Loja do Pedro' })
  const store = mariaAccount.defaultTenant.id
  await t.db.insert(memberships).values({ tenantId: store, userId: joanaAccount.user.id, role: 'staff' })
  return {
    maria: as(t, mariaAccount, store, headers),
    joana: as(t, joanaAccount, store, headers),
    pedro: as(t, pedroAccount, pedroAccount.defaultTenant.id, headers),
    /** Maria's account, for the helpers that take one. */
    mariaAccount: { ...mariaAccount, tenantId: store } satisfies Account,
  }
}
