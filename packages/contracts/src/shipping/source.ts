import { z } from 'zod'

// Which of the store's shipping options an order's shipping line was chosen from (decision 036).

export const shippingKinds = ['rate', 'local_delivery', 'pickup'] as const

/** What the editor or the checkout page sends: the option's kind and id as the options list gave them. */
export const shippingSourceInputSchema = z.strictObject({
  kind: z.enum(shippingKinds),
  /** A rate's id (rates added up across profiles joined by `+`), a local delivery's or a pickup's id. */
  sourceId: z.string().trim().min(1).max(200),
  /** As GET answers it; the server finds the location from the option itself. */
  locationId: z.string().nullable().optional(),
  /** As GET answers it; ignored. */
  taxAddress: z.unknown().optional(),
})

/** As the server answers it: with the location a local delivery or a pickup is from. */
export const shippingSourceSchema = z.object({
  kind: z.enum(shippingKinds),
  sourceId: z.string(),
  locationId: z.string().nullable(),
  /** Where a pickup is taxed (the location's address), as of the last save; absent for the other kinds. */
  taxAddress: z.object({ countryCode: z.string(), provinceCode: z.string() }).nullable().optional(),
})
export type ShippingSource = z.infer<typeof shippingSourceSchema>
