import { afterAll, describe, expect, it } from 'vitest'
import { countingStatements } from '../../db/statement-count.ts'
import { createTestApp, signUp } from '../../test/test-app.ts'
import { createTenancyService } from './tenancy.service.ts'

// The check before every store call: is the session live, and is its person a member of the store the
// call names? One statement answers both (migration 0041), on both databases.

const t = await createTestApp()
afterAll(() => t.close())
const tenancy = createTenancyService(t.db)

/** The session a bearer token names, as the guard reads it off the token's signed claims. */
function sessionOf(token: string) {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sid: string
    sub: string
  }
  return { sessionId: claims.sid, userId: claims.sub }
}

async function counted<T>(work: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const tally = { statements: 0 }
  const result = await countingStatements(tally, work)
  return { result, statements: tally.statements }
}

describe('the session and store check', () => {
  it('answers a live session with the membership of its own store, in one statement', async () => {
    const maria = await signUp(t.app, { storeName: 'Loja da Maria' })
    const { result, statements } = await counted(() =>
      tenancy.sessionMember(sessionOf(maria.token), maria.defaultTenant.id),
    )
    expect(statements).toBe(1)
    expect(result).toEqual({
      live: true,
      membership: expect.objectContaining({
        id: maria.defaultTenant.id,
        name: 'Loja da Maria',
        role: 'owner',
        currencyCode: 'BRL',
        requireTwoFactor: false,
      }),
      hasTwoFactor: false,
      emailVerified: true,
    })
    if (result.live) expect(result.membership?.permissions).toContain('orders.view')
  })

  it('answers a live session without a store when its person is not a member of the one named', async () => {
    const maria = await signUp(t.app, { storeName: 'Loja da Maria' })
    const pedro = await signUp(t.app, { storeName: 'Loja do Pedro' }, { verified: false })
    expect(await tenancy.sessionMember(sessionOf(pedro.token), maria.defaultTenant.id)).toEqual({
      live: true,
      membership: undefined,
      hasTwoFactor: false,
      emailVerified: false,
    })
  })

  it('answers a signed-out session as not live, whatever the store', async () => {
    const maria = await signUp(t.app)
    const out = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign-out',
      headers: { authorization: `Bearer ${maria.token}` },
    })
    expect(out.statusCode).toBe(204)
    expect(await tenancy.sessionMember(sessionOf(maria.token), maria.defaultTenant.id)).toEqual({
      live: false,
    })
  })

  it('answers a session of another person as not live', async () => {
    const maria = await signUp(t.app)
    const pedro = await signUp(t.app)
    const forged = { sessionId: sessionOf(maria.token).sessionId, userId: sessionOf(pedro.token).userId }
    expect(await tenancy.sessionMember(forged, pedro.defaultTenant.id)).toEqual({ live: false })
  })
})
