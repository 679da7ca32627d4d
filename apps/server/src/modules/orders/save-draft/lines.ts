import { type FieldError, toMinorUnits } from '@lojista/contracts'
import type { VariantSnapshot } from '../../products/products.service.ts'
import type * as repo from '../draft.repository.ts'
import { toGrams } from '../weight.ts'
import { storedDiscount } from './discounts.ts'
import type { OrderInput } from './existing-draft.ts'

/** What a new line holds until a snapshot or custom item fills it in (the columns' defaults). */
const NEW_LINE = {
  variantId: null,
  productId: null,
  variantTitle: '',
  sku: '',
  selectedOptions: [],
  imageUrl: null,
  description: '',
  weightGrams: null,
  compareAtPriceMinor: null,
  discountedTotalMinor: 0,
} satisfies Partial<repo.NewDraftLineRow>

/** The catalog variants the input adds as new lines: their snapshots are read before the lines are made. */
export function newVariantIds(input: OrderInput, previous: ReadonlyMap<string, repo.DraftLineRow>): string[] {
  const ids = input.lineItems
    .filter((line) => !previous.has(line.id) && line.variantId)
    .map((line) => line.variantId as string)
  return [...new Set(ids)]
}

/**
 * The draft's lines in the input's order. A line the draft has keeps what it stored (product, SKU,
 * options, picture, weight) and takes only what the edit sends; a new line is a custom item or a copy of
 * a catalog variant. Field errors are collected, not thrown, so the person sees them all at once.
 */
export function draftLines(
  input: OrderInput,
  draft: {
    tenantId: string
    draftId: string
    previous: ReadonlyMap<string, repo.DraftLineRow>
    snapshots: ReadonlyMap<string, VariantSnapshot>
  },
): { lines: repo.NewDraftLineRow[]; errors: FieldError[] } {
  const { tenantId, draftId, previous, snapshots } = draft
  const errors: FieldError[] = []
  const seen = new Set<string>()
  const lines: repo.NewDraftLineRow[] = []
  input.lineItems.forEach((item, index) => {
    const path = `lineItems.${index}`
    if (seen.has(item.id)) {
      errors.push({ path: `${path}.id`, message: 'Duplicate line id' })
      return
    }
    seen.add(item.id)
    const before = previous.get(item.id)
    // A line sent back as GET answers it carries its product: a line the draft has keeps its own.
    const keepsStored = item.form === 'order' || !item.customItem
    const common = { tenantId, id: item.id, draftOrderId: draftId, position: index, quantity: item.quantity }
    const discount =
      item.appliedDiscount === undefined ? (before?.discount ?? null) : storedDiscount(item.appliedDiscount)
    if (before && keepsStored) {
      lines.push({ ...before, ...common, taxable: item.isTaxable ?? before.taxable, discount })
    } else if (item.customItem && (!before || before.variantId === null)) {
      const custom = item.customItem
      lines.push({
        ...NEW_LINE,
        ...common,
        title: custom.title,
        unitPriceMinor: toMinorUnits(custom.price),
        taxable: item.isTaxable ?? before?.taxable ?? true,
        physical: custom.isPhysical,
        weightGrams: custom.weight === null ? null : toGrams(custom.weight, custom.weightUnit),
        description: custom.description,
        discount,
        createdAt: before?.createdAt,
      })
    } else if (item.variantId && !before) {
      const snapshot = snapshots.get(item.variantId)
      if (!snapshot) {
        const field = item.form === 'order' ? 'product.variantId' : 'variantId'
        errors.push({ path: `${path}.${field}`, message: 'Product not found' })
        return
      }
      lines.push({
        ...NEW_LINE,
        ...common,
        variantId: snapshot.variantId,
        productId: snapshot.productId,
        title: snapshot.title,
        variantTitle: snapshot.variantTitle,
        sku: snapshot.sku,
        selectedOptions: snapshot.selectedOptions,
        imageUrl: snapshot.imageUrl,
        unitPriceMinor: snapshot.unitPrice,
        // Kept with the price, so the checkout's struck-through price does not move under the customer.
        compareAtPriceMinor: snapshot.compareAtPrice,
        taxable: item.isTaxable ?? snapshot.taxable,
        physical: snapshot.physical,
        weightGrams: snapshot.weightGrams,
        discount,
      })
    } else {
      errors.push({ path, message: 'A new line needs a variantId or a customItem' })
    }
  })
  return { lines, errors }
}
