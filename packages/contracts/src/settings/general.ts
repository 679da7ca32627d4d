import { z } from 'zod'
import { weightUnitSchema } from '../catalog/products.ts'
import { versionSchema } from '../common/integers.ts'
import { problemSchema } from '../common/problem.ts'
import { isValidCnpj, normalizeTaxId } from '../party/tax-id.ts'

/** What the store settings say to people; English sentences the web finds translations of by their text. */
export const storeSettingsMessages = {
  required: 'Required',
  invalidEmail: 'Enter an email address such as loja@example.com',
  invalidPhone: 'Use digits, spaces and + ( ) - only',
  invalidCnpj: 'Not a valid CNPJ: check the 14 digits',
  countryCode: 'Use a two-letter country code',
  invalidTimeZone: 'Choose a time zone from the list',
  numberAffixTooLong: 'Use at most 10 characters',
  numberAffixCharacters: 'Use letters, digits and # - _ / . only',
  invalidColor: 'Use a colour such as #1A2B3C',
  descriptionTooLong: 'Use at most 160 characters',
  invalidLogoUrl: 'Use an https:// address of an image',
  staleVersion: 'Someone else changed these settings in the meantime. Review them and save again.',
} as const

export const unitSystems = ['metric', 'imperial'] as const
export type UnitSystem = (typeof unitSystems)[number]

export const NUMBER_AFFIX_MAX = 10
export const SHORT_DESCRIPTION_MAX = 160

/**
 * Whether the engine knows the IANA time zone ('America/Sao_Paulo'). Both Node and the browsers carry the
 * IANA database in Intl, so the server and the form agree without a list of our own.
 */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: name })
    return true
  } catch {
    return false
  }
}

/** The IANA time zones the engine knows, for the form's list. */
export function timeZones(): string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC']
}

const text = (max: number) => z.string().trim().max(max)
/** What goes before or after an order's or draft's number ('#', 'PED-'): short, and safe in a search box. */
const numberAffix = z
  .string()
  .trim()
  .max(NUMBER_AFFIX_MAX, storeSettingsMessages.numberAffixTooLong)
  .regex(/^[A-Za-z0-9#_/.-]*$/, storeSettingsMessages.numberAffixCharacters)

/** Fields both the request and the form check the same way. */
export const generalSettingsFields = {
  storeName: text(255).min(1, storeSettingsMessages.required),
  contactEmail: text(255).refine(
    (value) => value === '' || z.email().safeParse(value).success,
    storeSettingsMessages.invalidEmail,
  ),
  contactPhone: text(30).regex(/^[0-9 +()-]*$/, storeSettingsMessages.invalidPhone),
  legalName: text(255),
  /**
   * Stored as its 14 characters (numeric or, since 2026, alphanumeric); empty until the store gives it.
   * The check digits are checked with the customers' tax-id rules (party/tax-id.ts).
   */
  cnpj: z
    .string()
    .trim()
    .max(30)
    .refine((value) => value === '' || isValidCnpj(value), storeSettingsMessages.invalidCnpj)
    .transform(normalizeTaxId),
  address1: text(255),
  city: text(255),
  postalCode: text(20),
  timeZone: z.string().trim().refine(isTimeZone, storeSettingsMessages.invalidTimeZone),
  unitSystem: z.enum(unitSystems),
  weightUnit: weightUnitSchema,
  orderNumberPrefix: numberAffix,
  orderNumberSuffix: numberAffix,
  draftNumberPrefix: numberAffix,
  draftNumberSuffix: numberAffix,
}

/** A store's general settings (`GET /v1/settings/general`). The store name is the store's own name. */
export const generalSettingsSchema = z.object({
  storeName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  legalName: z.string(),
  /** 14 characters without punctuation, or empty. */
  cnpj: z.string(),
  address1: z.string(),
  city: z.string(),
  provinceCode: z.string(),
  countryCode: z.string(),
  postalCode: z.string(),
  /** The store's one currency; read-only. */
  currencyCode: z.string(),
  timeZone: z.string(),
  unitSystem: z.enum(unitSystems),
  weightUnit: weightUnitSchema,
  orderNumberPrefix: z.string(),
  orderNumberSuffix: z.string(),
  draftNumberPrefix: z.string(),
  draftNumberSuffix: z.string(),
  /** 1 until first saved. */
  version: z.number().int(),
  /** null until first saved. */
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
})
export type GeneralSettings = z.infer<typeof generalSettingsSchema>

/**
 * `PUT /v1/settings/general`: every field, and the version it was read at; a stale version answers 409
 * with the settings as they now are. The currency is not among them: a store has one.
 */
export const generalSettingsUpdateSchema = z.strictObject({
  ...generalSettingsFields,
  provinceCode: text(10).toUpperCase(),
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, storeSettingsMessages.countryCode),
  version: versionSchema,
})
export type GeneralSettingsUpdate = z.input<typeof generalSettingsUpdateSchema>
/** The request as checked: the CNPJ as its characters, codes in capitals. */
export type GeneralSettingsChange = z.output<typeof generalSettingsUpdateSchema>

const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9A-Fa-f]{6}$/, storeSettingsMessages.invalidColor)
  .transform((value) => value.toUpperCase())

/** Brand fields, checked the same way by the request and the form. */
export const brandSettingsFields = {
  /** An image the checkout page, emails and printed documents show; empty for none. */
  logoUrl: z.union([
    z.literal(''),
    z
      .url({ protocol: /^https$/, error: storeSettingsMessages.invalidLogoUrl })
      .max(2048, storeSettingsMessages.invalidLogoUrl),
  ]),
  primaryColor: hexColor,
  accentColor: hexColor,
  shortDescription: z.string().trim().max(SHORT_DESCRIPTION_MAX, storeSettingsMessages.descriptionTooLong),
}

/** How the store looks to its customers (`GET /v1/settings/brand`). */
export const brandSettingsSchema = z.object({
  logoUrl: z.string(),
  /** '#RRGGBB', capitals. */
  primaryColor: z.string(),
  accentColor: z.string(),
  shortDescription: z.string(),
  version: z.number().int(),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
})
export type BrandSettings = z.infer<typeof brandSettingsSchema>

/** `PUT /v1/settings/brand`: every field and the version read; a stale version answers 409. */
export const brandSettingsUpdateSchema = z.strictObject({ ...brandSettingsFields, version: versionSchema })
export type BrandSettingsUpdate = z.input<typeof brandSettingsUpdateSchema>
export type BrandSettingsChange = z.output<typeof brandSettingsUpdateSchema>

export const generalSettingsResultSchema = z.object({ settings: generalSettingsSchema })
export const brandSettingsResultSchema = z.object({ settings: brandSettingsSchema })
/** A 409 on a stale version: the problem and the settings as they now are. */
export const generalSettingsConflictSchema = problemSchema.extend({ current: generalSettingsSchema })
export const brandSettingsConflictSchema = problemSchema.extend({ current: brandSettingsSchema })

/** What a store that never saved its settings reads (its name and currency are its own). */
export const DEFAULT_GENERAL_SETTINGS = {
  contactEmail: '',
  contactPhone: '',
  legalName: '',
  cnpj: '',
  address1: '',
  city: '',
  provinceCode: '',
  countryCode: 'BR',
  postalCode: '',
  timeZone: 'America/Sao_Paulo',
  unitSystem: 'metric',
  weightUnit: 'kg',
  orderNumberPrefix: '#',
  orderNumberSuffix: '',
  draftNumberPrefix: '#D',
  draftNumberSuffix: '',
} as const satisfies Partial<GeneralSettings>

export const DEFAULT_BRAND_SETTINGS = {
  logoUrl: '',
  primaryColor: '#1F2937',
  accentColor: '#2563EB',
  shortDescription: '',
} as const satisfies Partial<BrandSettings>
