import type { Connection, SearchRequest } from '@lojista/contracts/common/pagination'
import type { DiscountCheckRequest, DiscountCheckResult } from '@lojista/contracts/discounts/api'
import type {
  DraftSummary,
  Order,
  OrderInput,
  PaymentTermTemplate,
  SavedDiscount,
} from '@lojista/contracts/order/api'
import type { TaxRules } from '@lojista/contracts/taxes/rules'
import { ApiError } from '@/lib/api/api-error'
import { apiRequest, SAVE_TIMEOUT_MS } from '@/lib/api/client'

const schemas = () => import('./answer-schemas')
const orderResponse = () => schemas().then((module) => module.orderResponse)

/** A draft, or null when the store has none with this id (deleted, or never saved). */
export async function getDraft(id: string, signal?: AbortSignal): Promise<Order | null> {
  try {
    const answer = await apiRequest(`/v1/order?id=${encodeURIComponent(id)}`, {
      schema: orderResponse,
      signal,
    })
    return answer.order
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/** Creates the draft (a new client-made id, no version) or replaces its content (id and version). */
export async function saveDraft(input: OrderInput): Promise<Order> {
  const answer = await apiRequest('/v1/order', {
    method: 'POST',
    body: input,
    schema: orderResponse,
    timeoutMs: SAVE_TIMEOUT_MS,
  })
  return answer.order
}

export function isVersionConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409
}

export type DraftSort = 'number' | 'updatedAt' | 'createdAt' | 'total'

const draftsResponse = () => schemas().then((module) => module.draftsResponse)

export async function searchDrafts(
  request: SearchRequest<DraftSort>,
  signal?: AbortSignal,
): Promise<Connection<DraftSummary>> {
  const answer = await apiRequest('/v1/order/draft/search', {
    method: 'POST',
    body: request,
    schema: draftsResponse,
    signal,
  })
  return answer.draftOrders
}

const termsResponse = () => schemas().then((module) => module.termsResponse)

export async function searchPaymentTerms(
  request: SearchRequest<'name'>,
  signal?: AbortSignal,
): Promise<Connection<PaymentTermTemplate>> {
  const answer = await apiRequest('/v1/order/payment-term/search', {
    method: 'POST',
    body: request,
    schema: termsResponse,
    signal,
  })
  return answer.paymentTerms
}

const discountsResponse = () => schemas().then((module) => module.discountsResponse)

export async function searchDiscountCodes(
  request: SearchRequest<'name'>,
  signal?: AbortSignal,
): Promise<Connection<SavedDiscount>> {
  const answer = await apiRequest('/v1/order/discounts/search', {
    method: 'POST',
    body: request,
    schema: discountsResponse,
    signal,
  })
  return answer.discounts
}

/** Whether a saved code applies to the order as it is on screen, and if not, why (nothing is counted). */
export async function checkDiscount(
  id: string,
  request: DiscountCheckRequest,
  signal?: AbortSignal,
): Promise<DiscountCheckResult> {
  return apiRequest(`/v1/discounts/${encodeURIComponent(id)}/check`, {
    method: 'POST',
    body: request,
    schema: () => schemas().then((module) => module.discountCheckResultSchema),
    signal,
  })
}

/** The store's tax settings and address, which the editor works a draft's taxes out with as the server does. */
export async function getTaxRules(signal?: AbortSignal): Promise<TaxRules> {
  const answer = await apiRequest('/v1/order/tax-rules', {
    schema: () => schemas().then((module) => module.taxRulesResultSchema),
    signal,
  })
  return answer.rules
}
