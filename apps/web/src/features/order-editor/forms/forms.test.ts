import { customItemFormSchema, discountFormSchema } from '@lojista/contracts/order/editor-forms'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { editorT } from '../i18n/editor-i18n'
import type { EditorPaymentTerm } from '../model/document'
import { customItemDefaults, customItemInputOf } from './custom-item-form'
import { discountDraftOf, discountInputOf, emptyDiscountDraft } from './discount-form'
import { paymentTermsText, taxCellText } from './payment-texts'

/** Each field's first message, as the form shows it beside the field. */
function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value)
  const errors: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message
  return errors
}
const validateCustomItem = (value: unknown) => fieldErrors(customItemFormSchema, value)
const validateDiscount = (value: unknown) => fieldErrors(discountFormSchema, value)

describe('the custom item form', () => {
  it("starts with the form's defaults and reports its messages", () => {
    expect(customItemDefaults).toMatchObject({ quantity: 1, isTaxable: true, isPhysical: true, price: null })
    expect(validateCustomItem(customItemDefaults)).toEqual({
      itemName: 'Item name is required',
      price: 'Price is required',
    })
    expect(
      validateCustomItem({ ...customItemDefaults, itemName: 'Gift wrap', price: '5.00', quantity: 0 }),
    ).toEqual({
      quantity: 'Quantity must be at least 1',
    })
    expect(
      validateCustomItem({ ...customItemDefaults, itemName: 'Gift wrap', price: '5.00', quantity: 1.5 }),
    ).toEqual({
      quantity: 'Quantity must be at least 1',
    })
  })

  it('submits a product in kg with two decimals, and no weight for a service', () => {
    const draft = { ...customItemDefaults, itemName: ' Engraving ', price: '12.50', weight: '0.25' }
    expect(customItemInputOf(draft)).toEqual({
      title: 'Engraving',
      price: '12.50',
      weight: '0.25',
      weightUnit: 'kg',
      isPhysical: true,
      description: '',
    })
    expect(customItemInputOf({ ...draft, isPhysical: false }).weight).toBeNull()
  })
})

describe('the discount form', () => {
  it('shows a percentage times 100 and saves it divided by 100', () => {
    expect(discountDraftOf({ type: 'percentage', value: '0.1', title: 'Loyal' })).toMatchObject({
      type: 'percentage',
      percentage: '10',
      reason: 'Loyal',
    })
    expect(discountInputOf({ ...emptyDiscountDraft, type: 'percentage', percentage: '12.5' })).toEqual({
      type: 'percentage',
      value: '0.125',
      title: '',
    })
    expect(discountInputOf({ ...emptyDiscountDraft, amount: '5.00' })).toEqual({
      type: 'fixed-amount',
      value: '5.00',
      title: '',
    })
  })

  it('gives the form messages', () => {
    expect(validateDiscount({ ...emptyDiscountDraft, type: 'percentage', percentage: '101' })).toEqual({
      percentage: 'Cannot exceed 100%',
    })
    expect(validateDiscount({ ...emptyDiscountDraft, type: 'percentage', percentage: '-1' })).toEqual({
      percentage: 'Must be 0 or greater',
    })
    expect(validateDiscount({ ...emptyDiscountDraft, amount: null })).toEqual({
      amount: 'Amount must be 0 or greater',
    })
    expect(validateDiscount({ ...emptyDiscountDraft, amount: '0.00' })).toEqual({})
  })

  it('keeps every digit of a percentage, which floats would round', () => {
    expect(discountDraftOf({ type: 'percentage', value: '0.070001', title: '' }).percentage).toBe('7.0001')
    expect(discountInputOf({ ...emptyDiscountDraft, type: 'percentage', percentage: '7.0001' })?.value).toBe(
      '0.070001',
    )
    expect(discountInputOf({ ...emptyDiscountDraft, amount: '19.99' })?.value).toBe('19.99')
  })

  it('saves an empty percentage as no discount', () => {
    expect(discountInputOf({ ...emptyDiscountDraft, type: 'percentage' })).toBeNull()
  })
})

describe('the payment texts', () => {
  const doc = { taxExempt: false, taxesIncluded: false, taxLines: [{ title: 'VAT', rate: '17' }] }

  it('names the tax by its rate and title, and says when it is included', () => {
    expect(taxCellText(doc, editorT)).toBe('17% VAT')
    expect(taxCellText({ ...doc, taxesIncluded: true }, editorT)).toBe('17% VAT (Included)')
    expect(taxCellText({ ...doc, taxExempt: true }, editorT)).toBe('Not collected')
    expect(taxCellText({ ...doc, taxLines: [] }, editorT)).toBe('Not calculated')
  })

  it('writes each payment term and the balance sentence', () => {
    const term = (type: EditorPaymentTerm['type'], dueInDays: number | null = null): EditorPaymentTerm => ({
      type,
      dueInDays,
      issuedAt: '2026-01-05T12:00:00.000Z',
      dueAt: '2026-02-10T12:00:00.000Z',
    })
    const balance = "You'll be able to collect the balance from the order page."
    expect(paymentTermsText(term('fixed'), editorT)).toBe(`Payment due on Feb 10, 2026 ${balance}`)
    expect(paymentTermsText(term('fulfillment'), editorT)).toBe(
      `Payment due when order is fulfilled. ${balance}`,
    )
    expect(paymentTermsText(term('receipt'), editorT)).toBe(`Payment due when invoice is sent. ${balance}`)
    expect(paymentTermsText(term('net', 30), editorT)).toBe(`Payment due on Feb 4, 2026 (Net 30). ${balance}`)
    expect(paymentTermsText({ ...term('fixed'), dueAt: 'not a date' }, editorT)).toBeNull()
    expect(paymentTermsText(null, editorT)).toBeNull()
  })
})
