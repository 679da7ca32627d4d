import {
  type ShippingOption,
  type ShippingOptionsRequest,
  shippingOptionsResultSchema,
} from '@lojista/contracts/shipping/shipping'
import { apiRequest } from '@/lib/api/client'

/** The shipping and delivery options the store offers for the order as the editor has it. */
export async function fetchShippingOptions(
  body: ShippingOptionsRequest,
  signal?: AbortSignal,
): Promise<ShippingOption[]> {
  const answer = await apiRequest('/v1/shipping/options', {
    method: 'POST',
    body,
    schema: shippingOptionsResultSchema,
    signal,
  })
  return answer.options
}
