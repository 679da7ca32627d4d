import { toMinorUnits } from '../common/minor-units.ts'
import { cepInRanges, type PostalCodeRange } from './postal-codes.ts'
import type { ReadyTime } from './shipping.ts'

// Which shipping and delivery options an order can have, from the store's settings, the address, the
// lines' weights and the order's subtotal. Pure, so the draft editor's list and the server's check of a
// chosen option cannot disagree.

export interface SelectRate {
  id: string
  name: string
  type: 'flat' | 'weight' | 'price' | 'free_above'
  price: string
  minWeightGrams: number | null
  maxWeightGrams: number | null
  minSubtotal: string | null
  maxSubtotal: string | null
}

export interface SelectZone {
  countryCode: string
  provinceCodes: readonly string[]
  postalCodeRanges: readonly PostalCodeRange[]
  rates: readonly SelectRate[]
}

export interface SelectProfile {
  id: string
  isGeneral: boolean
  /** The products a custom profile holds; ignored for the general one. */
  productIds: readonly string[]
  zones: readonly SelectZone[]
}

export interface SelectLocation {
  id: string
  name: string
  active: boolean
  fulfilsOnlineOrders: boolean
  offersPickup: boolean
}

export interface SelectLocalDelivery {
  id: string
  location: SelectLocation
  active: boolean
  postalCodeRanges: readonly PostalCodeRange[]
  fee: string
  minimumOrder: string | null
  deliveryNote: string
}

export interface SelectPickup {
  id: string
  location: SelectLocation
  active: boolean
  instructions: string
  readyTime: ReadyTime
}

export interface SelectLine {
  /** Null for a custom item, which ships with the general profile. */
  productId: string | null
  /** One unit's weight in grams; null when it has none (it counts as 0). */
  unitGrams: number | null
  quantity: number
}

export interface SelectAddress {
  countryCode: string
  provinceCode: string
  postalCode: string
}

export interface SelectRatesInput {
  profiles: readonly SelectProfile[]
  localDeliveries: readonly SelectLocalDelivery[]
  pickups: readonly SelectPickup[]
  address: SelectAddress
  lines: readonly SelectLine[]
  /** The order's subtotal in minor units. */
  subtotal: number
}

export interface ShippingChoice {
  kind: 'rate' | 'local_delivery' | 'pickup'
  /**
   * What it came from: the rate's id (or the ids of the rates added up, joined by `+`, when the order's
   * products ship under more than one profile), the local delivery's or the pickup's id.
   */
  sourceId: string
  title: string
  /** Minor units. */
  price: number
  /** The location a local delivery or a pickup is from; null for a rate. */
  locationId: string | null
  /** The delivery note or the pickup instructions. */
  note: string
  readyTime: ReadyTime | null
}

/** The weight a line adds, in grams: a unit's weight times the quantity; no weight counts as 0. */
export function lineGrams(line: SelectLine): number {
  return (line.unitGrams ?? 0) * line.quantity
}

function inZone(zone: SelectZone, address: SelectAddress): boolean {
  if (zone.countryCode !== address.countryCode.trim().toUpperCase()) return false
  if (
    zone.provinceCodes.length > 0 &&
    !zone.provinceCodes.includes(address.provinceCode.trim().toUpperCase())
  )
    return false
  if (zone.postalCodeRanges.length > 0 && !cepInRanges(address.postalCode, zone.postalCodeRanges))
    return false
  return true
}

const within = (value: number, min: number | null, max: number | null) =>
  (min === null || value >= min) && (max === null || value <= max)

/** Whether a rate's condition holds for a weight (grams) and a subtotal (minor units); bounds included. */
export function rateApplies(rate: SelectRate, grams: number, subtotal: number): boolean {
  const minor = (amount: string | null) => (amount === null ? null : toMinorUnits(amount))
  switch (rate.type) {
    case 'flat':
      return true
    case 'weight':
      return within(grams, rate.minWeightGrams, rate.maxWeightGrams)
    case 'price':
      return within(subtotal, minor(rate.minSubtotal), minor(rate.maxSubtotal))
    case 'free_above':
      return subtotal >= (minor(rate.minSubtotal) ?? 0)
  }
}

/** The rates of a profile for the address: those of the first zone the address is in whose condition holds. */
function profileRates(profile: SelectProfile, address: SelectAddress, grams: number, subtotal: number) {
  // The most specific zone wins: CEP ranges, then states, then the whole country.
  const specificity = (zone: SelectZone) =>
    zone.postalCodeRanges.length > 0 ? 2 : zone.provinceCodes.length > 0 ? 1 : 0
  const zone = profile.zones
    .filter((candidate) => inZone(candidate, address))
    .sort((a, b) => specificity(b) - specificity(a))[0]
  if (!zone) return []
  return zone.rates
    .filter((rate) => rateApplies(rate, grams, subtotal))
    .map((rate) => ({
      id: rate.id,
      name: rate.name,
      price: rate.type === 'free_above' ? 0 : toMinorUnits(rate.price),
    }))
}

type Priced = { id: string; name: string; price: number }

/**
 * The rates when the order's products ship under more than one profile: a rate name every profile offers
 * becomes one option at the sum of their prices; when they share none, one option adds up the cheapest
 * rate of each. A profile with no rate for the address leaves the order without rates.
 */
function combine(groups: Priced[][]): Priced[] {
  if (groups.length === 0 || groups.some((rates) => rates.length === 0)) return []
  if (groups.length === 1) return groups[0]!
  const names = [...new Set(groups[0]!.map((rate) => rate.name))].filter((name) =>
    groups.every((rates) => rates.some((rate) => rate.name === name)),
  )
  const cheapest = (rates: Priced[]) => rates.reduce((best, rate) => (rate.price < best.price ? rate : best))
  if (names.length > 0) {
    return names.map((name) => {
      const picked = groups.map((rates) => cheapest(rates.filter((rate) => rate.name === name)))
      return {
        id: picked.map((rate) => rate.id).join('+'),
        name,
        price: picked.reduce((sum, rate) => sum + rate.price, 0),
      }
    })
  }
  const picked = groups.map(cheapest)
  return [
    {
      id: picked.map((rate) => rate.id).join('+'),
      name: picked.map((rate) => rate.name).join(' + '),
      price: picked.reduce((sum, rate) => sum + rate.price, 0),
    },
  ]
}

/** The options that apply, rates first (cheapest first), then local delivery, then pickup. */
export function selectRates(input: SelectRatesInput): ShippingChoice[] {
  const { address, subtotal } = input
  const general = input.profiles.find((profile) => profile.isGeneral)
  const profileOf = new Map<string, SelectProfile>()
  for (const profile of input.profiles) {
    if (profile.isGeneral) continue
    for (const productId of profile.productIds) profileOf.set(productId, profile)
  }

  // Lines grouped by the profile they ship under, each group with its weight.
  const groups = new Map<SelectProfile | null, number>()
  for (const line of input.lines) {
    const profile = (line.productId && profileOf.get(line.productId)) || general || null
    groups.set(profile, (groups.get(profile) ?? 0) + lineGrams(line))
  }
  if (input.lines.length === 0 && general) groups.set(general, 0)

  const rates = groups.has(null)
    ? []
    : combine([...groups].map(([profile, grams]) => profileRates(profile!, address, grams, subtotal)))

  const choices: ShippingChoice[] = rates
    .sort((a, b) => a.price - b.price || a.name.localeCompare(b.name))
    .map((rate) => ({
      kind: 'rate',
      sourceId: rate.id,
      title: rate.name,
      price: rate.price,
      locationId: null,
      note: '',
      readyTime: null,
    }))

  for (const delivery of input.localDeliveries) {
    const { location } = delivery
    if (!delivery.active || !location.active || !location.fulfilsOnlineOrders) continue
    if (address.countryCode.trim().toUpperCase() !== 'BR') continue
    if (!cepInRanges(address.postalCode, delivery.postalCodeRanges)) continue
    if (delivery.minimumOrder !== null && subtotal < toMinorUnits(delivery.minimumOrder)) continue
    choices.push({
      kind: 'local_delivery',
      sourceId: delivery.id,
      title: location.name,
      price: toMinorUnits(delivery.fee),
      locationId: location.id,
      note: delivery.deliveryNote,
      readyTime: null,
    })
  }

  for (const pickup of input.pickups) {
    const { location } = pickup
    if (!pickup.active || !location.active || !location.offersPickup) continue
    choices.push({
      kind: 'pickup',
      sourceId: pickup.id,
      title: location.name,
      price: 0,
      locationId: location.id,
      note: pickup.instructions,
      readyTime: pickup.readyTime,
    })
  }
  return choices
}

/**
 * The option an order's stored choice names, as the settings give it now; undefined when none applies.
 * A rate is found by its id or, given the name it was chosen under, by that name: a carrier's tiers
 * (PAC up to 1 kg, PAC up to 5 kg, PAC free above R$ 299) are rates of one name, so an order that moves
 * to another tier keeps its rate at that tier's price, the cheapest of them when several apply.
 */
export function findChoice(
  choices: readonly ShippingChoice[],
  source: { kind: ShippingChoice['kind']; sourceId: string },
  name?: string,
): ShippingChoice | undefined {
  const same = choices.filter((choice) => choice.kind === source.kind)
  // Rates come cheapest first: of one name's tiers that apply, the order pays the cheapest.
  const named =
    source.kind === 'rate' && name !== undefined ? same.find((choice) => choice.title === name) : undefined
  return named ?? same.find((choice) => choice.sourceId === source.sourceId)
}
