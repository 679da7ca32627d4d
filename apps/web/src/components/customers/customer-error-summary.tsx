import { CircleAlertIcon } from 'lucide-react'
import { useId } from 'react'
import { Alert } from '@/components/ui/alert'
import type { SummaryError } from './customer-form-errors'
import { translateCustomerMessage, useCustomersT } from './i18n/customers-i18n'

/**
 * Spec section 5's error box: 'To save this customer, N change needs to be made:' (or N changes need),
 * then each error; an error of a field moves focus to that field.
 */
export function CustomerErrorSummary({ errors }: { errors: SummaryError[] }) {
  const t = useCustomersT()
  const titleId = useId()
  if (errors.length === 0) return null
  return (
    <Alert variant="destructive" aria-labelledby={titleId}>
      <div className="flex gap-2">
        <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
        <div className="grid gap-1">
          <p id={titleId} className="font-medium">
            {t('form.errorSummary', { count: errors.length })}
          </p>
          <ul className="list-disc pl-4">
            {errors.map((error) => (
              <li key={error.key}>
                {error.fieldId === null ? (
                  translateCustomerMessage(error.message)
                ) : (
                  <button
                    type="button"
                    className="cursor-pointer text-left underline underline-offset-4"
                    onClick={() => document.getElementById(error.fieldId ?? '')?.focus()}
                  >
                    {error.label ? `${error.label}: ` : ''}
                    {translateCustomerMessage(error.message)}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Alert>
  )
}
