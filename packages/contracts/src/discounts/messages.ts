/** The discount API's field errors (English on the wire; the web translates them by their text). */
export const discountMessages = {
  required: 'Required',
  codeCharacters: 'Letters, digits, - and _ only',
  codeRequired: 'Enter a code, or make the discount automatic',
  codeNotAllowed: 'An automatic discount has no code',
  percentageRange: 'Enter a percentage from 0 to 100',
  chooseItems: 'Choose at least one item',
  endsBeforeStart: 'The end must be after the start',
  atLeastOne: 'Must be at least 1',
  chooseCustomers: 'Choose at least one customer',
  countryCode: 'Use a two-letter country code',
} as const

/** The discount API's conflicts. */
export const discountConflictMessages = {
  codeTaken: 'Another discount has this code',
  usedByOrders: 'Orders used this discount: deactivate it instead of deleting it.',
  staleVersion:
    'Someone else changed this discount in the meantime. Review the current version and try again.',
} as const
