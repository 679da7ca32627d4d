import type { CustomItemInput } from '@lojista/contracts/order/api'

/**
 * A custom item as its form holds it, with its defaults (its rules are `customItemFormSchema` in the
 * contracts): quantity 1, taxable, physical. Price and weight are decimal text as the API takes it ("49.90", "0.25"), never floats.
 */
export interface CustomItemDraft {
  itemName: string
  price: string | null
  quantity: number | null
  weight: string | null
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

/** Submitted as a product with a title, price, weight in kg and whether it is physical. */
export function customItemInputOf(draft: CustomItemDraft): CustomItemInput {
  return {
    title: draft.itemName.trim(),
    price: draft.price ?? '0.00',
    weight: draft.isPhysical ? draft.weight : null,
    weightUnit: 'kg',
    isPhysical: draft.isPhysical,
    description: draft.description.trim(),
  }
}
