import type { CustomerForm } from '@lojista/contracts/party/customer-form'
import { isEmail } from '@lojista/contracts/party/party'

/**
 * Starting values for a new customer from what was typed into the customer picker: an email address, a
 * phone number, or a name split into first and last name.
 */
export function customerDefaultsFromSearch(text: string): Partial<CustomerForm> {
  const typed = text.trim()
  if (!typed) return {}
  if (isEmail(typed)) return { email: typed }
  if (/^\+?[\d\s().-]{6,}$/.test(typed)) return { phone: typed }
  const [firstName = '', ...rest] = typed.split(/\s+/)
  return { firstName, lastName: rest.join(' ') }
}
