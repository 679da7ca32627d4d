import { checkoutMessages } from '@lojista/contracts/sales/checkout'

/** What the checkout page says about choosing shipping, in English. */
const en = {
  messages: {} as Record<string, string>,
  title: 'Shipping method',
  label: 'How would you like to receive your order?',
  chosenByStore: 'Chosen by the store',
  notChosen: 'Not chosen yet',
  pickupAt: 'Pickup at {{location}}',
  localDeliveryFrom: 'Local delivery from {{location}}',
  free: 'Free',
  readyTime: {
    '1h': 'Usually ready in 1 hour',
    '2h': 'Usually ready in 2 hours',
    '4h': 'Usually ready in 4 hours',
    '24h': 'Usually ready in 24 hours',
    '2-4d': 'Usually ready in 2 to 4 days',
    '5d': 'Usually ready in 5 days or more',
  },
  none: checkoutMessages.noShipping as string,
  choose: checkoutMessages.shippingRequired as string,
}

export default en
