import { MAX_AMOUNT } from '../common/minor-units.ts'

/** The order editor's texts (most of them given by the product's design), and the API's order errors. */
export const orderMessages = {
  chosenShippingUnavailable:
    'The shipping option chosen for this order no longer applies to its address, weight or total. Choose the shipping again.',
  shippingRepriced:
    "The shipping option's price changed in the settings since the draft was saved. Save the draft again.",
  itemNameRequired: 'Item name is required',
  priceRequired: 'Price is required',
  quantityMin: 'Quantity must be at least 1',
  mustBeZeroOrGreater: 'Must be 0 or greater',
  cannotExceed100: 'Cannot exceed 100%',
  taxRateInvalid: 'Enter a rate from 0 to 100',
  amountRequired: 'Amount must be 0 or greater',
  discountCodeRequired: 'Choose a discount code',
  correctErrors: 'Please correct the following errors:',
  syncFailed: 'Failed to sync order.',
  itemAdded: 'Item Added',
  itemAddedText: (title: string) => `${title} added to order`,
  emptyCart: 'Add a product to calculate total and view payment options.',
  taxNotCollected: 'Not collected',
  taxNotCalculated: 'Not calculated',
  collectBalance: "You'll be able to collect the balance from the order page.",
  shippingUnavailable: "Shipping and delivery options are not available for this customer's address.",
  shippingNeedsAddress: "Add a customer's address to get shipping and delivery options.",
  priceLocked: 'Product price locked',
  customDiscount: 'Custom discount',
  lineTotalTooLarge: `A line's total cannot exceed ${MAX_AMOUNT}`,
  itemsTooLarge: `The items cannot add up to more than ${MAX_AMOUNT}`,
  totalTooLarge: `The order's total cannot exceed ${MAX_AMOUNT}`,
  weightTooLarge: 'Cannot exceed 1000000',
} as const
