import type { Discount } from '@lojista/contracts/discounts/index'
import { formatPpm, parsePpm } from '@lojista/contracts/order/rounding'
import { formatMoney, formatPercent } from '@/lib/format'
import type { DiscountsT } from '../i18n/discounts-i18n'

/** A fraction as the API sends it ("0.1") as the percentage people read ("10%"), exactly. */
export function percentOf(fraction: string): string {
  return formatPercent(fractionToPercent(fraction))
}

/** "0.125" → "12.5": through millionths, so no float rounding shows. */
export function fractionToPercent(fraction: string): string {
  return formatPpm(parsePpm(fraction, 'fraction'), 'percent')
}

/** "12.5" → "0.125", as the API takes a percentage. */
export function percentToFraction(percent: string): string {
  return formatPpm(parsePpm(percent, 'percent'), 'fraction')
}

/** What a discount gives, in words: "10% off", "R$ 20,00 off", "Buy 2, get 1 free". */
export function discountValueText(discount: Discount, t: DiscountsT): string {
  switch (discount.type) {
    case 'amount_off_products':
    case 'amount_off_order':
      return t('value.off', {
        value:
          discount.value.type === 'percentage'
            ? percentOf(discount.value.value)
            : formatMoney(discount.value.value),
      })
    case 'buy_x_get_y':
      return discount.get.percentage === '1'
        ? t('value.buyGet', { buy: discount.buy.quantity, get: discount.get.quantity })
        : t('value.buyGetOff', {
            buy: discount.buy.quantity,
            get: discount.get.quantity,
            value: percentOf(discount.get.percentage),
          })
    case 'free_shipping':
      return discount.maxShippingAmount === null
        ? t('value.freeShipping')
        : t('value.freeShippingUpTo', { amount: formatMoney(discount.maxShippingAmount) })
  }
}
