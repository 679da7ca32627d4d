import {
  type CheckoutSettings,
  type CheckoutSettingsChange,
  type CustomerAccountsSettings,
  checkoutSettingsMessages,
  DEFAULT_CHECKOUT_SETTINGS,
  DEFAULT_CUSTOMER_ACCOUNTS_SETTINGS,
  DEFAULT_PRICING_SETTINGS,
  DEFAULT_PRIVACY_SETTINGS,
  type Policy,
  type PolicyKind,
  type PricingSettings,
  type PrivacySettings,
  type PublicPolicy,
  policyKinds,
  publicPolicyPath,
  type Storefront,
} from '@lojista/contracts'
import type { Db } from '../../db/client.ts'
import { inScope, type StoreTx } from '../../db/scope.ts'
import { recordActivity, versionedChanges } from '../../lib/activity.ts'
import { conflict } from '../../lib/conflict.ts'
import { problems } from '../../lib/problem.ts'
import type { StoreScope } from '../../lib/store-scope.ts'
import { storeBrand } from '../settings/settings.service.ts'
import { storeName } from '../tenancy/tenancy.service.ts'
import {
  type CheckoutSettingsRow,
  findCheckoutSettings,
  findPolicies,
  findPolicy,
  type SettingsPage,
  type StorePolicyRow,
  writeCheckoutSettings,
  writePolicy,
} from './checkout-settings.repository.ts'
import { cleanPolicyHtml } from './policy-html.ts'

const stateOf = (row: CheckoutSettingsRow | undefined, page: SettingsPage) => ({
  version:
    (row &&
      {
        checkout: row.checkoutVersion,
        customerAccounts: row.accountsVersion,
        pricing: row.pricingVersion,
        privacy: row.privacyVersion,
      }[page]) ??
    1,
  updatedAt: row?.updatedAt.toISOString() ?? null,
})

function presentCheckout(row: CheckoutSettingsRow | undefined): CheckoutSettings {
  return {
    ...(row
      ? {
          phone: row.phoneField,
          company: row.companyField,
          taxId: row.taxIdField,
          marketingConsentDefault: row.marketingConsentDefault,
          orderNote: row.orderNote,
          policyLinks: policyKinds.filter((kind) => row.policyLinks.includes(kind)),
        }
      : { ...DEFAULT_CHECKOUT_SETTINGS, policyLinks: [...DEFAULT_CHECKOUT_SETTINGS.policyLinks] }),
    ...stateOf(row, 'checkout'),
  }
}

function presentCustomerAccounts(row: CheckoutSettingsRow | undefined): CustomerAccountsSettings {
  return {
    ...DEFAULT_CUSTOMER_ACCOUNTS_SETTINGS,
    ...(row && { orderStatusLink: row.orderStatusLink, orderStatusLinkDays: row.orderStatusLinkDays }),
    ...stateOf(row, 'customerAccounts'),
  }
}

function presentPricing(row: CheckoutSettingsRow | undefined, currencyCode: string): PricingSettings {
  return {
    ...DEFAULT_PRICING_SETTINGS,
    ...(row && { showCompareAtPrices: row.showCompareAtPrices }),
    currencyCode,
    ...stateOf(row, 'pricing'),
  }
}

function presentPrivacy(row: CheckoutSettingsRow | undefined): PrivacySettings {
  return { ...DEFAULT_PRIVACY_SETTINGS, ...(row && { dataKept: row.dataKept }), ...stateOf(row, 'privacy') }
}

function presentPolicy(kind: PolicyKind, row: StorePolicyRow | undefined): Policy {
  return {
    kind,
    body: row?.body ?? '',
    version: row?.version ?? 1,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  }
}

const stale = (current: unknown) =>
  conflict(checkoutSettingsMessages.staleVersion, {
    errors: [{ path: 'version', message: 'Stale version' }],
    current,
  })

/**
 * What the public checkout page shows of the store beside the order, read inside the checkout's
 * transaction: the brand, the customer fields it asks for, and links to the policies it wrote and chose
 * to show.
 */
export async function storefrontOf(tx: StoreTx, tenantId: string): Promise<Storefront> {
  const row = await findCheckoutSettings(tx, tenantId)
  const checkout = presentCheckout(row)
  const written = new Set(
    (await findPolicies(tx, tenantId)).filter((policy) => policy.body !== '').map((policy) => policy.kind),
  )
  return {
    brand: await storeBrand(tx, tenantId),
    fields: { phone: checkout.phone, company: checkout.company, taxId: checkout.taxId },
    marketingConsentDefault: checkout.marketingConsentDefault,
    orderNote: checkout.orderNote,
    showCompareAtPrices: row?.showCompareAtPrices ?? DEFAULT_PRICING_SETTINGS.showCompareAtPrices,
    policies: checkout.policyLinks
      .filter((kind) => written.has(kind))
      .map((kind) => ({ kind, path: publicPolicyPath(tenantId, kind) })),
  }
}

/** Whether the store lets customers follow their orders through a link, and for how many days. */
export async function orderStatusLinkOf(
  tx: StoreTx,
  tenantId: string,
): Promise<{ enabled: boolean; days: number }> {
  const settings = presentCustomerAccounts(await findCheckoutSettings(tx, tenantId))
  return { enabled: settings.orderStatusLink, days: settings.orderStatusLinkDays }
}

export function createCheckoutSettingsService(db: Db) {
  /**
   * Saves one page at the version its person read, and writes what changed to the activity log in the
   * same transaction. A stale version answers 409 with the page as it now is.
   */
  async function savePage<T extends { version: number; updatedAt: string | null }>(
    scope: StoreScope,
    page: SettingsPage,
    version: number,
    values: Parameters<typeof writeCheckoutSettings>[3],
    present: (row: CheckoutSettingsRow | undefined) => T,
    action: Parameters<typeof recordActivity>[2]['action'],
  ): Promise<T> {
    return inScope(db, scope, async (tx) => {
      const current = await findCheckoutSettings(tx, scope.tenantId, { lock: true })
      const before = present(current)
      if (version !== before.version) throw stale(before)
      const row = await writeCheckoutSettings(tx, scope.tenantId, page, values, version)
      if (!row) throw stale(present(await findCheckoutSettings(tx, scope.tenantId)))
      const after = present(row)
      await recordActivity(tx, scope, {
        area: 'settings',
        action,
        subject: { type: 'settings', id: null, label: await storeName(tx, scope.tenantId) },
        changes: versionedChanges(before, after),
      })
      return after
    })
  }

  const read = <T>(scope: StoreScope, present: (row: CheckoutSettingsRow | undefined) => T) =>
    inScope(db, scope, async (tx) => present(await findCheckoutSettings(tx, scope.tenantId)))

  return {
    getCheckout: (scope: StoreScope) => read(scope, presentCheckout),
    updateCheckout(scope: StoreScope, input: CheckoutSettingsChange) {
      const { version, phone, company, taxId, ...rest } = input
      return savePage(
        scope,
        'checkout',
        version,
        { phoneField: phone, companyField: company, taxIdField: taxId, ...rest },
        presentCheckout,
        'settings.checkout_updated',
      )
    },

    getCustomerAccounts: (scope: StoreScope) => read(scope, presentCustomerAccounts),
    updateCustomerAccounts(
      scope: StoreScope,
      { version, ...values }: Omit<CustomerAccountsSettings, 'updatedAt'>,
    ) {
      return savePage(
        scope,
        'customerAccounts',
        version,
        values,
        presentCustomerAccounts,
        'settings.customer_accounts_updated',
      )
    },

    getPricing: (scope: StoreScope) => read(scope, (row) => presentPricing(row, scope.currencyCode)),
    updatePricing(
      scope: StoreScope,
      { version, showCompareAtPrices }: { version: number; showCompareAtPrices: boolean },
    ) {
      return savePage(
        scope,
        'pricing',
        version,
        { showCompareAtPrices },
        (row) => presentPricing(row, scope.currencyCode),
        'settings.pricing_updated',
      )
    },

    getPrivacy: (scope: StoreScope) => read(scope, presentPrivacy),
    updatePrivacy(scope: StoreScope, { version, dataKept }: { version: number; dataKept: string }) {
      return savePage(scope, 'privacy', version, { dataKept }, presentPrivacy, 'settings.privacy_updated')
    },

    /** The five policies, written or not, in the order the checkout page links them. */
    async listPolicies(scope: StoreScope): Promise<Policy[]> {
      return inScope(db, scope, async (tx) => {
        const rows = new Map((await findPolicies(tx, scope.tenantId)).map((row) => [row.kind, row]))
        return policyKinds.map((kind) => presentPolicy(kind, rows.get(kind)))
      })
    },

    /** Saves a policy's HTML, cleaned of all the editor does not write, at the version read. */
    async updatePolicy(
      scope: StoreScope,
      kind: PolicyKind,
      input: { body: string; version: number },
    ): Promise<Policy> {
      const body = cleanPolicyHtml(input.body)
      return inScope(db, scope, async (tx) => {
        const before = presentPolicy(kind, await findPolicy(tx, scope.tenantId, kind, { lock: true }))
        if (input.version !== before.version) throw stale(before)
        const row = await writePolicy(tx, scope.tenantId, kind, body, input.version)
        if (!row) throw stale(presentPolicy(kind, await findPolicy(tx, scope.tenantId, kind)))
        await recordActivity(tx, scope, {
          area: 'settings',
          action: 'settings.policy_updated',
          subject: { type: 'policy', id: kind, label: kind },
          // The text itself can be long: the log says which policy changed and how long it is now.
          changes:
            before.body === body ? [] : [{ field: 'body', before: before.body.length, after: body.length }],
        })
        return presentPolicy(kind, row)
      })
    },

    /**
     * A store's policy as its customers read it, without sign-in: 404 when the store does not exist or
     * has not written that policy.
     */
    async publicPolicy(storeId: string, kind: PolicyKind): Promise<PublicPolicy> {
      return inScope(db, { tenantId: storeId }, async (tx) => {
        const row = await findPolicy(tx, storeId, kind)
        if (!row || row.body === '') throw problems.notFound()
        const brand = await storeBrand(tx, storeId)
        return {
          kind,
          storeName: await storeName(tx, storeId),
          body: row.body,
          logoUrl: brand.logoUrl,
          primaryColor: brand.primaryColor,
          updatedAt: row.updatedAt.toISOString(),
        }
      })
    },
  }
}

export type CheckoutSettingsService = ReturnType<typeof createCheckoutSettingsService>
