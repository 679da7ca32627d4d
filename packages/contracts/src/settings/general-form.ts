import { z } from 'zod'
import { formatTaxId } from '../party/tax-id.ts'
import { lookupOptionSchema, provinceCodeOf } from '../reference/lookup.ts'
import {
  type BrandSettings,
  type BrandSettingsUpdate,
  brandSettingsFields,
  type GeneralSettings,
  type GeneralSettingsUpdate,
  generalSettingsFields,
  storeSettingsMessages,
} from './general.ts'

/**
 * The General settings page's form: the request's fields, with country and state held as the reference
 * pickers' options ('BR', 'BR-SP') like the location form, turned back into codes when saved.
 */
export const generalSettingsFormSchema = z.object({
  ...generalSettingsFields,
  country: lookupOptionSchema.nullable().refine((value) => value !== null, storeSettingsMessages.required),
  state: lookupOptionSchema.nullable(),
})
export type GeneralSettingsFormValues = z.input<typeof generalSettingsFormSchema>
export type GeneralSettingsFormOutput = z.output<typeof generalSettingsFormSchema>

/** The form's values for the stored settings, given the names of their country and state. */
export function generalSettingsFormValues(
  settings: GeneralSettings,
  names: { country: string; state: string | null },
): GeneralSettingsFormValues {
  const { countryCode, provinceCode, currencyCode: _, version: __, updatedAt: ___, ...fields } = settings
  return {
    ...fields,
    cnpj: settings.cnpj ? formatTaxId(settings.cnpj) : '',
    country: countryCode ? { id: countryCode, name: names.country } : null,
    state:
      countryCode && provinceCode
        ? { id: `${countryCode}-${provinceCode}`, name: names.state ?? provinceCode }
        : null,
  }
}

/** What `PUT /v1/settings/general` takes from the form, at the version the page read. */
export function generalSettingsFormToRequest(
  form: GeneralSettingsFormOutput,
  version: number,
): GeneralSettingsUpdate {
  const { country, state, ...fields } = form
  return {
    ...fields,
    countryCode: country?.id ?? '',
    provinceCode: state ? provinceCodeOf(state.id) : '',
    version,
  }
}

/** The Brand page's form: the request's fields. */
export const brandSettingsFormSchema = z.object(brandSettingsFields)
export type BrandSettingsFormValues = z.input<typeof brandSettingsFormSchema>
export type BrandSettingsFormOutput = z.output<typeof brandSettingsFormSchema>

export function brandSettingsFormValues(settings: BrandSettings): BrandSettingsFormValues {
  const { version: _, updatedAt: __, ...fields } = settings
  return fields
}

export function brandSettingsFormToRequest(
  form: BrandSettingsFormOutput,
  version: number,
): BrandSettingsUpdate {
  return { ...form, version }
}
