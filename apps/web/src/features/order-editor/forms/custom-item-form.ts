import type { CustomItemInput } from '@lojista/contracts/order/api'
import { orderMessages } from '@lojista/contracts/order/messages'
import { z } from 'zod'

/** Spec section 3 "Custom item draft" with its defaults: quantity 1, taxable, physical. */
export interface CustomItemDraft {
  itemName: string
  price: number | null
  quantity: number | null
  weight: number | null
  isTaxable: boolean
  isPhysical: boolean
  description: string
}

export const customItemDefaults: CustomItemDraft = {
  itemName: '',
  price: null,
  quantity: 1,
  weight: null,
  isTaxable: true,
  isPhysical: true,
  description: '',
}

/** Spec section 5's rules and messages for the custom item. */
export const customItemFormSchema = z.object({
  itemName: z.string().trim().min(1, orderMessages.itemNameRequired),
  price: z.number({ error: orderMessages.priceRequired }).min(0, orderMessages.mustBeZeroOrGreater),
  quantity: z
    .number({ error: orderMessages.quantityMin })
    .int(orderMessages.quantityMin)
    .min(1, orderMessages.quantityMin),
  weight: z.number().min(0, orderMessages.mustBeZeroOrGreater).nullable(),
  isTaxable: z.boolean(),
  isPhysical: z.boolean(),
  description: z.string(),
})

export type CustomItemErrors = Partial<Record<keyof CustomItemDraft, string>>

/** The field errors of a draft, in the order the form shows them; empty when it can be saved. */
export function validateCustomItem(draft: CustomItemDraft): CustomItemErrors {
  const result = customItemFormSchema.safeParse(draft)
  if (result.success) return {}
  const errors: CustomItemErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof CustomItemDraft
    errors[field] ??= issue.message
  }
  return errors
}

/** Spec section 3: submitted as a product with a title, price, weight in kg and whether it is physical. */
export function customItemInputOf(draft: CustomItemDraft): CustomItemInput {
  return {
    title: draft.itemName.trim(),
    price: (draft.price ?? 0).toFixed(2),
    weight: draft.isPhysical && draft.weight !== null ? String(Math.round(draft.weight * 1000) / 1000) : null,
    weightUnit: 'kg',
    isPhysical: draft.isPhysical,
    description: draft.description.trim(),
  }
}
