import { randomUUID } from 'node:crypto'
import { orderMessages } from '@lojista/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productVariants } from '../../db/schema/index.ts'
import { insertCustomer, insertProduct } from '../../test/store-fixtures.ts'
import { bearer, createTestApp, signUp, type TestApp } from '../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type Store = Awaited<ReturnType<typeof signUp>>

async function store(): Promise<Store & { tenantId: string }> {
  const account = await signUp(t.app)
  return { ...account, tenantId: account.defaultTenant.id }
}

function saveOrder(account: Store, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/v1/order', headers: bearer(account.token), payload: body })
}

function getOrder(account: Store, id: string) {
  return t.app.inject({ method: 'GET', url: `/v1/order?id=${id}`, headers: bearer(account.token) })
}

const amount = (set: { presentmentMoney: { amount: string } }) => set.presentmentMoney.amount

function searchDrafts(account: Store) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/order/draft/search',
    headers: bearer(account.token),
    payload: { query: '' },
  })
}

const customLine = (price: string, quantity = 1) => ({
  id: randomUUID(),
  customItem: { title: 'Peça', price },
  quantity,
})

describe('POST /v1/order', () => {
  it('builds the issue’s example draft with exact totals, kept as saved', async () => {
    const account = await store()
    const shirt = await insertProduct(t.db, account.tenantId, {
      title: 'Camiseta Básica',
      options: ['Tamanho', 'Cor'],
      variants: [
        { sku: `CAM-M-AZ-${randomUUID().slice(0, 4)}`, price: 4990, values: ['M', 'Azul'] },
        { sku: `CAM-G-AZ-${randomUUID().slice(0, 4)}`, price: 12900, values: ['G', 'Azul'] },
      ],
    })
    const customerId = await insertCustomer(t.db, account.tenantId, {
      name: 'João Gonçalves',
      email: 'joao@example.com',
      city: 'Recife',
    })
    const lines = [randomUUID(), randomUUID(), randomUUID()]
    const response = await saveOrder(account, {
      customerId,
      lineItems: [
        {
          id: lines[0],
          variantId: shirt.variantIds[0],
          quantity: 2,
          appliedDiscount: { type: 'percentage', value: '0.1', title: 'Promo' },
        },
        { id: lines[1], variantId: shirt.variantIds[1], quantity: 1 },
        {
          id: lines[2],
          customItem: { title: 'Embrulho', price: '15.00', isPhysical: false },
          quantity: 3,
          isTaxable: false,
        },
      ],
      appliedDiscount: { type: 'fixed-amount', value: '5.00', title: 'Desconto' },
      shippingLine: { title: 'Entrega expressa', price: '15.00' },
      taxLines: [{ title: 'VAT', rate: '17' }],
      paymentTerm: { type: 'net', dueInDays: 30 },
      note: 'Entregar após as 18h',
    })
    expect(response.statusCode).toBe(201)
    const { order } = response.json()
    expect(order.name).toMatch(/^#D\d+$/)
    expect(order.version).toBe(1)
    expect(amount(order.lineItemsSubtotalPrice)).toBe('263.82')
    expect(amount(order.totalDiscountsSet)).toBe('14.98')
    expect(amount(order.totalShippingPriceSet)).toBe('15.00')
    expect(amount(order.totalTaxSet)).toBe('36.49')
    expect(amount(order.totalPriceSet)).toBe('310.31')
    expect(order.totalQuantityOfLineItems).toBe(6)
    expect(order.taxLines).toEqual([{ title: 'VAT', rate: '17', priceSet: expect.any(Object) }])
    const [first] = order.lineItems
    expect(first.product).toMatchObject({ title: 'Camiseta Básica', variantTitle: 'M / Azul' })
    expect(first.product.selectedOptions).toEqual([
      { name: 'Tamanho', value: { name: 'M' } },
      { name: 'Cor', value: { name: 'Azul' } },
    ])
    expect(
      first.discountAllocations.map((a: { allocatedAmountSet: never }) => amount(a.allocatedAmountSet)),
    ).toEqual(['9.98', '1.70'])
    expect(first.discountAllocations[1].discountApplication.value.title).toBe('Desconto')
    expect(order.lineItems[2].product.isCustom).toBe(true)
    expect(order.customer).toMatchObject({
      id: customerId,
      displayName: 'João Gonçalves',
      email: 'joao@example.com',
    })
    expect(order.shippingAddress).toMatchObject({ city: 'Recife', countryCode: 'BR' })
    expect(order.paymentTerm.type).toBe('net')
    const schedule = order.paymentTerm.paymentSchedules.edges[0].node
    expect(new Date(schedule.dueAt).getTime() - new Date(schedule.issuedAt).getTime()).toBe(
      30 * 24 * 3600 * 1000,
    )

    const reloaded = await getOrder(account, order.id)
    expect(reloaded.statusCode).toBe(200)
    expect(reloaded.json().order).toEqual(order)
  })

  it('keeps the price a line was added at when the catalog changes', async () => {
    const account = await store()
    const mug = await insertProduct(t.db, account.tenantId, {
      title: 'Caneca',
      variants: [{ sku: `CAN-${randomUUID()}`, price: 3500 }],
    })
    const first = (
      await saveOrder(account, {
        lineItems: [{ id: randomUUID(), variantId: mug.variantIds[0], quantity: 1 }],
      })
    ).json().order
    await t.db
      .update(productVariants)
      .set({ priceMinor: 9900 })
      .where(eq(productVariants.id, mug.variantIds[0] as string))
    const updated = await saveOrder(account, {
      id: first.id,
      version: first.version,
      lineItems: [
        { id: first.lineItems[0].id, quantity: 2 },
        { id: randomUUID(), variantId: mug.variantIds[0], quantity: 1 },
      ],
    })
    expect(updated.statusCode).toBe(200)
    const prices = updated
      .json()
      .order.lineItems.map((line: { originalUnitPriceSet: never }) => amount(line.originalUnitPriceSet))
    expect(prices).toEqual(['35.00', '99.00'])
    expect(amount(updated.json().order.totalPriceSet)).toBe('169.00')
  })

  it('keeps a line’s product, SKU, options, description and weight when a later save names it by id', async () => {
    const account = await store()
    const shirt = await insertProduct(t.db, account.tenantId, {
      title: 'Camiseta',
      options: ['Tamanho'],
      variants: [{ sku: `CAM-G-${randomUUID().slice(0, 6)}`, price: 4990, values: ['G'] }],
    })
    const customerId = await insertCustomer(t.db, account.tenantId, { name: 'Ana Lima' })
    const [catalogLine, customLine] = [randomUUID(), randomUUID()]
    const first = (
      await saveOrder(account, {
        lineItems: [
          { id: catalogLine, variantId: shirt.variantIds[0], quantity: 1 },
          {
            id: customLine,
            customItem: { title: 'Bordado', price: '12.00', weight: '0.25', description: 'Nome na manga' },
            quantity: 1,
          },
        ],
      })
    ).json().order
    const before = first.lineItems.map((line: { product: unknown }) => line.product)
    // The editor's second save: the lines by id with a new quantity, then a customer chosen.
    const second = (
      await saveOrder(account, {
        id: first.id,
        version: first.version,
        lineItems: [
          { id: catalogLine, quantity: 3 },
          { id: customLine, quantity: 2 },
        ],
      })
    ).json().order
    const third = await saveOrder(account, {
      id: first.id,
      version: second.version,
      customerId,
      lineItems: [
        { id: catalogLine, quantity: 3 },
        { id: customLine, quantity: 2 },
      ],
    })
    expect(third.statusCode).toBe(200)
    const lines = third.json().order.lineItems
    expect(lines.map((line: { product: unknown }) => line.product)).toEqual(before)
    expect(lines[0].product).toMatchObject({
      variantId: shirt.variantIds[0],
      productId: shirt.productId,
      sku: expect.stringMatching(/^CAM-G-/),
      selectedOptions: [{ name: 'Tamanho', value: { name: 'G' } }],
      isCustom: false,
    })
    expect(lines[1].product).toMatchObject({
      description: 'Nome na manga',
      weight: { value: '0.25', unit: 'kg' },
      isCustom: true,
    })
    expect(lines.map((line: { quantity: number }) => line.quantity)).toEqual([3, 2])
  })

  it('refuses an edit made on an older version with 409 and the current draft', async () => {
    const account = await store()
    const created = (await saveOrder(account, { note: 'first' })).json().order
    const mine = await saveOrder(account, { id: created.id, version: 1, note: 'mine' })
    expect(mine.statusCode).toBe(200)
    expect(mine.json().order.version).toBe(2)
    const theirs = await saveOrder(account, { id: created.id, version: 1, note: 'theirs' })
    expect(theirs.statusCode).toBe(409)
    expect(theirs.json().current).toMatchObject({ id: created.id, version: 2, note: 'mine' })
    expect((await getOrder(account, created.id)).json().order.note).toBe('mine')
  })

  it('creates a draft once for a client-made id, and refuses to create it again without a version', async () => {
    const account = await store()
    const id = randomUUID()
    expect((await saveOrder(account, { id, note: 'x' })).statusCode).toBe(201)
    expect((await saveOrder(account, { id, note: 'y' })).statusCode).toBe(409)
  })

  it('lets two drafts use the same client-made line ids', async () => {
    const account = await store()
    const lineItems = [{ id: randomUUID(), customItem: { title: 'Brinde', price: '0.00' }, quantity: 1 }]
    expect((await saveOrder(account, { lineItems })).statusCode).toBe(201)
    expect((await saveOrder(account, { lineItems })).statusCode).toBe(201)
  })

  it('numbers drafts per store, without gaps or repeats under concurrency', async () => {
    const account = await store()
    const other = await store()
    const created = await Promise.all(Array.from({ length: 6 }, () => saveOrder(account, {})))
    const numbers = created
      .map((response) => response.json().order.number)
      .sort((a: number, b: number) => a - b)
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6])
    expect((await saveOrder(other, {})).json().order.name).toBe('#D1')
  })

  it('applies a tax-exempt customer’s exemption when they are chosen', async () => {
    const account = await store()
    const customerId = await insertCustomer(t.db, account.tenantId, { name: 'Ong Verde', taxExempt: true })
    const product = await insertProduct(t.db, account.tenantId, {
      title: 'Livro',
      variants: [{ sku: `L-${randomUUID()}`, price: 10000 }],
    })
    const { order } = (
      await saveOrder(account, {
        customerId,
        lineItems: [{ id: randomUUID(), variantId: product.variantIds[0], quantity: 1 }],
        taxLines: [{ title: 'VAT', rate: '17' }],
      })
    ).json()
    expect(order.taxExempt).toBe(true)
    expect(amount(order.totalTaxSet)).toBe('0.00')
    expect(amount(order.totalPriceSet)).toBe('100.00')
  })

  it('answers a message per field for invalid lines and discounts', async () => {
    const account = await store()
    const response = await saveOrder(account, {
      lineItems: [
        { id: randomUUID(), customItem: { title: '', price: '10.00' }, quantity: 0 },
        { id: randomUUID(), customItem: { title: 'X', price: '-1' }, quantity: 1 },
      ],
      appliedDiscount: { type: 'percentage', value: '1.5', title: '' },
      shippingLine: { title: 'Frete', price: 'abc' },
      surprise: true,
    })
    expect(response.statusCode).toBe(400)
    const errors = response.json().errors
    expect(errors).toContainEqual({ path: 'lineItems.0.customItem.title', message: 'Item name is required' })
    expect(errors).toContainEqual({ path: 'lineItems.0.quantity', message: 'Quantity must be at least 1' })
    expect(errors).toContainEqual({ path: 'lineItems.1.customItem.price', message: 'Must be 0 or greater' })
    expect(errors).toContainEqual({ path: 'appliedDiscount.value', message: 'Cannot exceed 100%' })
    expect(errors).toContainEqual({ path: 'shippingLine.price', message: 'Must be 0 or greater' })
    expect(errors).toContainEqual({ path: 'surprise', message: 'Unrecognized field' })
  })

  it('says a custom price has too many decimals, rather than that it is negative', async () => {
    const account = await store()
    const response = await saveOrder(account, {
      lineItems: [{ id: randomUUID(), customItem: { title: 'Fita', price: '0.001' }, quantity: 1 }],
      shippingLine: { title: 'Frete', price: '12.345' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([
      { path: 'lineItems.0.customItem.price', message: 'Use at most 2 decimal places' },
      { path: 'shippingLine.price', message: 'Use at most 2 decimal places' },
    ])
  })

  it('names unknown products and customers as field errors', async () => {
    const account = await store()
    const response = await saveOrder(account, {
      customerId: randomUUID(),
      lineItems: [
        { id: randomUUID(), variantId: randomUUID(), quantity: 1 },
        { id: randomUUID(), quantity: 1 },
      ],
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([
      { path: 'customerId', message: 'Customer not found' },
      { path: 'lineItems.0.variantId', message: 'Product not found' },
      { path: 'lineItems.1', message: 'A new line needs a variantId or a customItem' },
    ])
  })
})

describe('POST /v1/order with the order as GET answers it', () => {
  it('adds a custom item as order-editor clients submit it: product { id, title, price, weight, unit }', async () => {
    const account = await store()
    const response = await saveOrder(account, {
      lineItems: [
        {
          id: randomUUID(),
          product: {
            id: randomUUID(),
            title: 'Embrulho para presente',
            price: { amount: 12.5 },
            weight: 0.25,
            weightUnit: 'kg',
            isPhysical: true,
          },
          quantity: 2,
          isTaxable: false,
        },
        {
          id: randomUUID(),
          product: {
            id: randomUUID(),
            title: 'Taxa',
            price: { amount: '3.10' },
            weight: null,
            isPhysical: false,
          },
          quantity: 1,
        },
      ],
    })
    expect(response.statusCode).toBe(201)
    const [gift, fee] = response.json().order.lineItems
    expect(gift.product).toMatchObject({
      title: 'Embrulho para presente',
      price: { amount: '12.50' },
      weight: { value: '0.25', unit: 'kg' },
      isPhysical: true,
      isCustom: true,
      variantId: null,
    })
    expect(gift).toMatchObject({ quantity: 2, isTaxable: false })
    expect(fee.product).toMatchObject({
      title: 'Taxa',
      price: { amount: '3.10' },
      weight: null,
      isPhysical: false,
    })
    expect(amount(response.json().order.totalPriceSet)).toBe('28.10')
  })

  it('names a custom item’s fields inside product, and a new line’s unknown variant', async () => {
    const account = await store()
    const response = await saveOrder(account, {
      lineItems: [
        { id: randomUUID(), product: { id: 'x', title: ' ', price: { amount: 0.125 } }, quantity: 1 },
        { id: randomUUID(), product: { id: 'y', variantId: randomUUID() }, quantity: 1 },
      ],
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([
      { path: 'lineItems.0.product.title', message: orderMessages.itemNameRequired },
      { path: 'lineItems.0.product.price.amount', message: 'Use at most 2 decimal places' },
    ])
    const unknown = await saveOrder(account, {
      lineItems: [{ id: randomUUID(), product: { id: 'y', variantId: randomUUID() }, quantity: 1 }],
    })
    expect(unknown.json().errors).toEqual([
      { path: 'lineItems.0.product.variantId', message: 'Product not found' },
    ])
  })

  it('keeps every field through GET, an edited quantity, and the whole order posted back', async () => {
    const account = await store()
    const shirt = await insertProduct(t.db, account.tenantId, {
      title: 'Camiseta',
      options: ['Tamanho'],
      variants: [{ sku: `CAM-${randomUUID().slice(0, 6)}`, price: 4990, values: ['G'] }],
    })
    const customerId = await insertCustomer(t.db, account.tenantId, {
      name: 'Ana Lima',
      email: 'ana@example.com',
      city: 'Olinda',
    })
    const created = await saveOrder(account, {
      customerId,
      lineItems: [
        {
          id: randomUUID(),
          variantId: shirt.variantIds[0],
          quantity: 2,
          appliedDiscount: { type: 'percentage', value: '0.1', title: 'Promo' },
        },
        {
          id: randomUUID(),
          customItem: { title: 'Bordado', price: '12.00', weight: '0.25', description: 'Nome na manga' },
          quantity: 1,
          isTaxable: false,
        },
      ],
      appliedDiscount: { type: 'fixed-amount', value: '5.00', title: 'Desconto' },
      shippingLine: { title: 'Entrega', price: '15.00' },
      taxLines: [
        { title: 'ICMS', rate: '17' },
        { title: 'ISS', rate: '5' },
      ],
      taxesIncluded: true,
      lockPricesForBuyer: 'lock-all',
      paymentTerm: { type: 'net', dueInDays: 30 },
      note: 'Entregar à tarde',
      tags: ['vip'],
      billingAddress: { firstName: 'Ana', city: 'Recife', countryCode: 'BR' },
    })
    expect(created.statusCode).toBe(201)
    const original = (await getOrder(account, created.json().order.id)).json().order

    const edited = structuredClone(original)
    edited.lineItems[0].quantity = 3
    const response = await saveOrder(account, edited)
    expect(response.statusCode).toBe(200)
    const saved = response.json().order
    // What staff can set is as sent; only the figures the server works out (and the version) move.
    const settable = (order: typeof original) => ({
      ...order,
      version: 0,
      updatedAt: '',
      lineItems: order.lineItems.map((line: Record<string, { amountSet?: unknown } | null>) => ({
        id: line.id,
        product: line.product,
        quantity: line.quantity,
        isTaxable: line.isTaxable,
        appliedDiscount: line.appliedDiscount && { ...line.appliedDiscount, amountSet: null },
      })),
      appliedDiscount: { ...order.appliedDiscount, amountSet: null },
      taxLines: order.taxLines.map((tax: { priceSet: unknown }) => ({ ...tax, priceSet: null })),
      totalQuantityOfLineItems: 0,
      lineItemsSubtotalPrice: null,
      totalDiscountsSet: null,
      totalTaxSet: null,
      totalPriceSet: null,
    })
    expect(settable(saved)).toEqual(settable(edited))
    expect(saved.version).toBe(original.version + 1)
    expect(saved.totalQuantityOfLineItems).toBe(4)
    expect(amount(saved.lineItemsSubtotalPrice)).toBe('146.73')

    // Posted back untouched, the order comes back the same but for its version and time.
    const again = await saveOrder(account, saved)
    expect(again.statusCode).toBe(200)
    expect({ ...again.json().order, version: 0, updatedAt: '' }).toEqual({
      ...saved,
      version: 0,
      updatedAt: '',
    })
  })
})

describe('amounts up to the largest allowed', () => {
  it('refuses a line whose total passes it on the line’s quantity, and stores nothing', async () => {
    const account = await store()
    const response = await saveOrder(account, { lineItems: [customLine('99999999999.99', 101)] })
    expect(response.statusCode).toBe(400)
    expect(response.headers['content-type']).toContain('application/problem+json')
    expect(response.json().errors).toEqual([
      { path: 'lineItems.0.quantity', message: "A line's total cannot exceed 9999999999999.99" },
    ])
    const list = await searchDrafts(account)
    expect(list.statusCode).toBe(200)
    expect(list.json().draftOrders.pageInfo.total).toBe(0)
  })

  it('names the lines when only their sum passes it, and the total when taxes push it over', async () => {
    const account = await store()
    const items = await saveOrder(account, {
      lineItems: [customLine('5000000000000.00'), customLine('5000000000000.00')],
    })
    expect(items.statusCode).toBe(400)
    expect(items.json().errors).toEqual([
      { path: 'lineItems', message: 'The items cannot add up to more than 9999999999999.99' },
    ])
    const taxed = await saveOrder(account, {
      lineItems: [customLine('9000000000000.00')],
      taxLines: [{ title: 'VAT', rate: '17' }],
    })
    expect(taxed.statusCode).toBe(400)
    expect(taxed.json().errors).toEqual([
      { path: 'totalPriceSet', message: "The order's total cannot exceed 9999999999999.99" },
    ])
    const price = await saveOrder(account, {
      lineItems: [customLine('10000000000000.00')],
      shippingLine: { title: 'Frete', price: '10000000000000' },
    })
    expect(price.statusCode).toBe(400)
    expect(price.json().errors).toEqual([
      { path: 'lineItems.0.customItem.price', message: 'Cannot exceed 9999999999999.99' },
      { path: 'shippingLine.price', message: 'Cannot exceed 9999999999999.99' },
    ])
    expect((await searchDrafts(account)).json().draftOrders.pageInfo.total).toBe(0)
  })

  it('keeps a draft as it was when an edit would pass it', async () => {
    const account = await store()
    const { order } = (await saveOrder(account, { lineItems: [customLine('99999999999.99')] })).json()
    const edit = await saveOrder(account, {
      id: order.id,
      version: order.version,
      lineItems: [{ id: order.lineItems[0].id, quantity: 101 }],
    })
    expect(edit.statusCode).toBe(400)
    expect(edit.json().errors).toEqual([
      { path: 'lineItems.0.quantity', message: "A line's total cannot exceed 9999999999999.99" },
    ])
    expect((await getOrder(account, order.id)).json().order).toEqual(order)
  })

  it('takes a draft whose total is exactly the largest amount, and lists it', async () => {
    const account = await store()
    const response = await saveOrder(account, {
      lineItems: [customLine('3333333333333.33', 3)],
      shippingLine: { title: 'Frete', price: '0.00' },
      taxLines: [{ title: 'VAT', rate: '0' }],
    })
    expect(response.statusCode).toBe(201)
    expect(amount(response.json().order.totalPriceSet)).toBe('9999999999999.99')
    const list = await searchDrafts(account)
    expect(list.statusCode).toBe(200)
    expect(list.json().draftOrders.edges[0].node.totalPriceSet.presentmentMoney.amount).toBe(
      '9999999999999.99',
    )
  })
})

describe('text the database cannot store', () => {
  it('refuses half a surrogate pair in any text of a draft with a field error, and stores nothing', async () => {
    const account = await store()
    const response = await saveOrder(account, {
      lineItems: [{ id: randomUUID(), customItem: { title: 'Peça \ud800', price: '1.00' }, quantity: 1 }],
      shippingLine: { title: '\udc00Frete', price: '1.00' },
      taxLines: [{ title: 'VAT\ud83d', rate: '17' }],
      note: 'Entregar \udfff cedo',
      tags: ['vip\ud800'],
      shippingAddress: { city: 'Recife\ud800' },
      billingAddress: { firstName: '\ud800' },
    })
    expect(response.statusCode).toBe(400)
    const paths = response.json().errors.map((error: { path: string }) => error.path)
    expect(paths.sort()).toEqual(
      [
        'lineItems.0.customItem.title',
        'shippingLine.title',
        'taxLines.0.title',
        'note',
        'tags.0',
        'shippingAddress.city',
        'billingAddress.firstName',
      ].sort(),
    )
    expect((await searchDrafts(account)).json().draftOrders.pageInfo.total).toBe(0)
    // A whole pair (an emoji) is ordinary text.
    const emoji = await saveOrder(account, { note: 'Presente 🎁' })
    expect(emoji.statusCode).toBe(201)
    expect(emoji.json().order.note).toBe('Presente 🎁')
  })
})

describe('another store', () => {
  it('cannot read, change, delete or find a draft, nor use its products and customers', async () => {
    const owner = await store()
    const stranger = await store()
    const product = await insertProduct(t.db, owner.tenantId, {
      title: 'Segredo',
      variants: [{ sku: `S-${randomUUID()}`, price: 100 }],
    })
    const customerId = await insertCustomer(t.db, owner.tenantId, { name: 'Cliente Secreto' })
    const { order } = (
      await saveOrder(owner, {
        customerId,
        lineItems: [{ id: randomUUID(), variantId: product.variantIds[0], quantity: 1 }],
      })
    ).json()

    expect((await getOrder(stranger, order.id)).statusCode).toBe(404)
    expect(
      (await saveOrder(stranger, { id: order.id, version: order.version, note: 'hijack' })).statusCode,
    ).toBe(404)
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/v1/order?id=${order.id}`,
      headers: bearer(stranger.token),
    })
    expect(removal.statusCode).toBe(404)
    const search = await t.app.inject({
      method: 'POST',
      url: '/v1/order/draft/search',
      headers: bearer(stranger.token),
      payload: { query: 'Cliente Secreto' },
    })
    expect(search.json().draftOrders.edges).toEqual([])
    const borrowing = await saveOrder(stranger, {
      customerId,
      lineItems: [{ id: randomUUID(), variantId: product.variantIds[0], quantity: 1 }],
    })
    expect(borrowing.statusCode).toBe(400)
    expect((await getOrder(owner, order.id)).json().order.note).toBe('')
  })
})

describe('draft list and pickers', () => {
  it('finds drafts by number and customer, accent-insensitively, page by page', async () => {
    const account = await store()
    const customerId = await insertCustomer(t.db, account.tenantId, { name: 'Conceição Araújo' })
    for (let i = 0; i < 5; i++) await saveOrder(account, i === 2 ? { customerId } : {})
    const search = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/order/draft/search',
        headers: bearer(account.token),
        payload: body,
      })
    const byName = (await search({ query: 'conceicao' })).json().draftOrders
    expect(byName.edges.map((edge: { node: { name: string } }) => edge.node.name)).toEqual(['#D3'])
    expect((await search({ query: '#D4' })).json().draftOrders.edges[0].node.number).toBe(4)
    const first = (
      await search({ query: '', first: 2, orderBy: { field: 'number', direction: 'asc' } })
    ).json().draftOrders
    expect(first.edges.map((edge: { node: { number: number } }) => edge.node.number)).toEqual([1, 2])
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, total: 5 })
    const second = (
      await search({
        query: '',
        first: 2,
        after: first.pageInfo.endCursor,
        orderBy: { field: 'number', direction: 'asc' },
      })
    ).json().draftOrders
    expect(second.edges.map((edge: { node: { number: number } }) => edge.node.number)).toEqual([3, 4])
    // The count of all drafts follows a deletion; a search still counts its own matches.
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/v1/order?id=${byName.edges[0].node.id}`,
      headers: bearer(account.token),
    })
    expect(removal.statusCode).toBe(204)
    expect((await search({ query: '' })).json().draftOrders.pageInfo.total).toBe(4)
    expect((await search({ query: 'conceicao' })).json().draftOrders.pageInfo.total).toBe(0)
  })

  it('lists payment terms and saved discount codes', async () => {
    const account = await store()
    const terms = await t.app.inject({
      method: 'POST',
      url: '/v1/order/payment-term/search',
      headers: bearer(account.token),
      payload: { query: 'net 30' },
    })
    expect(terms.json().paymentTerms.edges.map((edge: { node: unknown }) => edge.node)).toEqual([
      { id: 'net-30', name: 'Within 30 days', type: 'net', dueInDays: 30 },
    ])
    // The app names terms in Portuguese for a Portuguese reader, who searches in Portuguese.
    const portuguese = await t.app.inject({
      method: 'POST',
      url: '/v1/order/payment-term/search',
      headers: bearer(account.token),
      payload: { query: '30 dias' },
    })
    expect(
      portuguese.json().paymentTerms.edges.map((edge: { node: { id: string } }) => edge.node.id),
    ).toEqual(['net-30'])
    const create = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/order/discounts',
        headers: bearer(account.token),
        payload: { code, title: 'Black Friday', type: 'percentage', value: '0.15' },
      })
    expect((await create('bf15')).statusCode).toBe(201)
    expect((await create('BF15')).statusCode).toBe(409)
    const found = await t.app.inject({
      method: 'POST',
      url: '/v1/order/discounts/search',
      headers: bearer(account.token),
      payload: { query: 'black' },
    })
    expect(
      found.json().discounts.edges.map((edge: { node: { code: string; value: string } }) => edge.node),
    ).toEqual([expect.objectContaining({ code: 'BF15', value: '0.15', type: 'percentage' })])
  })

  it('refuses a saved fixed-amount discount with more than 2 decimals with a field error', async () => {
    const account = await store()
    const refused = await t.app.inject({
      method: 'POST',
      url: '/v1/order/discounts',
      headers: bearer(account.token),
      payload: { code: 'FIVE', title: 'Cinco', type: 'fixed-amount', value: '5.125' },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errors).toEqual([{ path: 'value', message: 'Amount must be 0 or greater' }])
  })
})
