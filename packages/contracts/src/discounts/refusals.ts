import { type FormatLanguage, formatDecimal, formatLanguageOf, formatMoney } from '../common/locale-format.ts'
import { fromMinorUnits } from '../common/minor-units.ts'

// Why a discount does not apply, as facts (decision 016): the browser, the checkout page and the point of
// sale word them in the reader's language with discountRefusalText.

export type DiscountRefusal =
  | { reason: 'not_started'; startsAt: number }
  | { reason: 'expired'; endedAt: number }
  /** Switched off by staff. */
  | { reason: 'inactive' }
  | { reason: 'not_eligible' }
  | { reason: 'limit_reached' }
  /** `amount` in minor units, or `quantity` items, measured on the items the discount looks at. */
  | { reason: 'minimum_not_met'; minimum: { amount: number } | { quantity: number } }
  /** Nothing in the cart is one of the items the discount is for. */
  | { reason: 'no_eligible_items' }
  /** No shipping charge on the order is to a country, or under the ceiling, the discount is for. */
  | { reason: 'no_eligible_shipping' }
  /** Another discount on the order (a code or an automatic one) and this one do not combine. */
  | { reason: 'does_not_combine'; with: { id: string; title: string; code: string | null } }
  /**
   * Placing the order: the discount would now take another amount off than the order shows (its terms
   * changed, or another discount's did), so the order's total would change. Saving the draft again shows it.
   */
  | { reason: 'changed' }

export type DiscountRefusalReason = DiscountRefusal['reason']

interface RefusalTexts {
  not_started: string
  expired: string
  inactive: string
  not_eligible: string
  limit_reached: string
  minimumAmount: (amount: string) => string
  minimumQuantity: (quantity: string, one: boolean) => string
  no_eligible_items: string
  no_eligible_shipping: string
  does_not_combine: (other: string) => string
  changed: string
}

const en: RefusalTexts = {
  not_started: 'This discount is not active yet.',
  expired: 'This discount has expired.',
  inactive: 'This discount is no longer available.',
  not_eligible: 'This discount is not available to this customer.',
  limit_reached: 'This discount has reached its usage limit.',
  minimumAmount: (amount) => `Spend at least ${amount} on eligible items to use this discount.`,
  minimumQuantity: (quantity, one) =>
    `Add at least ${quantity} eligible ${one ? 'item' : 'items'} to use this discount.`,
  no_eligible_items: 'No items in the cart are eligible for this discount.',
  no_eligible_shipping: "This discount doesn't apply to this order's shipping.",
  does_not_combine: (other) => `This discount can't be combined with ${other}.`,
  changed: 'This discount changed since the order was saved, and the total with it.',
}

const ptBR: RefusalTexts = {
  not_started: 'Este desconto ainda não está ativo.',
  expired: 'Este desconto expirou.',
  inactive: 'Este desconto não está mais disponível.',
  not_eligible: 'Este desconto não está disponível para este cliente.',
  limit_reached: 'Este desconto atingiu o limite de usos.',
  minimumAmount: (amount) => `Gaste pelo menos ${amount} em itens elegíveis para usar este desconto.`,
  minimumQuantity: (quantity, one) =>
    `Adicione pelo menos ${quantity} ${one ? 'item elegível' : 'itens elegíveis'} para usar este desconto.`,
  no_eligible_items: 'Nenhum item do carrinho é elegível para este desconto.',
  no_eligible_shipping: 'Este desconto não se aplica ao frete deste pedido.',
  does_not_combine: (other) => `Este desconto não pode ser combinado com ${other}.`,
  changed: 'Este desconto mudou desde que o pedido foi salvo, e o total com ele.',
}

export const discountRefusalTexts: Record<FormatLanguage, RefusalTexts> = { en, 'pt-BR': ptBR }

/**
 * The sentence a customer or staff member reads when a discount does not apply, in `language` ('en',
 * 'pt-BR'; any other tag reads as English). The other discount is named by its code, else its title.
 */
export function discountRefusalText(
  refusal: DiscountRefusal,
  language: string | null | undefined,
  currencyCode: string,
): string {
  const lang = formatLanguageOf(language)
  const texts = discountRefusalTexts[lang]
  switch (refusal.reason) {
    case 'minimum_not_met':
      return 'amount' in refusal.minimum
        ? texts.minimumAmount(formatMoney(fromMinorUnits(refusal.minimum.amount), currencyCode, lang))
        : texts.minimumQuantity(formatDecimal(refusal.minimum.quantity, lang), refusal.minimum.quantity === 1)
    case 'does_not_combine':
      return texts.does_not_combine(refusal.with.code ?? refusal.with.title)
    default:
      return texts[refusal.reason]
  }
}
