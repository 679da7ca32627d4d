import {
  abandonedCheckoutSchema,
  addressSchema,
  collectionSchema,
  draftSummarySchema,
  fulfillmentSchema,
  inventoryAdjustmentSchema,
  inventoryLevelSchema,
  lineItemSchema,
  locationSchema,
  lookupSchema,
  mediaSchema,
  moneySchema,
  moneySetSchema,
  orderLineSchema,
  orderSchema,
  orderSummarySchema,
  outboxEmailSchema,
  pageInfoSchema,
  partyAddressSchema,
  partySchema,
  partySummarySchema,
  paymentTermSchema,
  paymentTermTemplateSchema,
  placedOrderSchema,
  problemSchema,
  productSchema,
  productSummarySchema,
  publicCheckoutSchema,
  savedDiscountSchema,
  sessionSchema,
  tenantSchema,
  userSchema,
  variantSchema,
} from '@lojista/contracts'
import { z } from 'zod'

/**
 * The API's resources by the names generated clients give them: each contract schema below becomes
 * `#/components/schemas/<name>` (and `<name>Input` where a request takes it, as the zod type provider
 * names the input side), and every route that answers or takes it refers to it there.
 */
export const API_SCHEMAS = {
  Problem: problemSchema,
  PageInfo: pageInfoSchema,
  Money: moneySchema,
  MoneySet: moneySetSchema,
  Lookup: lookupSchema,
  User: userSchema,
  Tenant: tenantSchema,
  Session: sessionSchema,
  Media: mediaSchema,
  Variant: variantSchema,
  Product: productSchema,
  ProductSummary: productSummarySchema,
  Collection: collectionSchema,
  Location: locationSchema,
  InventoryLevel: inventoryLevelSchema,
  InventoryAdjustment: inventoryAdjustmentSchema,
  Party: partySchema,
  PartySummary: partySummarySchema,
  PartyAddress: partyAddressSchema,
  Address: addressSchema,
  DraftOrder: orderSchema,
  DraftOrderSummary: draftSummarySchema,
  LineItem: lineItemSchema,
  PaymentTerm: paymentTermSchema,
  PaymentTermTemplate: paymentTermTemplateSchema,
  Discount: savedDiscountSchema,
  Order: placedOrderSchema,
  OrderSummary: orderSummarySchema,
  OrderLine: orderLineSchema,
  Fulfillment: fulfillmentSchema,
  Checkout: publicCheckoutSchema,
  AbandonedCheckout: abandonedCheckoutSchema,
  Email: outboxEmailSchema,
} satisfies Record<string, z.ZodType>

/**
 * Names the schemas in zod's global registry, which the zod type provider reads when it writes the
 * document (the way its documentation names components). Idempotent: every app a process builds
 * names the same schemas, keeping what else the registry holds about them (descriptions).
 */
export function nameApiSchemas() {
  for (const [id, schema] of Object.entries(API_SCHEMAS)) {
    z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id })
  }
}
