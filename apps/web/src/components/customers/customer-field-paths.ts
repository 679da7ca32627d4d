import type { CustomerForm } from '@lojista/contracts/party/customer-form'
import { FORM_ERROR_PATH } from '@lojista/contracts/party/messages'
import type { PartyCreateInput } from '@lojista/contracts/party/party'
import type { CustomersKey } from './i18n/customers-i18n'

export type CustomerFormField = Exclude<keyof CustomerForm, 'isLoading'>

/** The form's fields in the order they are shown, with their labels: the error summary lists them in this order. */
export const customerFormFields: readonly { name: CustomerFormField; label: CustomersKey }[] = [
  { name: 'firstName', label: 'form.firstName' },
  { name: 'lastName', label: 'form.lastName' },
  { name: 'locale', label: 'form.language' },
  { name: 'email', label: 'form.email' },
  { name: 'phone', label: 'form.phone' },
  { name: 'emailMarketingConsent', label: 'form.emailConsent' },
  { name: 'smsMarketingConsent', label: 'form.smsConsent' },
  { name: 'country', label: 'form.country' },
  { name: 'company', label: 'form.company' },
  { name: 'postalCode', label: 'form.postalCode' },
  { name: 'address1', label: 'form.address1' },
  { name: 'address2', label: 'form.address2' },
  { name: 'city', label: 'form.city' },
  { name: 'state', label: 'form.state' },
  { name: 'isTaxExempt', label: 'form.taxExempt' },
  { name: 'taxId', label: 'form.taxId' },
]

const addressFields: Record<string, CustomerFormField> = {
  firstName: 'firstName',
  lastName: 'lastName',
  company: 'company',
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  postalCode: 'postalCode',
  countryCode: 'country',
  provinceCode: 'state',
  phone: 'phone',
}

/**
 * The form field a server error belongs to, from its path in the `POST /v1/party` payload the form sent:
 * `contacts.1.value` is the email or phone by that contact's type, `addresses.0.countryCode` the country.
 */
export function formFieldOfServerPath(
  path: string,
  sent: PartyCreateInput,
): CustomerFormField | typeof FORM_ERROR_PATH | null {
  const [head, index, leaf] = path.split('.')
  if (path === FORM_ERROR_PATH) return FORM_ERROR_PATH
  if (head === 'individualDetails') return index === 'lastName' ? 'lastName' : 'firstName'
  if (head === 'contacts') return sent.contacts?.[Number(index)]?.type === 'email' ? 'email' : 'phone'
  if (head === 'addresses') return addressFields[leaf ?? ''] ?? null
  if (head === 'locale') return 'locale'
  if (head === 'company') return 'company'
  if (head === 'taxId') return 'taxId'
  if (head === 'taxExempt') return 'isTaxExempt'
  if (head === 'displayName') return 'firstName'
  if (head === 'communicationPreferences') return 'emailMarketingConsent'
  return null
}
