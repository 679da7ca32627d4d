import type { Discount } from '@lojista/contracts/discounts/index'
import { discountDefinitionSchema } from '@lojista/contracts/discounts/index'
import { describe, expect, it } from 'vitest'
import { welcome } from '../pages/test-discounts'
import {
  type DiscountFormOutput,
  discountFormSchema,
  discountFormToRequest,
  discountFormValues,
  newDiscountValues,
} from './discount-form'

const COLLECTION = '0196a1d2-7c3e-7000-8000-00000000c011'
const MANAUS = 'America/Manaus'
const parse = (values: ReturnType<typeof newDiscountValues>): DiscountFormOutput =>
  discountFormSchema.parse(values)

describe('the discount form', () => {
  it('sends back a buy 2 get 1 of a collection as it was read', () => {
    const buyTwo: Discount = {
      ...welcome,
      method: 'automatic',
      code: null,
      type: 'buy_x_get_y',
      buy: { quantity: 2, appliesTo: { type: 'collections', ids: [COLLECTION] } },
      get: { quantity: 1, appliesTo: { type: 'collections', ids: [COLLECTION] }, percentage: '0.5' },
      maxUsesPerOrder: 1,
    }
    const request = discountFormToRequest(parse(discountFormValues(buyTwo, MANAUS)), MANAUS)
    expect(request).toMatchObject({
      type: 'buy_x_get_y',
      code: null,
      buy: buyTwo.buy,
      get: buyTwo.get,
      maxUsesPerOrder: 1,
    })
    expect(discountDefinitionSchema.safeParse(request).success).toBe(true)
  })

  it("reads countries typed with commas and takes the start and end on the store's clock", () => {
    const values = {
      ...newDiscountValues(MANAUS),
      method: 'automatic' as const,
      title: 'Frete grátis',
      type: 'free_shipping' as const,
      countries: 'br, pt',
      maxShippingAmount: '30.00',
      startsOn: '2026-11-01',
      startsTime: '00:00',
      endsOn: '2026-11-30',
      endsTime: '23:59',
    }
    const request = discountFormToRequest(parse(values), MANAUS)
    expect(request).toMatchObject({ countries: ['BR', 'PT'], maxShippingAmount: '30.00', code: null })
    // Manaus is four hours behind UTC, whatever zone the computer running this is in.
    expect(request).toMatchObject({
      startsAt: '2026-11-01T04:00:00.000Z',
      endsAt: '2026-12-01T03:59:00.000Z',
    })
    const read = discountFormValues(
      { ...welcome, startsAt: request.startsAt, endsAt: request.endsAt ?? null },
      MANAUS,
    )
    expect(read).toMatchObject({
      startsOn: '2026-11-01',
      startsTime: '00:00',
      endsOn: '2026-11-30',
      endsTime: '23:59',
    })
  })

  it('asks for a code, a value and the minimum chosen before sending', () => {
    const result = discountFormSchema.safeParse({
      ...newDiscountValues(MANAUS),
      title: 'X',
      minimum: 'amount',
    })
    expect(result.success).toBe(false)
    const paths = result.error?.issues.map((issue) => issue.path.join('.'))
    expect(paths).toEqual(expect.arrayContaining(['code', 'percent', 'minimumAmount']))
  })
})
