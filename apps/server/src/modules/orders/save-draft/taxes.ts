import { resolveTaxes, taxAddressOf } from '@lojista/contracts'
import type { StoreTx } from '../../../db/scope.ts'
import { locationAddress } from '../../shipping/order-shipping.service.ts'
import { taxRulesOf } from '../../taxes/taxes.service.ts'
import type * as repo from '../draft.repository.ts'

/**
 * Gives a draft the store's taxes (decision 029): the rates of its shipping address's region, or of the
 * store's own address when it has none, or of the pickup location's (decision 036), per line (overrides included) and for shipping, and whether prices
 * include tax. A draft whose taxes staff set by hand keeps its own tax lines. The rates are kept on the
 * draft, so every later reading of it (checkout page, emails, placement) gives the figures saved.
 */
export async function resolveDraftTaxes(
  tx: StoreTx,
  draft: repo.DraftRow,
  lines: readonly repo.DraftLineRow[],
): Promise<void> {
  if (draft.taxesByHand) {
    draft.resolvedTaxes = null
    return
  }
  const rules = await taxRulesOf(tx, draft.tenantId)
  // An order picked up at a location is taxed where it is handed over (decision 036): the location's
  // address, or the store's own when the location has none.
  const source = draft.shippingLine?.source
  const pickupAt =
    source?.kind === 'pickup' && source.locationId
      ? await locationAddress(tx, draft.tenantId, source.locationId)
      : undefined
  if (source?.kind === 'pickup' && draft.shippingLine) {
    // Kept with the line, so the editor taxes the order where the server does.
    draft.shippingLine = { ...draft.shippingLine, source: { ...source, taxAddress: pickupAt ?? null } }
  }
  const address =
    source?.kind === 'pickup'
      ? taxAddressOf(null, pickupAt?.countryCode ? pickupAt : rules.storeAddress, { pickup: true })
      : taxAddressOf(draft.shippingAddress, rules.storeAddress)
  const resolved = resolveTaxes(
    rules,
    address,
    lines.map((line) => ({ id: line.id, productId: line.productId })),
  )
  draft.taxesIncluded = resolved.taxesIncluded
  draft.taxLines = []
  draft.resolvedTaxes = {
    lines: lines.map((line) => ({ lineId: line.id, rates: resolved.lines.get(line.id) ?? [] })),
    shipping: resolved.shipping,
  }
}
