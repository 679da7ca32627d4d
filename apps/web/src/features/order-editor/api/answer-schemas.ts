import { tagSearchResultSchema } from '@lojista/contracts/catalog/lookups'
import { productSearchResultSchema } from '@lojista/contracts/catalog/products'
import { connectionSchema } from '@lojista/contracts/common/pagination'
import { discountCheckResultSchema } from '@lojista/contracts/discounts/api'
import {
  draftSummarySchema,
  orderSchema,
  paymentTermTemplateSchema,
  savedDiscountSchema,
} from '@lojista/contracts/order/api'
import { taxRulesResultSchema } from '@lojista/contracts/taxes/rules'
import { z } from 'zod'

// The schemas the editor checks the server's answers with. They (and zod) load while the editor's first
// request is on its way, not with the page: see the api modules beside this one.

export const orderResponse = z.object({ order: orderSchema })
export const draftsResponse = z.object({ draftOrders: connectionSchema(draftSummarySchema) })
export const termsResponse = z.object({ paymentTerms: connectionSchema(paymentTermTemplateSchema) })
export const discountsResponse = z.object({ discounts: connectionSchema(savedDiscountSchema) })
export { discountCheckResultSchema, productSearchResultSchema, tagSearchResultSchema, taxRulesResultSchema }
