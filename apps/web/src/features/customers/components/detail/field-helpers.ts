import type { FieldErrors } from 'react-hook-form'
import { translateCustomerMessage } from '@/components/customers/i18n/customers-i18n'

/** The translated error at a dotted path of the form's errors ('billing.state', 'contacts.0.value'). */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key]
  const message = (node as { message?: unknown } | undefined)?.message
  return typeof message === 'string' ? translateCustomerMessage(message) : undefined
}

/** The id of a field's control on the customer page. */
export const detailFieldId = (path: string) => `customer-${path.replaceAll('.', '-')}`
