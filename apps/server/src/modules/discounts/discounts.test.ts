import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { discounts } from '../../db/schema/index.ts'
import { type Person, storeWithStaff } from '../../test/people.ts'
import { createTestApp } from '../../test/test-app.ts'

const t = await createTestApp()
// Maria owns the store the tests fill; Joana, on its staff, sees discounts and may not change them;
// Pedro owns another store.
const { maria, joana, pedro } = await storeWithStaff(t)
afterAll(() => t.close())

const COLLECTION = '0196a1d2-7c3e-7000-8000-00000000c011'
const DAY = 24 * 60 * 60 * 1000
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString()

const welcome = {
  title: 'Welcome',
  method: 'code',
  code: 'welcome10',
  type: 'amount_off_order',
  value: { type: 'percentage', value: '0.1' },
  minimum: { type: 'amount', amount: '100.00' },
  usageLimit: { total: 10, oncePerCustomer: true },
  startsAt: iso(-1),
}

async function create(person: Person, body: Record<string, unknown>, status = 201) {
  const answer = await person.call('POST', '/v1/discounts', body)
  expect(answer.statusCode, answer.body).toBe(status)
  return answer.json().discount as { id: string; version: number; status: string; code: string | null }
}

async function titlesOf(person: Person, query = '') {
  const answer = await person.call('GET', `/v1/discounts${query}`)
  expect(answer.statusCode, answer.body).toBe(200)
  return (answer.json().discounts.edges as { node: { title: string } }[]).map((edge) => edge.node.title)
}

describe('discounts', () => {
  it('are created with each type and read back as they were written, codes in upper case', async () => {
    const made = await create(maria, welcome)
    expect(made).toMatchObject({
      code: 'WELCOME10',
      status: 'active',
      version: 1,
      usageCount: 0,
      amountGiven: '0.00',
    })
    const read = await maria.call('GET', `/v1/discounts/${made.id}`)
    expect(read.json().discount).toMatchObject({
      ...welcome,
      code: 'WELCOME10',
      eligibility: { type: 'everyone' },
      combinesWith: { product: false, order: false, shipping: false },
    })

    const bxgy = await create(maria, {
      title: 'Buy 2 get 1',
      method: 'automatic',
      type: 'buy_x_get_y',
      buy: { quantity: 2, appliesTo: { type: 'collections', ids: [COLLECTION] } },
      get: { quantity: 1, appliesTo: { type: 'collections', ids: [COLLECTION] } },
      maxUsesPerOrder: 1,
      startsAt: iso(-1),
    })
    expect(bxgy).toMatchObject({ code: null, get: { percentage: '1' } })
    await create(maria, {
      title: 'Free shipping over R$ 300',
      method: 'automatic',
      type: 'free_shipping',
      countries: ['BR'],
      minimum: { type: 'amount', amount: '300' },
      startsAt: iso(-1),
      combinesWith: { product: true, order: true, shipping: false },
    })
    await create(maria, {
      title: 'Ten off summer',
      method: 'code',
      code: 'SUMMER',
      type: 'amount_off_products',
      value: { type: 'fixed-amount', value: '10.00' },
      appliesTo: { type: 'collections', ids: [COLLECTION] },
      startsAt: iso(-1),
    })
  })

  it('refuses a code in use, whatever its case, naming the field', async () => {
    const answer = await maria.call('POST', '/v1/discounts', {
      ...welcome,
      title: 'Again',
      code: 'Welcome10',
    })
    expect(answer.statusCode).toBe(409)
    expect(answer.json().errors).toEqual([{ path: 'code', message: 'Another discount has this code' }])
  })

  it('answers 400 with field errors for a definition that does not hold', async () => {
    const answer = await maria.call('POST', '/v1/discounts', {
      ...welcome,
      code: null,
      value: { type: 'percentage', value: '1.5' },
    })
    expect(answer.statusCode, answer.body).toBe(400)
    expect(answer.headers['content-type']).toContain('application/problem+json')
    const paths = (answer.json().errors as { path: string }[]).map((error) => error.path)
    expect(paths).toEqual(expect.arrayContaining(['value.value', 'code']))

    const ends = await maria.call('POST', '/v1/discounts', { ...welcome, code: 'X1', endsAt: iso(-2) })
    expect(ends.statusCode).toBe(400)
    expect(ends.json().errors).toEqual([{ path: 'endsAt', message: 'The end must be after the start' }])
  })

  it('are listed newest first, found by words of code and title, filtered by status, type and method, and paged', async () => {
    await create(maria, { ...welcome, title: 'Black Friday', code: 'BF', startsAt: iso(30) })
    await create(maria, { ...welcome, title: 'Last year', code: 'OLD', startsAt: iso(-60), endsAt: iso(-30) })
    expect(await titlesOf(maria)).toEqual([
      'Last year',
      'Black Friday',
      'Ten off summer',
      'Free shipping over R$ 300',
      'Buy 2 get 1',
      'Welcome',
    ])
    expect(await titlesOf(maria, '?query=summer')).toEqual(['Ten off summer'])
    expect(await titlesOf(maria, '?query=welc')).toEqual(['Welcome'])
    expect(await titlesOf(maria, '?status=scheduled')).toEqual(['Black Friday'])
    expect(await titlesOf(maria, '?status=expired')).toEqual(['Last year'])
    expect(await titlesOf(maria, '?status=active')).toHaveLength(4)
    expect(await titlesOf(maria, '?type=buy_x_get_y')).toEqual(['Buy 2 get 1'])
    expect(await titlesOf(maria, '?method=automatic')).toEqual(['Free shipping over R$ 300', 'Buy 2 get 1'])
    expect(await titlesOf(maria, '?type=free_shipping&method=code')).toEqual([])
    expect(await titlesOf(maria, '?type=amount_off_order&status=scheduled')).toEqual(['Black Friday'])
    expect((await maria.call('GET', '/v1/discounts?type=half_off')).statusCode).toBe(400)

    const first = (await maria.call('GET', '/v1/discounts?first=4')).json().discounts
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, total: 6, totalIsExact: true })
    const next = await maria.call('GET', `/v1/discounts?first=4&after=${first.pageInfo.endCursor}`)
    expect(next.json().discounts.edges.map((edge: { node: { title: string } }) => edge.node.title)).toEqual([
      'Buy 2 get 1',
      'Welcome',
    ])
    const forged = await maria.call('GET', '/v1/discounts?after=bm90LWEtY3Vyc29y')
    expect(forged.statusCode).toBe(400)
  })

  it('are changed on the version read; a stale version gets 409 with the discount as it is now', async () => {
    const made = await create(maria, { ...welcome, title: 'Spring', code: 'SPRING' })
    const changed = await maria.call('PATCH', `/v1/discounts/${made.id}`, {
      version: 1,
      discount: {
        ...welcome,
        title: 'Spring sale',
        code: 'SPRING',
        value: { type: 'fixed-amount', value: '15.00' },
      },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json().discount).toMatchObject({
      title: 'Spring sale',
      version: 2,
      value: { value: '15.00' },
    })
    const stale = await maria.call('PATCH', `/v1/discounts/${made.id}`, {
      version: 1,
      discount: { ...welcome, title: 'Lost edit', code: 'SPRING' },
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().current).toMatchObject({ title: 'Spring sale', version: 2 })
    const taken = await maria.call('PATCH', `/v1/discounts/${made.id}`, { version: 2, discount: welcome })
    expect(taken.statusCode).toBe(409)
  })

  it('are deactivated, and deleted only while no order used them', async () => {
    const made = await create(maria, { ...welcome, title: 'Flash', code: 'FLASH' })
    const off = await maria.call('POST', `/v1/discounts/${made.id}/deactivate`, { version: 1 })
    expect(off.statusCode, off.body).toBe(200)
    expect(off.json().discount).toMatchObject({ status: 'inactive', version: 2 })
    expect(await titlesOf(maria, '?status=inactive')).toEqual(['Flash'])

    await t.db.update(discounts).set({ usageCount: 1 }).where(eq(discounts.id, made.id))
    const used = await maria.call('DELETE', `/v1/discounts/${made.id}`)
    expect(used.statusCode).toBe(409)
    await t.db.update(discounts).set({ usageCount: 0 }).where(eq(discounts.id, made.id))
    expect((await maria.call('DELETE', `/v1/discounts/${made.id}`)).statusCode).toBe(204)
    expect((await maria.call('GET', `/v1/discounts/${made.id}`)).statusCode).toBe(404)
  })

  it('include codes saved from the draft editor, and its picker lists only amount-off codes', async () => {
    const saved = await maria.call('POST', '/v1/order/discounts', {
      code: 'vip5',
      title: 'VIP',
      type: 'fixed-amount',
      value: '5.00',
    })
    expect(saved.statusCode, saved.body).toBe(201)
    const read = await maria.call('GET', `/v1/discounts/${saved.json().discount.id}`)
    expect(read.json().discount).toMatchObject({
      code: 'VIP5',
      method: 'code',
      type: 'amount_off_order',
      value: { type: 'fixed-amount', value: '5.00' },
      status: 'active',
    })
    const picker = await maria.call('POST', '/v1/order/discounts/search', { query: '' })
    const codes = (picker.json().discounts.edges as { node: { code: string } }[]).map(
      (edge) => edge.node.code,
    )
    expect(codes).toContain('VIP5')
    expect(codes).toContain('SUMMER')
    expect(codes).not.toContain('')
  })

  it("are another store's business: its ids answer 404 and its list shows none", async () => {
    const made = await create(maria, { ...welcome, title: 'Private', code: 'PRIVATE' })
    expect((await pedro.call('GET', `/v1/discounts/${made.id}`)).statusCode).toBe(404)
    expect(
      (
        await pedro.call('PATCH', `/v1/discounts/${made.id}`, {
          version: 1,
          discount: { ...welcome, code: 'MINE' },
        })
      ).statusCode,
    ).toBe(404)
    expect((await pedro.call('POST', `/v1/discounts/${made.id}/deactivate`, { version: 1 })).statusCode).toBe(
      404,
    )
    expect((await pedro.call('DELETE', `/v1/discounts/${made.id}`)).statusCode).toBe(404)
    expect(await titlesOf(pedro, '?query=private')).toEqual([])
    // Pedro may use the same code in his store.
    await create(pedro, { ...welcome, code: 'PRIVATE' })
    expect((await maria.call('GET', `/v1/discounts/${made.id}`)).json().discount.status).toBe('active')
  })

  it('are seen by staff, who may not change them', async () => {
    expect(await titlesOf(joana, '?query=welcome')).toEqual(['Welcome'])
    const refused = await joana.call('POST', '/v1/discounts', { ...welcome, code: 'STAFF' })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ permission: 'discounts.edit' })
  })
})
