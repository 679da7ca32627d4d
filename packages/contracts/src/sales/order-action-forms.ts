import { z } from 'zod'
import { toMinorUnits } from '../common/minor-units.ts'
import { refundMethodSchema } from './orders.ts'

/**
 * The order page's forms: collecting a payment, recording a refund, the note, fulfilling lines. What
 * they send is `collectPaymentRequestSchema`, `refundRequestSchema`, `orderNoteRequestSchema` and
 * `fulfillRequestSchema`; these read what staff type, before it is sent.
 */
export const orderActionMessages = {
  amountRequired: 'Enter an amount greater than 0',
  /** Above the balance or what can still be refunded; the page says which, with the figure. */
  amountAboveLimit: 'Amount above the limit',
  noteTooLong: 'Use at most 5,000 characters',
} as const

const minorOrZero = (amount: string) => {
  try {
    return toMinorUnits(amount)
  } catch {
    return 0
  }
}

/** An amount typed as decimal text (null while empty), above zero and at most `limitMinor` minor units. */
export function amountUpToSchema(limitMinor: number) {
  return z
    .string()
    .nullable()
    .superRefine((amount, context) => {
      const minor = amount === null ? 0 : minorOrZero(amount)
      if (minor <= 0) context.addIssue({ code: 'custom', message: orderActionMessages.amountRequired })
      else if (minor > limitMinor)
        context.addIssue({ code: 'custom', message: orderActionMessages.amountAboveLimit })
    })
    .transform((amount) => amount ?? '0.00')
}

export const collectPaymentFormSchema = (balanceMinor: number) =>
  z.object({ amount: amountUpToSchema(balanceMinor) })

export const refundFormSchema = (refundableMinor: number) =>
  z.object({
    amount: amountUpToSchema(refundableMinor),
    method: refundMethodSchema,
    note: z.string().trim().max(500),
  })

/** The order's note, sent with the version it was written on (`orderNoteRequestSchema`). */
export const orderNoteFormSchema = z.object({
  note: z.string().max(5000, orderActionMessages.noteTooLong),
})
export type OrderNoteFormValues = z.input<typeof orderNoteFormSchema>

/** Quantities to ship per order line (0 skips a line), and the parcel's carrier and tracking number. */
export const fulfillFormSchema = z.object({
  quantities: z.record(z.string(), z.number().int().min(0).nullable()),
  carrier: z.string().trim().max(100),
  trackingNumber: z.string().trim().max(100),
})
