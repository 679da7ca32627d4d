import {
  type OrderStatusGoneReason,
  orderStatusGoneReasonSchema,
  type PublicOrderStatus,
  publicOrderStatusSchema,
} from '@lojista/contracts/sales/order-status'
import { z } from 'zod'
import { ApiError } from '@/lib/api/api-error'
import { apiRequest } from '@/lib/api/client'

/**
 * The customer is not signed in: the link's token is the only credential. No staff token or store goes
 * with the call, even when a staff member opens the link where they are signed in.
 */
export async function getOrderStatus(
  storeId: string,
  token: string,
  signal?: AbortSignal,
): Promise<PublicOrderStatus> {
  const answer = await apiRequest(
    `/v1/public/stores/${encodeURIComponent(storeId)}/orders/${encodeURIComponent(token)}`,
    { tenantScoped: false, authToken: null, schema: z.object({ order: publicOrderStatusSchema }), signal },
  )
  return answer.order
}

export type OrderLinkProblem = 'invalid' | OrderStatusGoneReason

/** Why the link opens no order, as the page tells the customer; null for any other failure. */
export function orderLinkProblemOf(error: unknown): OrderLinkProblem | null {
  if (!(error instanceof ApiError)) return null
  if (error.status === 404 || error.status === 400) return 'invalid'
  if (error.status !== 410) return null
  const reason = orderStatusGoneReasonSchema.safeParse(error.extension('reason'))
  return reason.success ? reason.data : 'expired'
}
