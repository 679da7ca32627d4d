import {
  applyDiscounts,
  applyDiscountsToDraft,
  type CalcDiscount,
  type DiscountCart,
  type DiscountRefusal,
  type DiscountRefusalProblem,
  type DiscountRule,
  type DiscountUsage,
  type DraftDiscountsResult,
  type discountCheckRequestSchema,
  discountClassOf,
  discountRefusalText,
  toMinorUnits,
} from '@lojista/contracts'
import type { z } from 'zod'
import type { StoredDiscountApplication } from '../../db/schema/orders.ts'
import type { StoreTx } from '../../db/scope.ts'
import { conflict } from '../../lib/conflict.ts'
import { type DiscountRow, ruleOf } from './discount.presenter.ts'
import { discountIdOfGeneratedCode } from './discount-codes.repository.ts'
import * as repo from './discount-usage.repository.ts'

/** A draft as its saved discounts are weighed on: its lines, after the discounts staff typed, and shipping. */
export interface DraftCart {
  lines: {
    id: string
    productId: string | null
    variantId: string | null
    quantity: number
    /** Minor units, before any discount. */
    unitPrice: number
    /** The discount staff typed on the line (not a saved one). */
    customDiscount: CalcDiscount | null
  }[]
  /** Minor units; null without a shipping charge. */
  shipping: number | null
  shippingCountry: string | null
}

/** A code chosen on a draft: its discount, and where the draft's input holds it (`appliedDiscount`, …). */
export interface ChosenCode {
  discountId: string
  path: string
}

/** What the usage limits count so far, for the application function, keyed by discount id. */
async function usageOf(
  tx: StoreTx,
  tenantId: string,
  rows: DiscountRow[],
  customerId: string | null,
): Promise<Record<string, DiscountUsage>> {
  const byCustomer = customerId
    ? await repo.usesByCustomerOf(
        tx,
        tenantId,
        rows.map((row) => row.id),
        customerId,
      )
    : new Map<string, number>()
  return Object.fromEntries(
    rows.map((row) => [row.id, { total: row.usageCount, byCustomer: byCustomer.get(row.id) ?? 0 }]),
  )
}

/** The draft's discounts worked out by the application function, the lines' collections looked up. */
async function applyToDraft(
  tx: StoreTx,
  tenantId: string,
  draft: { cart: DraftCart; customerId: string | null; now: Date },
  rows: DiscountRow[],
): Promise<{ result: DraftDiscountsResult; rules: Map<string, DiscountRule> }> {
  const productIds = [
    ...new Set(draft.cart.lines.flatMap((line) => (line.productId ? [line.productId] : []))),
  ]
  const collections = await repo.collectionsOfProducts(tx, tenantId, productIds)
  const rules = new Map(rows.map((row) => [row.id, ruleOf(row)]))
  const result = applyDiscountsToDraft({
    lines: draft.cart.lines.map((line) => ({
      ...line,
      collectionIds: line.productId ? (collections.get(line.productId) ?? []) : [],
    })),
    shipping: draft.cart.shipping,
    shippingCountry: draft.cart.shippingCountry,
    customer: draft.customerId ? { id: draft.customerId } : null,
    now: draft.now.getTime(),
    usage: await usageOf(tx, tenantId, rows, draft.customerId),
    candidates: [...rules.values()],
  })
  return { result, rules }
}

/**
 * The saved discounts a draft gets as it is saved: the codes staff chose on it and the store's automatic
 * discounts running now, weighed together by the application function over its lines (after staff's own
 * line discounts), customer and shipping. The automatic discounts whose conditions hold are kept with their
 * allocations; those whose conditions do not are left out, so they come and go with the draft's saves. A
 * chosen code stays on the draft either way, taking nothing and saying why while it does not apply.
 */
export async function discountsForDraft(
  tx: StoreTx,
  tenantId: string,
  draft: { cart: DraftCart; customerId: string | null; chosen: string[]; now: Date },
): Promise<StoredDiscountApplication[]> {
  const chosen = [...new Set(draft.chosen)]
  const chosenRows = await repo.discountsOf(tx, tenantId, chosen)
  const automatic = await repo.runningAutomaticDiscounts(tx, tenantId, draft.now)
  const found = new Set(chosenRows.map((row) => row.id))
  const candidates = [
    ...chosenRows.filter((row) => row.active),
    ...automatic.filter((row) => !found.has(row.id)),
  ]
  const { result, rules } = await applyToDraft(tx, tenantId, draft, candidates)
  const refusedCode = (row: DiscountRow, refusal: DiscountRefusal): StoredDiscountApplication => {
    const rule = ruleOf(row)
    const { code, title } = rule
    return {
      discountId: row.id,
      code,
      title,
      class: discountClassOf(rule.effect),
      lines: [],
      shipping: 0,
      refusal,
    }
  }
  const refusals = new Map(result.refused.map((refused) => [refused.id, refused.refusal]))
  return [
    ...result.applied.map((applied) => ({
      discountId: applied.id,
      code: rules.get(applied.id)?.code ?? null,
      title: applied.title,
      class: applied.class,
      lines: applied.lines,
      shipping: applied.shipping,
      refusal: null,
    })),
    ...chosenRows.flatMap((row) => {
      if (!row.active) return [refusedCode(row, { reason: 'inactive' })]
      const refusal = refusals.get(row.id)
      return refusal ? [refusedCode(row, refusal)] : []
    }),
  ]
}

/**
 * The id of the store's discount a customer enters as `code` (any case): its own code or one generated
 * for it; null when none has it.
 */
export async function discountIdOfCode(tx: StoreTx, tenantId: string, code: string): Promise<string | null> {
  const upper = code.trim().toUpperCase()
  const own = await repo.codeDiscount(tx, tenantId, upper)
  if (own) return own.id
  return (await discountIdOfGeneratedCode(tx, tenantId, upper)) ?? null
}

/** Which of the ids are discounts of the store (another store's, or one deleted, are not). */
export async function storeDiscountIds(tx: StoreTx, tenantId: string, ids: string[]): Promise<Set<string>> {
  const rows = await repo.discountsOf(tx, tenantId, [...new Set(ids)])
  return new Set(rows.map((row) => row.id))
}

/** What each saved discount takes off each line and the shipping, by class: the figures an order shows. */
function figures(
  applications: { class: string; lines: { lineId: string; amount: number }[]; shipping: number }[],
) {
  const taken = new Map<string, number>()
  const add = (key: string, amount: number) => {
    if (amount !== 0) taken.set(key, (taken.get(key) ?? 0) + amount)
  }
  for (const application of applications) {
    for (const part of application.lines) add(`${application.class}:${part.lineId}`, part.amount)
    add('shipping', application.shipping)
  }
  return taken
}

function sameFigures(a: Map<string, number>, b: Map<string, number>): boolean {
  return a.size === b.size && [...a].every(([key, amount]) => b.get(key) === amount)
}

/**
 * Counts the saved discounts of an order being placed, in the placement's transaction (decision 021).
 * Every discount the draft carries, its chosen codes and its automatic discounts, is locked (in id order)
 * and the draft's discounts are worked out again by the application function against the uses counted so
 * far. A chosen code that no longer applies (expired, switched off, limit reached, once per customer,
 * minimum) refuses the whole placement with 409, saying why. The automatic discounts are simply worked out
 * again: the order goes ahead when its figures stay the ones the draft shows, and is refused (409, naming
 * the discount: why it no longer applies, or that it changed) when its total would change, since an order
 * never charges a total nobody saw. Automatic discounts that started since the draft was saved are not
 * added here: they come with its next save. A discount deleted since the draft took it keeps the amount
 * the draft shows and is not counted.
 */
export async function useDiscounts(
  tx: StoreTx,
  input: {
    tenantId: string
    orderId: string
    customerId: string | null
    currencyCode: string
    cart: DraftCart
    chosen: ChosenCode[]
    applications: StoredDiscountApplication[]
    now: Date
  },
): Promise<void> {
  const { tenantId, customerId } = input
  const pathOf = new Map<string, string>()
  for (const code of input.chosen) if (!pathOf.has(code.discountId)) pathOf.set(code.discountId, code.path)
  const ids = [...new Set([...pathOf.keys(), ...input.applications.map((app) => app.discountId)])].sort(
    (a, b) => (a < b ? -1 : 1),
  )
  if (ids.length === 0) return
  const rows: DiscountRow[] = []
  // Locked in id order, the same order cancellations give uses back in, so two never wait on each other.
  for (const id of ids) {
    const row = await repo.lockDiscount(tx, tenantId, id)
    if (row) rows.push(row)
  }
  const refuse = (row: DiscountRow, refusal: DiscountRefusal) => {
    const rule = ruleOf(row)
    const message = discountRefusalText(refusal, 'en', input.currencyCode)
    return conflict(message, {
      errors: [{ path: pathOf.get(row.id) ?? 'discountApplications', message }],
      extensions: {
        discountRefusal: {
          discountId: row.id,
          code: rule.code,
          title: rule.title,
          currencyCode: input.currencyCode,
          refusal,
        } satisfies DiscountRefusalProblem,
      },
    })
  }
  for (const row of rows) if (!row.active && pathOf.has(row.id)) throw refuse(row, { reason: 'inactive' })
  const active = rows.filter((row) => row.active)
  const { result } = await applyToDraft(tx, tenantId, { ...input, customerId }, active)
  const refusals = new Map(result.refused.map((refused) => [refused.id, refused.refusal]))
  for (const row of active) {
    const refusal = refusals.get(row.id)
    if (refusal && pathOf.has(row.id)) throw refuse(row, refusal)
  }

  const existing = new Set(rows.map((row) => row.id))
  const shown = input.applications.filter((app) => app.refusal === null && existing.has(app.discountId))
  if (!sameFigures(figures(shown), figures(result.applied))) {
    // Name the discount whose part changed: why it no longer applies, or that it changed.
    const now = new Map(result.applied.map((applied) => [applied.id, applied]))
    const changed =
      rows.find((row) => {
        const before = figures(shown.filter((app) => app.discountId === row.id))
        const after = figures(now.has(row.id) ? [now.get(row.id) as (typeof result.applied)[number]] : [])
        return !sameFigures(before, after)
      }) ?? rows[0]
    if (changed) {
      const inactive: DiscountRefusal | undefined = changed.active ? undefined : { reason: 'inactive' }
      throw refuse(changed, inactive ?? refusals.get(changed.id) ?? { reason: 'changed' })
    }
  }
  // The code each discount was entered with, when it is one generated for it rather than its own.
  const ownCode = new Map(rows.map((row) => [row.id, row.code]))
  const generatedCode = new Map<string, string>()
  for (const app of shown)
    if (app.code && app.code !== ownCode.get(app.discountId)) generatedCode.set(app.discountId, app.code)
  for (const applied of result.applied) {
    await repo.addUse(tx, {
      tenantId,
      discountId: applied.id,
      orderId: input.orderId,
      customerId,
      amountMinor: applied.amount,
      code: generatedCode.get(applied.id) ?? null,
    })
  }
}

/**
 * The editor's question before it applies a code: would it apply to the order as it is on screen, beside
 * the store's automatic discounts running now, and what would it take off? Or why not. The lines' products
 * and collections are looked up in the store; an id of another store's variant counts as a custom item.
 * Nothing is counted: placing the order checks again.
 */
export async function checkOnCart(
  tx: StoreTx,
  tenantId: string,
  row: DiscountRow,
  input: z.output<typeof discountCheckRequestSchema>,
  now: Date,
): Promise<{ refusal: DiscountRefusal | null; amount: number }> {
  if (!row.active) return { refusal: { reason: 'inactive' }, amount: 0 }
  const variantIds = [...new Set(input.lineItems.flatMap((line) => (line.variantId ? [line.variantId] : [])))]
  const productOf = await repo.productsOfVariants(tx, tenantId, variantIds)
  const cart = await discountCart(tx, tenantId, {
    lines: input.lineItems.map((line, index) => {
      const productId = line.variantId ? (productOf.get(line.variantId) ?? null) : null
      return {
        // Ids that sort as the lines came: rounding ties go to the earlier line.
        id: String(index).padStart(3, '0'),
        productId,
        variantId: productId ? line.variantId : null,
        quantity: line.quantity,
        unitPrice: toMinorUnits(line.unitPrice),
      }
    }),
    shipping: input.shipping === null ? null : toMinorUnits(input.shipping),
    shippingCountry: input.shippingCountry,
  })
  const automatic = (await repo.runningAutomaticDiscounts(tx, tenantId, now)).filter(
    (other) => other.id !== row.id,
  )
  const rows = [row, ...automatic]
  const verdict = applyDiscounts({
    cart,
    customer: input.customerId ? { id: input.customerId } : null,
    now: now.getTime(),
    usage: await usageOf(tx, tenantId, rows, input.customerId),
    candidates: rows.map(ruleOf),
  })
  const refused = verdict.refused.find((one) => one.id === row.id)
  if (refused) return { refusal: refused.refusal, amount: 0 }
  return { refusal: null, amount: verdict.applied.find((one) => one.id === row.id)?.amount ?? 0 }
}

/** A cancelled order gives its discounts' uses back: a limited code may be used by another order. */
export async function giveBackDiscountUses(tx: StoreTx, tenantId: string, orderId: string): Promise<void> {
  await repo.removeUses(tx, tenantId, orderId)
}

async function discountCart(
  tx: StoreTx,
  tenantId: string,
  cart: {
    lines: Omit<DraftCart['lines'][number], 'customDiscount'>[]
    shipping: number | null
    shippingCountry: string | null
  },
): Promise<DiscountCart> {
  const productIds = [...new Set(cart.lines.flatMap((line) => (line.productId ? [line.productId] : [])))]
  const collections = await repo.collectionsOfProducts(tx, tenantId, productIds)
  return {
    lines: cart.lines.map((line) => ({
      ...line,
      collectionIds: line.productId ? (collections.get(line.productId) ?? []) : [],
    })),
    shipping: cart.shipping === null ? [] : [{ id: 'shipping', amount: cart.shipping }],
    shippingCountry: cart.shippingCountry,
  }
}
