import { describe, expect, it } from 'vitest'
import { amountUpToSchema, orderActionMessages, refundFormSchema } from './order-action-forms.ts'

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message

describe('an amount up to a limit', () => {
  const upToTen = amountUpToSchema(1000)

  it('takes an amount above zero and at most the limit, compared in cents', () => {
    expect(upToTen.parse('10.00')).toBe('10.00')
    expect(upToTen.parse('0.01')).toBe('0.01')
    expect(messageOf(upToTen.safeParse('10.01'))).toBe(orderActionMessages.amountAboveLimit)
  })

  it('asks for an amount when the field is empty or zero', () => {
    expect(messageOf(upToTen.safeParse(null))).toBe(orderActionMessages.amountRequired)
    expect(messageOf(upToTen.safeParse('0'))).toBe(orderActionMessages.amountRequired)
  })

  it('reads a refund with its method and a trimmed note', () => {
    expect(refundFormSchema(1000).parse({ amount: '5', method: 'pix', note: '  key 123 ' })).toEqual({
      amount: '5',
      method: 'pix',
      note: 'key 123',
    })
  })
})
