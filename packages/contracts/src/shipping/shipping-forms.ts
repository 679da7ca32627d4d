import { z } from 'zod'
import {
  cepSchema,
  type LocalDelivery,
  type Pickup,
  type ReadyTime,
  type ShippingProfile,
} from './shipping.ts'

// What staff type into the shipping settings pages, and the requests those become. The fields keep the
// request's names and places, so the server's field errors land on them; lists the page shows as text
// (states, CEP ranges) are parsed here.

export const shippingFormMessages = {
  required: 'Required',
  wholeGrams: 'Use whole grams, 0 or more',
  cepRange: 'Write each range as 01000-000 - 05999-999, one per line',
} as const

const text = (max: number) => z.string().trim().max(max)
/** Grams typed as text: '' is no bound. */
const gramsText = z
  .string()
  .trim()
  .regex(/^\d{0,10}$/, shippingFormMessages.wholeGrams)
/** An amount typed as text: '' is no bound; the server says what is wrong with any other. */
const amountText = z.string().trim().max(40)

/** `01000-000 - 05999-999`, one range a line, as the pages show them. */
export function formatRanges(ranges: readonly { from: string; to: string }[]): string {
  return ranges.map((range) => `${range.from} - ${range.to}`).join('\n')
}

/** The ranges written one a line; null when a line is no range of two CEPs. */
export function parseRanges(value: string): { from: string; to: string }[] | null {
  const ranges: { from: string; to: string }[] = []
  for (const line of value
    .split('\n')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = line.match(/^(\d{5}-?\d{3})\s*(?:-|–|a|to|até)\s*(\d{5}-?\d{3})$/i)
    if (!match) return null
    const from = cepSchema.safeParse(match[1])
    const to = cepSchema.safeParse(match[2])
    if (!from.success || !to.success) return null
    ranges.push({ from: from.data, to: to.data })
  }
  return ranges
}

const rangesText = z.string().refine((value) => parseRanges(value) !== null, shippingFormMessages.cepRange)

export const rateFormSchema = z.object({
  id: z.string().optional(),
  name: text(120).min(1, shippingFormMessages.required),
  type: z.enum(['flat', 'weight', 'price', 'free_above']),
  price: amountText,
  minWeightGrams: gramsText,
  maxWeightGrams: gramsText,
  minSubtotal: amountText,
  maxSubtotal: amountText,
})
export type RateFormValues = z.input<typeof rateFormSchema>

export const zoneFormSchema = z.object({
  id: z.string().optional(),
  name: text(120).min(1, shippingFormMessages.required),
  countryCode: text(2).min(1, shippingFormMessages.required),
  /** 'SP, RJ'. */
  provinceCodes: text(500),
  postalCodeRanges: rangesText,
  rates: z.array(rateFormSchema),
})

export const profileFormSchema = z.object({
  name: text(120).min(1, shippingFormMessages.required),
  isGeneral: z.boolean(),
  products: z.array(z.object({ id: z.string(), title: z.string() })),
  zones: z.array(zoneFormSchema),
})
export type ProfileFormValues = z.input<typeof profileFormSchema>
export type ProfileFormOutput = z.output<typeof profileFormSchema>

export const emptyRate = (): RateFormValues => ({
  name: '',
  type: 'flat',
  price: '',
  minWeightGrams: '',
  maxWeightGrams: '',
  minSubtotal: '',
  maxSubtotal: '',
})

export const emptyZone = (): ProfileFormValues['zones'][number] => ({
  name: '',
  countryCode: 'BR',
  provinceCodes: '',
  postalCodeRanges: '',
  rates: [emptyRate()],
})

/** A new profile: the general one when the store has none yet, else a custom one. */
export function newProfileValues(isGeneral: boolean): ProfileFormValues {
  return { name: '', isGeneral, products: [], zones: [emptyZone()] }
}

export function profileFormValues(profile: ShippingProfile): ProfileFormValues {
  return {
    name: profile.name,
    isGeneral: profile.isGeneral,
    products: profile.products,
    zones: profile.zones.map((zone) => ({
      id: zone.id,
      name: zone.name,
      countryCode: zone.countryCode,
      provinceCodes: zone.provinceCodes.join(', '),
      postalCodeRanges: formatRanges(zone.postalCodeRanges),
      rates: zone.rates.map((rate) => ({
        id: rate.id,
        name: rate.name,
        type: rate.type,
        price: rate.price,
        minWeightGrams: rate.minWeightGrams === null ? '' : String(rate.minWeightGrams),
        maxWeightGrams: rate.maxWeightGrams === null ? '' : String(rate.maxWeightGrams),
        minSubtotal: rate.minSubtotal ?? '',
        maxSubtotal: rate.maxSubtotal ?? '',
      })),
    })),
  }
}

const gramsOrNull = (value: string) => (value === '' ? null : Number(value))
const amountOrNull = (value: string) => (value === '' ? null : value)

/** What `POST` and `PUT /v1/settings/shipping/profiles` take from the form. */
export function profileFormToRequest(form: ProfileFormOutput) {
  return {
    name: form.name,
    isGeneral: form.isGeneral,
    productIds: form.isGeneral ? [] : form.products.map((product) => product.id),
    zones: form.zones.map((zone) => ({
      ...(zone.id ? { id: zone.id } : {}),
      name: zone.name,
      countryCode: zone.countryCode.toUpperCase(),
      provinceCodes: zone.provinceCodes
        .split(/[,\s]+/)
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
      postalCodeRanges: parseRanges(zone.postalCodeRanges) ?? [],
      rates: zone.rates.map((rate) => ({
        ...(rate.id ? { id: rate.id } : {}),
        name: rate.name,
        type: rate.type,
        price: rate.type === 'free_above' ? '0' : rate.price,
        minWeightGrams: gramsOrNull(rate.minWeightGrams),
        maxWeightGrams: gramsOrNull(rate.maxWeightGrams),
        minSubtotal: amountOrNull(rate.minSubtotal),
        maxSubtotal: amountOrNull(rate.maxSubtotal),
      })),
    })),
  }
}

export const localDeliveryFormSchema = z.object({
  locationId: z.string().min(1, shippingFormMessages.required),
  active: z.boolean(),
  postalCodeRanges: rangesText.refine((value) => value.trim() !== '', shippingFormMessages.required),
  fee: amountText.min(1, shippingFormMessages.required),
  minimumOrder: amountText,
  deliveryNote: text(500),
})
export type LocalDeliveryFormValues = z.input<typeof localDeliveryFormSchema>
export type LocalDeliveryFormOutput = z.output<typeof localDeliveryFormSchema>

export function localDeliveryFormValues(
  delivery: LocalDelivery | null,
  locationId = '',
): LocalDeliveryFormValues {
  return {
    locationId: delivery?.location.id ?? locationId,
    active: delivery?.active ?? true,
    postalCodeRanges: delivery ? formatRanges(delivery.postalCodeRanges) : '',
    fee: delivery?.fee ?? '',
    minimumOrder: delivery?.minimumOrder ?? '',
    deliveryNote: delivery?.deliveryNote ?? '',
  }
}

export function localDeliveryFormToRequest(form: LocalDeliveryFormOutput) {
  return {
    locationId: form.locationId,
    active: form.active,
    postalCodeRanges: parseRanges(form.postalCodeRanges) ?? [],
    fee: form.fee,
    minimumOrder: amountOrNull(form.minimumOrder),
    deliveryNote: form.deliveryNote,
  }
}

export const pickupFormSchema = z.object({
  locationId: z.string().min(1, shippingFormMessages.required),
  active: z.boolean(),
  instructions: text(500),
  readyTime: z.enum(['1h', '2h', '4h', '24h', '2-4d', '5d']),
})
export type PickupFormValues = z.input<typeof pickupFormSchema>
export type PickupFormOutput = z.output<typeof pickupFormSchema>

export function pickupFormValues(pickup: Pickup | null, locationId = ''): PickupFormValues {
  return {
    locationId: pickup?.location.id ?? locationId,
    active: pickup?.active ?? true,
    instructions: pickup?.instructions ?? '',
    readyTime: pickup?.readyTime ?? ('24h' satisfies ReadyTime),
  }
}
