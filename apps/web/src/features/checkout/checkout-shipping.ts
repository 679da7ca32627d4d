import type { CheckoutShippingOption, PublicCheckout } from '@lojista/contracts/sales/checkout'

/** One option's key on the page: its kind and its id, as paying names it. */
export const optionKey = (option: Pick<CheckoutShippingOption, 'kind' | 'sourceId'>) =>
  `${option.kind}:${option.sourceId}`

/** The option the customer chose, while the page still offers it. */
export function chosenOption(checkout: PublicCheckout, key: string | null) {
  return key ? checkout.shippingOptions?.find((option) => optionKey(option) === key) : undefined
}

/**
 * The order as the customer sees it with the option they chose: the store worked out its shipping, tax and
 * total for each option, so the summary and the Pay button show those, and paying sends that total back.
 */
export function withShipping(checkout: PublicCheckout, key: string | null): PublicCheckout {
  const option = chosenOption(checkout, key)
  if (!option) return checkout
  return { ...checkout, shipping: option.shipping, tax: option.tax, total: option.total }
}

/** Whether the customer cannot pay yet: the order needs shipping and none is chosen (or none exists). */
export const waitsForShipping = (checkout: PublicCheckout, key: string | null) =>
  Boolean(checkout.shippingOptions) && !chosenOption(checkout, key)
