import {
  fromMinorUnits,
  type ShippingOption,
  type ShippingOptionsRequest,
  toMinorUnits,
} from '@lojista/contracts'
import type { Db } from '../../db/client.ts'
import { inScope } from '../../db/scope.ts'
import type { StoreScope } from '../../lib/store-scope.ts'
import { toGrams } from '../orders/weight.ts'
import { choiceLocations, orderShippingChoices } from './order-shipping.service.ts'

type Request = Required<ShippingOptionsRequest> & {
  address: Required<ShippingOptionsRequest['address']>
}

/** The draft editor's list: the options that apply to its order as it is on screen. */
export function createShippingOptionsService(db: Db) {
  return {
    async options(scope: StoreScope, request: Request): Promise<ShippingOption[]> {
      return inScope(db, scope, async (tx) => {
        const choices = await orderShippingChoices(tx, scope.tenantId, {
          address: request.address,
          lines: request.lines.map((line) => ({
            variantId: line.variantId,
            unitGrams: line.weight ? toGrams(line.weight.value, line.weight.unit) : null,
            quantity: line.quantity,
          })),
          subtotal: toMinorUnits(request.subtotal),
        })
        const where = await choiceLocations(tx, scope.tenantId, choices)
        return choices.map(({ locationId, ...choice }) => {
          const address = locationId ? where.get(locationId) : undefined
          return {
            ...choice,
            price: fromMinorUnits(choice.price),
            location: locationId && address ? { id: locationId, ...address } : null,
          }
        })
      })
    },
  }
}

export type ShippingOptionsService = ReturnType<typeof createShippingOptionsService>
