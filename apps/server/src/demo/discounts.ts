import { randomUUID } from 'node:crypto'
import { type DiscountDefinitionInput, discountDefinitionSchema } from '@lojista/contracts'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { collections } from '../db/schema/index.ts'
import { inScope } from '../db/scope.ts'
import { valuesOf } from '../modules/discounts/discount.presenter.ts'
import { drawCodes } from '../modules/discounts/discount-code-generator.ts'
import { insertCodes } from '../modules/discounts/discount-codes.repository.ts'
import { insertDiscount } from '../modules/discounts/discounts.repository.ts'

// The discounts a demo store runs, one of each kind the discounts screen shows: a welcome code, an
// automatic 10% on sale items, a buy-2-get-1, free shipping over R$ 300, a newsletter campaign with a batch
// of generated codes (one per subscriber), and a code that ended last month, so that the list's status
// filter has something in "expired" too. Needs the catalog's collections.

/** Handles of the demo catalog's collections (both assortments have them). */
const SALE = 'promocoes'
const NEW_IN = 'novidades'
/** The newsletter campaign's code, and how many codes were generated for its subscribers. */
const CAMPAIGN = 'NEWSLETTER'
const CAMPAIGN_CODES = 40

function startOfMonth(now: Date, monthsBack: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1, 3))
}

function demoDiscounts(now: Date, sale: string, newIn: string): DiscountDefinitionInput[] {
  const since = startOfMonth(now, 1).toISOString()
  const everything = { product: true, order: false, shipping: true }
  return [
    {
      title: 'Boas-vindas',
      method: 'code',
      code: 'BEMVINDO10',
      type: 'amount_off_order',
      value: { type: 'percentage', value: '0.1' },
      usageLimit: { total: null, oncePerCustomer: true },
      startsAt: since,
      combinesWith: { product: true, order: false, shipping: true },
    },
    {
      title: '10% em promoções',
      method: 'automatic',
      type: 'amount_off_products',
      value: { type: 'percentage', value: '0.1' },
      appliesTo: { type: 'collections', ids: [sale] },
      startsAt: since,
      combinesWith: { product: false, order: true, shipping: true },
    },
    {
      title: 'Leve 3, pague 2 em novidades',
      method: 'automatic',
      type: 'buy_x_get_y',
      buy: { quantity: 2, appliesTo: { type: 'collections', ids: [newIn] } },
      get: { quantity: 1, appliesTo: { type: 'collections', ids: [newIn] }, percentage: '1' },
      maxUsesPerOrder: 1,
      startsAt: since,
      combinesWith: { product: false, order: true, shipping: true },
    },
    {
      title: 'Frete grátis acima de R$ 300',
      method: 'automatic',
      type: 'free_shipping',
      countries: ['BR'],
      minimum: { type: 'amount', amount: '300.00' },
      startsAt: since,
      combinesWith: everything,
    },
    {
      title: 'Newsletter: 15% para assinantes',
      method: 'code',
      code: CAMPAIGN,
      type: 'amount_off_order',
      value: { type: 'percentage', value: '0.15' },
      usageLimit: { total: CAMPAIGN_CODES, oncePerCustomer: true },
      startsAt: since,
    },
    {
      title: 'Lançamento da coleção (encerrado)',
      method: 'code',
      code: 'LANCAMENTO20',
      type: 'amount_off_order',
      value: { type: 'percentage', value: '0.2' },
      startsAt: startOfMonth(now, 2).toISOString(),
      // Ended on the last day of the month before this one.
      endsAt: new Date(startOfMonth(now, 0).getTime() - 24 * 60 * 60 * 1000).toISOString(),
    },
  ]
}

/** Adds the demo discounts to a store whose catalog is loaded. */
export async function seedDiscounts(db: Db, tenantId: string, options: { now?: Date } = {}): Promise<void> {
  const now = options.now ?? new Date()
  await inScope(db, { tenantId }, async (tx) => {
    const found = await tx
      .select({ id: collections.id, handle: collections.handle })
      .from(collections)
      .where(and(eq(collections.tenantId, tenantId), inArray(collections.handle, [SALE, NEW_IN])))
    const idOf = (handle: string) => {
      const row = found.find((collection) => collection.handle === handle)
      if (!row) throw new Error(`The demo discounts need the collection "${handle}"; seed the catalog first.`)
      return row.id
    }
    for (const input of demoDiscounts(now, idOf(SALE), idOf(NEW_IN))) {
      const row = await insertDiscount(tx, tenantId, valuesOf(discountDefinitionSchema.parse(input)))
      if (row.code !== CAMPAIGN) continue
      const codes = drawCodes(CAMPAIGN_CODES, { prefix: 'NEWS-', length: 8 }, new Set())
      await insertCodes(tx, tenantId, { discountId: row.id, batchId: randomUUID(), codes })
    }
  })
}
