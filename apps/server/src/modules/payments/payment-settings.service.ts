import {
  DEFAULT_PAYMENT_SETTINGS,
  enabledPaymentMethods,
  fromMinorUnits,
  type PaymentMethod,
  type PaymentSettings,
  type PaymentSettingsChange,
  paymentSettingsMessages,
  paymentSettingsProblems,
  pixBrCode,
  pixTxid,
} from '@lojista/contracts'
import type { Db } from '../../db/client.ts'
import { inScope, type StoreTx } from '../../db/scope.ts'
import { recordActivity, versionedChanges } from '../../lib/activity.ts'
import { conflict } from '../../lib/conflict.ts'
import { problems } from '../../lib/problem.ts'
import type { StoreScope } from '../../lib/store-scope.ts'
import { storeName } from '../tenancy/tenancy.service.ts'
import {
  findPaymentSettings,
  type PaymentSettingsRow,
  writePaymentSettings,
} from './payment-settings.repository.ts'

type PaymentFields = Omit<PaymentSettings, 'version' | 'updatedAt'>

function present(row: PaymentSettingsRow | undefined): PaymentSettings {
  if (!row) return { ...DEFAULT_PAYMENT_SETTINGS, version: 1, updatedAt: null }
  const { tenantId: _, createdAt: __, updatedAt, version, ...fields } = row
  return { ...fields, version, updatedAt: updatedAt.toISOString() }
}

/** The store's payment settings inside the caller's transaction (the defaults until first saved). */
export async function storePaymentSettings(tx: StoreTx, tenantId: string): Promise<PaymentFields> {
  const { version: _, updatedAt: __, ...fields } = present(await findPaymentSettings(tx, tenantId))
  return fields
}

const instructionsOf = (settings: PaymentFields, method: PaymentMethod): string =>
  ({
    card: '',
    pix: settings.pixInstructions,
    bank_deposit: settings.bankDepositInstructions,
    cash_on_delivery: settings.cashOnDeliveryInstructions,
    boleto: settings.boletoInstructions,
  })[method]

/** What the checkout page offers: the methods turned on, each with the store's words about it. */
export function checkoutPaymentMethods(settings: PaymentFields) {
  return enabledPaymentMethods(settings).map((method) => ({
    method,
    instructions: instructionsOf(settings, method),
  }))
}

/**
 * What the customer is told once the order is placed with `method`: the store's instructions and, for
 * Pix, the BR Code of the order's amount with the order's name as its txid.
 */
export function customerPaymentInstructions(
  settings: PaymentFields,
  method: PaymentMethod,
  order: { name: string; totalMinor: number },
) {
  const txid = pixTxid(order.name)
  return {
    method,
    instructions: instructionsOf(settings, method),
    pix:
      method === 'pix'
        ? {
            code: pixBrCode({
              key: settings.pixKey,
              merchantName: settings.pixMerchantName,
              merchantCity: settings.pixMerchantCity,
              amount: fromMinorUnits(order.totalMinor),
              txid,
            }),
            txid,
          }
        : null,
  }
}

const stale = (current: PaymentSettings) =>
  conflict(paymentSettingsMessages.staleVersion, {
    errors: [{ path: 'version', message: 'Stale version' }],
    current,
  })

export function createPaymentSettingsService(db: Db) {
  return {
    async get(scope: StoreScope): Promise<PaymentSettings> {
      return inScope(db, scope, async (tx) => present(await findPaymentSettings(tx, scope.tenantId)))
    },

    async update(scope: StoreScope, input: PaymentSettingsChange): Promise<PaymentSettings> {
      const { version, ...values } = input
      const invalid = paymentSettingsProblems(values)
      if (invalid.length > 0) throw problems.badRequest('The request has invalid fields.', invalid)
      return inScope(db, scope, async (tx) => {
        const current = await findPaymentSettings(tx, scope.tenantId, { lock: true })
        const before = present(current)
        if (version !== before.version) throw stale(before)
        const row = await writePaymentSettings(tx, scope.tenantId, values, version)
        if (!row) throw stale(present(await findPaymentSettings(tx, scope.tenantId)))
        const after = present(row)
        await recordActivity(tx, scope, {
          area: 'settings',
          action: 'settings.payments_updated',
          subject: { type: 'settings', id: null, label: await storeName(tx, scope.tenantId) },
          changes: versionedChanges(before, after),
        })
        return after
      })
    },
  }
}

export type PaymentSettingsService = ReturnType<typeof createPaymentSettingsService>
