import type { Address } from '@lojista/contracts/order/api'
import {
  type PublicCheckout,
  type PublicDiscountCodeResult,
  publicCheckoutSchema,
  publicDiscountCodeResponseSchema,
  publicPayResponseSchema,
} from '@lojista/contracts/sales/checkout'
import type { PaymentMethod } from '@lojista/contracts/settings/payments'
import { z } from 'zod'
import { ApiError } from '@/lib/api/api-error'
import { apiRequest } from '@/lib/api/client'

/**
 * The customer is not signed in: the link's token is the only credential. No staff token or store goes
 * with these calls, even when a staff member opens the link in a browser where they are signed in.
 */
const publicCall = { tenantScoped: false, authToken: null } as const

const path = (token: string) => `/v1/public/checkout/${encodeURIComponent(token)}`

export async function getPublicCheckout(token: string, signal?: AbortSignal): Promise<PublicCheckout> {
  const answer = await apiRequest(path(token), {
    ...publicCall,
    schema: z.object({ checkout: publicCheckoutSchema }),
    signal,
  })
  return answer.checkout
}

export interface PayInput {
  /** The version of the checkout the customer is looking at. */
  version: number
  shippingAddress: Address
  billingAddress: Address | null
  /** The way to pay chosen; the card goes only with the card. */
  method: PaymentMethod
  card?: { number: string; name: string }
  /** The code the customer entered, and the total the page showed with it. */
  discount?: { code: string; total: string }
  /** CPF/CNPJ, marketing consent and note, as the store's checkout settings ask. */
  details?: { taxId: string; acceptsMarketing: boolean; note: string }
}

export type PaidCheckout = z.infer<typeof publicPayResponseSchema>

export const payCheckout = (token: string, body: PayInput): Promise<PaidCheckout> =>
  apiRequest(`${path(token)}/pay`, { ...publicCall, method: 'POST', body, schema: publicPayResponseSchema })

/** Whether the code the customer typed applies to the order, with the order worked out with it; or why not. */
export const checkDiscountCode = (token: string, code: string): Promise<PublicDiscountCodeResult> =>
  apiRequest(`${path(token)}/discount-code`, {
    ...publicCall,
    method: 'POST',
    body: { code },
    schema: publicDiscountCodeResponseSchema,
  })

/** A refused payment's order as it is now, when the store changed it after the page was opened. */
export function changedCheckout(error: ApiError): PublicCheckout | null {
  if (error.status !== 409) return null
  const current = publicCheckoutSchema.safeParse(error.extension('current'))
  return current.success ? current.data : null
}

/** A used link whose order still awaits a manual payment: what the customer was shown on placing it. */
export function awaitingPlacedOrder(error: unknown): PaidCheckout | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  const placed = publicPayResponseSchema.safeParse(error.extension('placed'))
  return placed.success && placed.data.payment ? placed.data : null
}
