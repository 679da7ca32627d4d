import { parseCsv } from '@lojista/contracts/csv'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { discountCodes } from '../../db/schema/index.ts'
import { inScope } from '../../db/scope.ts'
import { checkoutCalls } from '../../test/checkout-fixtures.ts'
import { createDiscount } from '../../test/discount-fixtures.ts'
import { type Account, draftWithStock, storeAccount } from '../../test/order-helpers.ts'
import { storeWithStaff } from '../../test/people.ts'
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts'
import { createDiscountCodesService } from './discount-codes.service.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://loja.example.com' })
})
afterAll(() => t.close())
const { invoiceLink, enterCode, pay } = checkoutCalls(() => t)

function staff(account: Account, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: bearer(account.token), ...(payload ? { payload } : {}) })
}

/** A 10%-off-the-order code discount of the store, with the conditions given. */
function tenPercent(account: Account, code: string, conditions: Record<string, unknown> = {}) {
  return createDiscount(t, account, {
    title: 'Campanha',
    method: 'code',
    code,
    type: 'amount_off_order',
    value: { type: 'percentage', value: '0.1' },
    ...conditions,
  })
}

async function generate(account: Account, id: string, batch: Record<string, unknown>) {
  const answer = await staff(account, 'POST', `/v1/discounts/${id}/codes`, batch)
  expect(answer.statusCode, answer.body).toBe(201)
  return answer.json() as { batchId: string; count: number }
}

interface CodeNode {
  code: string
  batchId: string
  usageCount: number
}

async function codesOf(account: Account, id: string, query = '') {
  const answer = await staff(account, 'GET', `/v1/discounts/${id}/codes?first=100&query=${query}`)
  expect(answer.statusCode, answer.body).toBe(200)
  const body = answer.json()
  return {
    codes: body.codes.edges.map((edge: { node: CodeNode }) => edge.node) as CodeNode[],
    total: body.codes.pageInfo.total as number,
    totalCodes: body.totalCodes as number,
  }
}

async function usageOf(account: Account, id: string) {
  return (await staff(account, 'GET', `/v1/discounts/${id}`)).json().discount as { usageCount: number }
}

describe('generated discount codes', () => {
  it('make up to 10,000 codes a batch, of the prefix and unambiguous characters, never the same twice in a store', async () => {
    const account = await storeAccount(t.app)
    const discount = await tenPercent(account, 'VERAO')
    const big = await generate(account, discount.id, { count: 10_000, prefix: 'ver-', length: 6 })
    expect(big.count).toBe(10_000)
    await generate(account, discount.id, { count: 300, prefix: 'VER-', length: 6 })
    const other = await tenPercent(account, 'INVERNO')
    await generate(account, other.id, { count: 200, prefix: 'VER-', length: 6 })

    const stored = await inScope(t.db, { tenantId: account.tenantId }, (tx) =>
      tx
        .select({ code: discountCodes.code })
        .from(discountCodes)
        .where(eq(discountCodes.tenantId, account.tenantId)),
    )
    const codes = stored.map((row) => row.code)
    expect(codes).toHaveLength(10_500)
    expect(new Set(codes).size).toBe(10_500)
    for (const code of codes) expect(code).toMatch(/^VER-[A-HJ-NP-Z2-9]{6}$/)
    const listed = await codesOf(account, discount.id)
    expect(listed).toMatchObject({ total: 10_000, totalCodes: 10_300 })
    expect(listed.codes.map((node) => node.code)).toEqual([...listed.codes.map((node) => node.code)].sort())
  })

  it('skip the codes the store already has, its discounts’ own and earlier batches’, and keep them from new discounts', async () => {
    const account = await storeAccount(t.app)
    const single = await tenPercent(account, 'VIP-AAAAAA')
    const campaign = await tenPercent(account, 'VIP')
    // Draws that first make a code the store has, then a free one: A is index 0, B 1, C 2.
    const script = [0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0]
    const service = createDiscountCodesService(t.db, () => script.shift() ?? 0)
    const scope = { tenantId: account.tenantId, userId: account.user.id, currencyCode: 'BRL' }
    const batch = { prefix: 'VIP-', length: 6 }
    await service.generate(scope, campaign.id, { count: 1, ...batch })
    await service.generate(scope, campaign.id, { count: 1, ...batch })
    expect((await codesOf(account, campaign.id)).codes.map((node) => node.code)).toEqual([
      'VIP-BAAAAA',
      'VIP-CAAAAA',
    ])
    expect((await codesOf(account, single.id)).totalCodes).toBe(0)

    const taken = await staff(account, 'POST', '/v1/discounts', {
      title: 'Outra',
      method: 'code',
      code: 'vip-caaaaa',
      type: 'amount_off_order',
      value: { type: 'percentage', value: '0.05' },
      startsAt: new Date().toISOString(),
    })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().errors).toEqual([{ path: 'code', message: 'Another discount has this code' }])
    const fromEditor = await staff(account, 'POST', '/v1/order/discounts', {
      code: 'VIP-BAAAAA',
      title: 'Outra',
      type: 'percentage',
      value: '0.05',
    })
    expect(fromEditor.statusCode).toBe(409)
  })

  it('refuse a batch out of bounds, or for an automatic discount, with field errors', async () => {
    const account = await storeAccount(t.app)
    const discount = await tenPercent(account, 'LIMITES')
    const fieldsOf = async (batch: Record<string, unknown>, id = discount.id) => {
      const answer = await staff(account, 'POST', `/v1/discounts/${id}/codes`, batch)
      expect(answer.statusCode, answer.body).toBe(400)
      return answer.json().errors.map((error: { path: string }) => error.path)
    }
    expect(await fieldsOf({ count: 10_001, prefix: '', length: 8 })).toEqual(['count'])
    expect(await fieldsOf({ count: 0, prefix: '', length: 8 })).toEqual(['count'])
    expect(await fieldsOf({ count: 5, prefix: 'NO SPACE', length: 8 })).toEqual(['prefix'])
    expect(await fieldsOf({ count: 5, prefix: '', length: 5 })).toEqual(['length'])
    const automatic = await createDiscount(t, account, {
      title: 'Sozinho',
      method: 'automatic',
      type: 'amount_off_order',
      value: { type: 'percentage', value: '0.1' },
    })
    expect(await fieldsOf({ count: 5, prefix: '', length: 8 }, automatic.id)).toEqual(['count'])
    expect((await codesOf(account, discount.id)).totalCodes).toBe(0)
  })

  it('apply at checkout as their discount, its limit counted across every code, once per customer across them', async () => {
    const account = await storeAccount(t.app)
    const discount = await tenPercent(account, 'PRIMAVERA', {
      usageLimit: { total: 2, oncePerCustomer: true },
    })
    await generate(account, discount.id, { count: 5, prefix: 'PRI', length: 8 })
    const [first, second, third] = (await codesOf(account, discount.id)).codes.map((node) => node.code)

    const ana = await invoiceLink(account)
    const tried = (await enterCode(ana.token, (first as string).toLowerCase())).json()
    expect(tried).toMatchObject({
      applies: true,
      checkout: { total: { amount: '90.00' }, discountCode: { code: first, title: 'Campanha' } },
    })
    expect((await pay(ana.token, tried.checkout, { code: first as string, total: '90.00' })).statusCode).toBe(
      200,
    )

    // The same customer, another order, another code of the campaign: once per customer holds.
    const again = await invoiceLink(account, { email: ana.email, customerId: ana.customerId })
    expect((await enterCode(again.token, second as string)).json()).toMatchObject({
      applies: false,
      refusal: { reason: 'limit_reached' },
    })

    const bia = await invoiceLink(account)
    const biaTry = (await enterCode(bia.token, second as string)).json()
    expect(
      (await pay(bia.token, biaTry.checkout, { code: second as string, total: '90.00' })).statusCode,
    ).toBe(200)
    // Two uses, by two codes: the discount's total limit is reached for every code, its own too.
    const caio = await invoiceLink(account)
    for (const code of [third, 'PRIMAVERA'])
      expect((await enterCode(caio.token, code as string)).json().refusal).toEqual({
        reason: 'limit_reached',
      })

    expect(await usageOf(account, discount.id)).toMatchObject({ usageCount: 2 })
    const uses = Object.fromEntries(
      (await codesOf(account, discount.id)).codes.map((node) => [node.code, node.usageCount]),
    )
    expect(uses).toMatchObject({ [first as string]: 1, [second as string]: 1, [third as string]: 0 })
  })

  it('are found by the draft editor’s picker as their discount, which then applies on the draft', async () => {
    const account = await storeAccount(t.app)
    const discount = await tenPercent(account, 'OUTONO')
    await generate(account, discount.id, { count: 3, prefix: 'OUT-', length: 8 })
    const [code] = (await codesOf(account, discount.id)).codes.map((node) => node.code)
    const found = await staff(account, 'POST', '/v1/order/discounts/search', {
      query: (code as string).toLowerCase(),
      first: 10,
    })
    expect(found.statusCode, found.body).toBe(200)
    const picked = found.json().discounts.edges.map((edge: { node: { id: string } }) => edge.node.id)
    expect(picked).toEqual([discount.id])

    const { draft } = await draftWithStock(t, account, {
      extra: {
        appliedDiscount: { type: 'percentage', value: '0.1', title: 'Campanha', discountId: discount.id },
      },
    })
    expect(draft.totalPriceSet.presentmentMoney.amount).toBe('90.00')
  })

  it('export as CSV with their uses, and generating and exporting are in the activity log', async () => {
    const account = await storeAccount(t.app)
    const discount = await tenPercent(account, 'NATAL')
    await generate(account, discount.id, { count: 4, prefix: 'NAT', length: 6 })
    const [used] = (await codesOf(account, discount.id)).codes.map((node) => node.code)
    const buyer = await invoiceLink(account)
    const tried = (await enterCode(buyer.token, used as string)).json()
    expect(
      (await pay(buyer.token, tried.checkout, { code: used as string, total: '90.00' })).statusCode,
    ).toBe(200)

    const file = await staff(account, 'GET', `/v1/discounts/${discount.id}/codes/export.csv`)
    expect(file.statusCode, file.body).toBe(200)
    expect(file.headers['content-type']).toContain('text/csv')
    expect(file.headers['content-disposition']).toContain('natal-codes.csv')
    const [header, ...rows] = parseCsv(file.body)
    expect(header).toEqual(['Code', 'Discount', 'Uses', 'Created at'])
    expect(rows).toHaveLength(4)
    expect(rows.map((row) => row[0])).toEqual(
      (await codesOf(account, discount.id)).codes.map((node) => node.code),
    )
    expect(rows.find((row) => row[0] === used)?.slice(1, 3)).toEqual(['Campanha', '1'])
    expect(rows.filter((row) => row[2] === '0')).toHaveLength(3)

    const log = await staff(account, 'GET', '/v1/activity?area=discounts')
    const entries = log
      .json()
      .activity.edges.map(
        (edge: { node: { action: string; subject: { label: string }; changes: unknown[] } }) => edge.node,
      )
    expect(entries.slice(0, 2)).toMatchObject([
      {
        action: 'discount.codes_exported',
        subject: { label: 'NATAL' },
        changes: [{ field: 'codes', after: 4 }],
      },
      {
        action: 'discount.codes_generated',
        subject: { label: 'NATAL' },
        changes: [
          { field: 'codes', after: 4 },
          { field: 'prefix', after: 'NAT' },
        ],
      },
    ])
  })

  it('are the store’s own: another store neither reads, generates nor exports them, nor uses them at checkout', async () => {
    const { maria, joana, pedro, mariaAccount } = await storeWithStaff(t)
    const discount = await tenPercent(mariaAccount, 'MARIA')
    await generate(mariaAccount, discount.id, { count: 2, prefix: 'MAR', length: 8 })
    const [code] = (await codesOf(mariaAccount, discount.id)).codes.map((node) => node.code)

    const base = `/v1/discounts/${discount.id}/codes`
    expect((await pedro.call('GET', base)).statusCode).toBe(404)
    expect((await pedro.call('GET', `${base}/export.csv`)).statusCode).toBe(404)
    expect((await pedro.call('POST', base, { count: 1, prefix: '', length: 8 })).statusCode).toBe(404)
    // Joana sees discounts and may not change them: she reads the codes, and neither makes nor takes them.
    expect((await joana.call('GET', base)).statusCode).toBe(200)
    expect((await joana.call('POST', base, { count: 1, prefix: '', length: 8 })).statusCode).toBe(403)
    expect((await joana.call('GET', `${base}/export.csv`)).statusCode).toBe(403)
    expect((await maria.call('GET', base)).json().totalCodes).toBe(2)

    const pedroAccount = await storeAccount(t.app)
    const theirs = await invoiceLink(pedroAccount)
    expect((await enterCode(theirs.token, code as string)).json()).toMatchObject({
      applies: false,
      refusal: { reason: 'unknown_code' },
    })
    const stored = await inScope(t.db, { tenantId: pedroAccount.tenantId }, (tx) =>
      tx
        .select()
        .from(discountCodes)
        .where(
          and(eq(discountCodes.tenantId, mariaAccount.tenantId), eq(discountCodes.code, code as string)),
        ),
    )
    expect(stored).toEqual([])
  })
})
