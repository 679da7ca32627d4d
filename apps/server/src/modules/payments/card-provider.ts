import { checkoutMessages, TEST_CARD_APPROVED } from '@lojista/contracts'
import { HttpProblem } from '../../lib/problem.ts'

/** What the checkout asks a card provider to charge (decision 031). */
export interface CardCharge {
  amountMinor: number
  currencyCode: string
  card: { number: string; name: string }
}

/** A charge the provider took: the order is paid, and the payment keeps the provider's reference. */
export interface CardReceipt {
  /** The provider's name on the payment row (`order_payments.gateway`). */
  gateway: 'test'
  reference: string
}

/**
 * Charges a card for the checkout. A real provider implements this beside the test one and is chosen by
 * the store's `cardProvider` setting; a declined card throws the 402 the page shows at the card field.
 */
export interface CardProvider {
  charge(charge: CardCharge): Promise<CardReceipt>
}

export function cardDeclined(): HttpProblem {
  return new HttpProblem(402, 'Payment Required', {
    detail: checkoutMessages.cardDeclined,
    errors: [{ path: 'card.number', message: checkoutMessages.cardDeclined }],
  })
}

/** The store's test provider: 4242 4242 4242 4242 pays, any other number is declined. Nothing is charged. */
export const testCardProvider: CardProvider = {
  async charge({ card }) {
    if (card.number !== TEST_CARD_APPROVED) throw cardDeclined()
    return { gateway: 'test', reference: `card ending ${card.number.slice(-4)}` }
  },
}

export type CardProviderName = 'test'

export const cardProviders: Record<CardProviderName, CardProvider> = { test: testCardProvider }
