import { z } from 'zod'
import { versionSchema } from '../common/integers.ts'
import { problemSchema } from '../common/problem.ts'

// Settings → Checkout, Customer accounts, Pricing and Customer privacy: what the store asks of its
// customers at checkout and what it shows them. One row per store, one version per page (decision 032).

/** What these pages say to people; English sentences the web finds translations of by their text. */
export const checkoutSettingsMessages = {
  linkDays: 'From 1 to 365 days',
  privacyTooLong: 'Use at most 5000 characters',
  staleVersion: 'Someone else changed these settings in the meantime. Review them and save again.',
} as const

/** Whether the checkout page asks for a customer field, and whether the customer must fill it. */
export const fieldRequirements = ['off', 'optional', 'required'] as const
export const fieldRequirementSchema = z.enum(fieldRequirements)
export type FieldRequirement = z.infer<typeof fieldRequirementSchema>

/** The store's policies, in the order the checkout page links them. */
export const policyKinds = ['refund', 'privacy', 'terms', 'shipping', 'contact'] as const
export const policyKindSchema = z.enum(policyKinds)
export type PolicyKind = z.infer<typeof policyKindSchema>

const pageState = {
  /** 1 until first saved. */
  version: z.number().int(),
  /** null until first saved. */
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
}

/** Fields both the request and the form check the same way. */
export const checkoutSettingsFields = {
  phone: fieldRequirementSchema,
  company: fieldRequirementSchema,
  /** The customer's CPF or CNPJ. */
  taxId: fieldRequirementSchema,
  /** Whether the "send me news and offers" box starts ticked. */
  marketingConsentDefault: z.boolean(),
  /** Whether the customer may leave a note with the order. */
  orderNote: z.boolean(),
  /** The policies the checkout page links, of those the store wrote. */
  policyLinks: z.array(policyKindSchema).max(policyKinds.length),
}

/** `GET /v1/settings/checkout`. */
export const checkoutSettingsSchema = z.object({ ...checkoutSettingsFields, ...pageState })
export type CheckoutSettings = z.infer<typeof checkoutSettingsSchema>
export const checkoutSettingsUpdateSchema = z.strictObject({
  ...checkoutSettingsFields,
  policyLinks: checkoutSettingsFields.policyLinks.transform((kinds) =>
    policyKinds.filter((kind) => kinds.includes(kind)),
  ),
  version: versionSchema,
})
export type CheckoutSettingsUpdate = z.input<typeof checkoutSettingsUpdateSchema>
export type CheckoutSettingsChange = z.output<typeof checkoutSettingsUpdateSchema>

/** Customer accounts: whether an order's customer can follow it through a link, and how long it lasts. */
export const customerAccountsSettingsFields = {
  orderStatusLink: z.boolean(),
  orderStatusLinkDays: z
    .number({ error: checkoutSettingsMessages.linkDays })
    .int(checkoutSettingsMessages.linkDays)
    .min(1, checkoutSettingsMessages.linkDays)
    .max(365, checkoutSettingsMessages.linkDays),
}
export const customerAccountsSettingsSchema = z.object({ ...customerAccountsSettingsFields, ...pageState })
export type CustomerAccountsSettings = z.infer<typeof customerAccountsSettingsSchema>
export const customerAccountsSettingsUpdateSchema = z.strictObject({
  ...customerAccountsSettingsFields,
  version: versionSchema,
})
export type CustomerAccountsSettingsUpdate = z.input<typeof customerAccountsSettingsUpdateSchema>

/**
 * Pricing: a store has one currency (shown, not changed here) and chooses how prices are shown. Whether
 * prices include tax is a Taxes setting.
 */
export const pricingSettingsFields = {
  /** Whether the checkout page shows a line's compare-at price struck through beside its price. */
  showCompareAtPrices: z.boolean(),
}
export const pricingSettingsSchema = z.object({
  ...pricingSettingsFields,
  currencyCode: z.string(),
  ...pageState,
})
export type PricingSettings = z.infer<typeof pricingSettingsSchema>
export const pricingSettingsUpdateSchema = z.strictObject({
  ...pricingSettingsFields,
  version: versionSchema,
})
export type PricingSettingsUpdate = z.input<typeof pricingSettingsUpdateSchema>

/** Customer privacy: what the store keeps about its customers, in its own words. */
export const PRIVACY_NOTICE_MAX = 5000
export const privacySettingsFields = {
  dataKept: z.string().trim().max(PRIVACY_NOTICE_MAX, checkoutSettingsMessages.privacyTooLong),
}
export const privacySettingsSchema = z.object({ dataKept: z.string(), ...pageState })
export type PrivacySettings = z.infer<typeof privacySettingsSchema>
export const privacySettingsUpdateSchema = z.strictObject({
  ...privacySettingsFields,
  version: versionSchema,
})
export type PrivacySettingsUpdate = z.input<typeof privacySettingsUpdateSchema>

export const checkoutSettingsResultSchema = z.object({ settings: checkoutSettingsSchema })
export const customerAccountsSettingsResultSchema = z.object({ settings: customerAccountsSettingsSchema })
export const pricingSettingsResultSchema = z.object({ settings: pricingSettingsSchema })
export const privacySettingsResultSchema = z.object({ settings: privacySettingsSchema })
/** A 409 on a stale version: the problem and the page's settings as they now are in `current`. */
export const checkoutPageConflictSchema = problemSchema.extend({ current: z.record(z.string(), z.unknown()) })

/** What a store that never saved these pages reads. */
export const DEFAULT_CHECKOUT_SETTINGS = {
  phone: 'optional',
  company: 'off',
  taxId: 'off',
  marketingConsentDefault: false,
  orderNote: true,
  policyLinks: [...policyKinds],
} as const satisfies Partial<CheckoutSettings>
export const DEFAULT_CUSTOMER_ACCOUNTS_SETTINGS = {
  orderStatusLink: true,
  orderStatusLinkDays: 90,
} as const satisfies Partial<CustomerAccountsSettings>
export const DEFAULT_PRICING_SETTINGS = {
  showCompareAtPrices: true,
} as const satisfies Partial<PricingSettings>
export const DEFAULT_PRIVACY_SETTINGS = { dataKept: '' } as const satisfies Partial<PrivacySettings>
