import { and, count, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import { collectionProducts, productVariants } from '../../db/schema/catalog.ts'
import { discountUses } from '../../db/schema/discount-uses.ts'
import { discounts } from '../../db/schema/discounts.ts'
import type { StoreTx } from '../../db/scope.ts'
import type { DiscountRow } from './discount.presenter.ts'

/**
 * The discount, locked until the transaction ends: placements using it take turns, so each reads the
 * uses the one before it counted (a limit of 10 gives exactly 10 orders, however many pay at once).
 */
export async function lockDiscount(
  tx: StoreTx,
  tenantId: string,
  id: string,
): Promise<DiscountRow | undefined> {
  const [row] = await tx
    .select()
    .from(discounts)
    .where(and(eq(discounts.tenantId, tenantId), eq(discounts.id, id)))
    .for('update')
  return row
}

/** The store's discounts of these ids (any of another store's are left out), in id order. */
export async function discountsOf(tx: StoreTx, tenantId: string, ids: string[]): Promise<DiscountRow[]> {
  if (ids.length === 0) return []
  return tx
    .select()
    .from(discounts)
    .where(and(eq(discounts.tenantId, tenantId), inArray(discounts.id, ids)))
    .orderBy(discounts.id)
}

/** The store's discount entered as `code` (stored in upper case), switched on or not. */
export async function codeDiscount(
  tx: StoreTx,
  tenantId: string,
  code: string,
): Promise<DiscountRow | undefined> {
  const [row] = await tx
    .select()
    .from(discounts)
    .where(
      and(
        eq(discounts.tenantId, tenantId),
        eq(discounts.method, 'code'),
        eq(discounts.code, code.trim().toUpperCase()),
      ),
    )
  return row
}

/** The store's automatic discounts switched on and running at `now`, in id order. */
export async function runningAutomaticDiscounts(
  tx: StoreTx,
  tenantId: string,
  now: Date,
): Promise<DiscountRow[]> {
  return tx
    .select()
    .from(discounts)
    .where(
      and(
        eq(discounts.tenantId, tenantId),
        eq(discounts.method, 'automatic'),
        eq(discounts.active, true),
        lte(discounts.startsAt, now),
        or(isNull(discounts.endsAt), gt(discounts.endsAt, now)),
      ),
    )
    .orderBy(discounts.id)
}

/** How many orders, not cancelled, of this customer used each of the discounts (absent: none). */
export async function usesByCustomerOf(
  tx: StoreTx,
  tenantId: string,
  discountIds: string[],
  customerId: string,
): Promise<Map<string, number>> {
  if (discountIds.length === 0) return new Map()
  const rows = await tx
    .select({ discountId: discountUses.discountId, uses: count() })
    .from(discountUses)
    .where(
      and(
        eq(discountUses.tenantId, tenantId),
        inArray(discountUses.discountId, discountIds),
        eq(discountUses.customerId, customerId),
      ),
    )
    .groupBy(discountUses.discountId)
  return new Map(rows.map((row) => [row.discountId, row.uses]))
}

/** The collections each product is in, for discounts aimed at collections. */
export async function collectionsOfProducts(
  tx: StoreTx,
  tenantId: string,
  productIds: string[],
): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>()
  if (productIds.length === 0) return found
  const rows = await tx
    .select({ productId: collectionProducts.productId, collectionId: collectionProducts.collectionId })
    .from(collectionProducts)
    .where(and(eq(collectionProducts.tenantId, tenantId), inArray(collectionProducts.productId, productIds)))
  for (const row of rows) found.set(row.productId, [...(found.get(row.productId) ?? []), row.collectionId])
  return found
}

/** The product of each of the store's variants named; variants of no product of this store are left out. */
export async function productsOfVariants(
  tx: StoreTx,
  tenantId: string,
  variantIds: string[],
): Promise<Map<string, string>> {
  if (variantIds.length === 0) return new Map()
  const rows = await tx
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .where(and(eq(productVariants.tenantId, tenantId), inArray(productVariants.id, variantIds)))
  return new Map(rows.map((row) => [row.id, row.productId]))
}

export async function addUse(
  tx: StoreTx,
  use: {
    tenantId: string
    discountId: string
    orderId: string
    customerId: string | null
    amountMinor: number
    /** The generated code the order used; null for the discount's own code. */
    code: string | null
  },
): Promise<void> {
  await tx.insert(discountUses).values(use)
  await tx
    .update(discounts)
    .set({
      usageCount: sql`${discounts.usageCount} + 1`,
      amountGiven: sql`${discounts.amountGiven} + ${use.amountMinor}`,
    })
    .where(and(eq(discounts.tenantId, use.tenantId), eq(discounts.id, use.discountId)))
}

/** Removes the order's uses and takes them off their discounts' counts. */
export async function removeUses(tx: StoreTx, tenantId: string, orderId: string): Promise<number> {
  const removed = await tx
    .delete(discountUses)
    .where(and(eq(discountUses.tenantId, tenantId), eq(discountUses.orderId, orderId)))
    .returning({ discountId: discountUses.discountId, amountMinor: discountUses.amountMinor })
  // One discount at a time, in id order, as placements lock them.
  for (const use of removed.sort((a, b) => (a.discountId < b.discountId ? -1 : 1))) {
    await tx
      .update(discounts)
      .set({
        usageCount: sql`greatest(${discounts.usageCount} - 1, 0)`,
        amountGiven: sql`greatest(${discounts.amountGiven} - ${use.amountMinor}, 0)`,
      })
      .where(and(eq(discounts.tenantId, tenantId), eq(discounts.id, use.discountId)))
  }
  return removed.length
}
