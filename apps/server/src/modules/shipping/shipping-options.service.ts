import {
  fromMinorUnits,
  type SelectProfile,
  type ShippingOption,
  type ShippingOptionsRequest,
  selectRates,
  toMinorUnits,
} from '@lojista/contracts'
import type { Db } from '../../db/client.ts'
import { inScope } from '../../db/scope.ts'
import type { StoreScope } from '../../lib/store-scope.ts'
import { toGrams } from '../orders/weight.ts'
import { presentLocalDelivery, presentPickup, presentProfile } from './shipping.presenter.ts'
import * as repo from './shipping.repository.ts'

type Request = Required<ShippingOptionsRequest> & {
  address: Required<ShippingOptionsRequest['address']>
}

/** The draft editor's list: the options that apply to its order as it is on screen. */
export function createShippingOptionsService(db: Db) {
  return {
    async options(scope: StoreScope, request: Request): Promise<ShippingOption[]> {
      return inScope(db, scope, async (tx) => {
        const rows = await repo.listProfiles(tx, scope.tenantId)
        const productsOf = await repo.profileProducts(
          tx,
          scope.tenantId,
          rows.filter((row) => !row.isGeneral).map((row) => row.id),
        )
        const profiles: SelectProfile[] = rows.map((row) => {
          const profile = presentProfile(row, productsOf.get(row.id) ?? [])
          return { ...profile, productIds: profile.products.map((product) => product.id) }
        })
        const variants = await repo.variantWeights(
          tx,
          scope.tenantId,
          request.lines.flatMap((line) => (line.variantId ? [line.variantId] : [])),
        )
        const choices = selectRates({
          profiles,
          localDeliveries: (await repo.listLocalDeliveries(tx, scope.tenantId)).map(presentLocalDelivery),
          pickups: (await repo.listPickups(tx, scope.tenantId)).map(presentPickup),
          address: request.address,
          lines: request.lines.map((line) => {
            // A variant the store does not have (deleted since) ships like a custom item.
            const variant = line.variantId ? variants.get(line.variantId) : undefined
            if (variant)
              return { productId: variant.productId, unitGrams: variant.grams, quantity: line.quantity }
            return {
              productId: null,
              unitGrams: line.weight ? toGrams(line.weight.value, line.weight.unit) : null,
              quantity: line.quantity,
            }
          }),
          subtotal: toMinorUnits(request.subtotal),
        })
        return choices.map((choice) => ({ ...choice, price: fromMinorUnits(choice.price) }))
      })
    },
  }
}

export type ShippingOptionsService = ReturnType<typeof createShippingOptionsService>
