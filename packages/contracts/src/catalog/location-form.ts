import { z } from 'zod'
import { lookupOptionSchema, provinceCodeOf } from '../reference/lookup.ts'
import type { Location, LocationCreate } from './inventory.ts'

/** Messages of the location form; English sentences the web finds translations of by their text. */
export const locationFormMessages = {
  required: 'Required',
  countryRequired: 'Choose a country',
} as const

const text = (max: number) => z.string().trim().max(max)

/**
 * The settings page's location form. Country and state are shown by name through the reference pickers,
 * so the form holds their options ('BR', 'BR-SP') and turns them back into the codes a location stores.
 */
export const locationFormSchema = z.object({
  name: text(255).min(1, locationFormMessages.required),
  address1: text(255),
  city: text(255),
  postalCode: text(20),
  country: lookupOptionSchema
    .nullable()
    .refine((value) => value !== null, locationFormMessages.countryRequired),
  state: lookupOptionSchema.nullable(),
  /** Inactive locations keep their stock but get no levels for new variants. */
  active: z.boolean(),
  fulfilsOnlineOrders: z.boolean(),
  offersPickup: z.boolean(),
})
export type LocationFormValues = z.input<typeof locationFormSchema>
export type LocationFormOutput = z.output<typeof locationFormSchema>

/** The form's values for a saved location, given the names of its country and state. */
export function locationFormValues(
  location: Location,
  names: { country: string; state: string | null },
): LocationFormValues {
  const country = location.countryCode ? { id: location.countryCode, name: names.country } : null
  const state =
    location.countryCode && location.provinceCode
      ? { id: `${location.countryCode}-${location.provinceCode}`, name: names.state ?? location.provinceCode }
      : null
  return {
    name: location.name,
    address1: location.address1,
    city: location.city,
    postalCode: location.postalCode,
    country,
    state,
    active: location.active,
    fulfilsOnlineOrders: location.fulfilsOnlineOrders,
    offersPickup: location.offersPickup,
  }
}

/** What `POST /v1/location` and `PATCH /v1/location/{id}` take from the form. */
export function locationFormToRequest(form: LocationFormOutput): Required<LocationCreate> {
  return {
    name: form.name,
    address1: form.address1,
    city: form.city,
    postalCode: form.postalCode,
    countryCode: form.country?.id ?? '',
    provinceCode: form.state ? provinceCodeOf(form.state.id) : '',
    active: form.active,
    fulfilsOnlineOrders: form.fulfilsOnlineOrders,
    offersPickup: form.offersPickup,
  }
}
