import { instantAtWallClock } from '@lojista/contracts'
import { afterAll, describe, expect, it } from 'vitest'
import { storeWithStaff } from '../../test/people.ts'
import { createTestApp } from '../../test/test-app.ts'
import { createDiscountsService } from './discounts.service.ts'

const t = await createTestApp()
const { maria, pedro } = await storeWithStaff(t)
afterAll(() => t.close())

const MINUTE = 60 * 1000

/** Maria's store keeps the time of Manaus (UTC−4), Pedro's the default São Paulo's (UTC−3). */
async function inManaus() {
  const read = await maria.call('GET', '/v1/settings/general')
  const { currencyCode: _currency, updatedAt: _updated, ...fields } = read.json().settings
  const saved = await maria.call('PUT', '/v1/settings/general', { ...fields, timeZone: 'America/Manaus' })
  expect(saved.statusCode, saved.body).toBe(200)
}

describe("a discount's dates on the store's clock", () => {
  it("are read in the store's time zone, each store its own", async () => {
    await inManaus()
    expect((await maria.call('GET', '/v1/discounts/time-zone')).json()).toEqual({
      timeZone: 'America/Manaus',
    })
    expect((await pedro.call('GET', '/v1/discounts/time-zone')).json()).toEqual({
      timeZone: 'America/Sao_Paulo',
    })
  })

  it('starting at midnight of the store is not running at 23:59 the day before, and is from midnight', async () => {
    await inManaus()
    const timeZone = (await maria.call('GET', '/v1/discounts/time-zone')).json().timeZone as string
    const midnight = instantAtWallClock({ date: '2026-12-01', time: '00:00' }, timeZone)
    const created = await maria.call('POST', '/v1/discounts', {
      title: 'Dezembro',
      method: 'code',
      code: 'DEZEMBRO',
      type: 'amount_off_order',
      value: { type: 'percentage', value: '0.1' },
      startsAt: new Date(midnight).toISOString(),
    })
    expect(created.statusCode, created.body).toBe(201)
    const { id } = created.json().discount
    expect(created.json().discount.startsAt).toBe('2026-12-01T04:00:00.000Z')

    const scope = { tenantId: maria.tenantId, userId: maria.userId, currencyCode: 'BRL' }
    const cart = {
      customerId: null,
      lineItems: [{ variantId: null, quantity: 1, unitPrice: '100.00' }],
      shipping: null,
      shippingCountry: null,
    }
    const dayBefore = createDiscountsService(t.db, () => midnight - MINUTE)
    expect((await dayBefore.get(scope, id)).status).toBe('scheduled')
    expect((await dayBefore.check(scope, id, cart)).refusal).toMatchObject({ reason: 'not_started' })
    const atMidnight = createDiscountsService(t.db, () => midnight)
    expect((await atMidnight.get(scope, id)).status).toBe('active')
    expect(await atMidnight.check(scope, id, cart)).toMatchObject({ applies: true, amount: '10.00' })
  })
})
