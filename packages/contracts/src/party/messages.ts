/** The texts of customer validation errors, the form's and the ones the API adds for what it stores. */
export const customerMessages = {
  /** A customer with no name and no contact; reported on the 'all' key. */
  nameOrContactRequired: 'A name, phone number, or email address must be present',
  invalidEmail: 'Invalid email',
  invalidTaxId: 'Enter a valid CPF or CNPJ',
  noCustomersFound: 'No customers found.',
  noEmail: 'No email provided',
  noPhone: 'No phone number',
  languageHint: 'This customer will receive notifications in this language.',
  emailConsent: 'Customer agreed to receive marketing emails.',
  smsConsent: 'Customer agreed to receive SMS marketing text messages.',
  taxExempt: 'Customer is tax exempt',
  unknownLanguage: 'Unknown language',
  unknownCountry: 'Unknown country',
  unknownProvince: 'Unknown state for this country',
  staleVersion: 'This customer was changed by someone else. Review the current version and try again.',
  required: 'Required',
  notACount: 'Must be a whole number of 0 or more',
  tooManyTags: 'At most 50 tags',
} as const

/** The error box title of the customer form: 'To save this customer, N change needs to be made:'. */
export function customerErrorSummary(count: number): string {
  return count === 1
    ? 'To save this customer, 1 change needs to be made:'
    : `To save this customer, ${count} changes need to be made:`
}

/** The key that carries errors about the form as a whole. */
export const FORM_ERROR_PATH = 'all'

/** The generic length message, worded as the form's other validation messages. */
export function tooLong(max: number): string {
  return `String must contain at most ${max} character(s)`
}
