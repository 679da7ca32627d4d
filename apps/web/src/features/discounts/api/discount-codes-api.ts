import type { Connection } from '@lojista/contracts/common/pagination'
import {
  type DiscountCode,
  type DiscountCodeBatchRequest,
  type DiscountCodeBatchResult,
  discountCodeBatchResultSchema,
  discountCodeListSchema,
  discountTimeZoneSchema,
} from '@lojista/contracts/discounts/index'
import { apiDownload, apiRequest } from '@/lib/api/client'
import { queryString } from '@/lib/api/query-string'

const codesOf = (id: string) => `/v1/discounts/${encodeURIComponent(id)}/codes`

/** The store's time zone, in which discounts' dates are shown and entered. */
export async function getDiscountTimeZone(signal?: AbortSignal): Promise<string> {
  const answer = await apiRequest('/v1/discounts/time-zone', { schema: discountTimeZoneSchema, signal })
  return answer.timeZone
}

export function generateDiscountCodes(
  id: string,
  body: DiscountCodeBatchRequest,
): Promise<DiscountCodeBatchResult> {
  return apiRequest(codesOf(id), { method: 'POST', body, schema: discountCodeBatchResultSchema })
}

export interface DiscountCodesPage {
  codes: Connection<DiscountCode>
  /** Every code of the discount, whatever the search. */
  totalCodes: number
}

export function listDiscountCodes(
  id: string,
  request: { query: string; first?: number; after?: string; last?: number; before?: string },
  signal?: AbortSignal,
): Promise<DiscountCodesPage> {
  return apiRequest(`${codesOf(id)}${queryString({ ...request })}`, {
    schema: discountCodeListSchema,
    signal,
  })
}

/** Every generated code of the discount, with its uses, as CSV. */
export function exportDiscountCodes(id: string): Promise<Blob> {
  return apiDownload(`${codesOf(id)}/export.csv`)
}
