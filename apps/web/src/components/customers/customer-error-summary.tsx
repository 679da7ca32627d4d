import { FORM_ERROR_PATH } from '@lojista/contracts/party/messages'
import { FormErrorSummary } from '@/components/form/form-error-summary'
import { customerFormFields } from './customer-field-paths'
import { useCustomersT } from './i18n/customers-i18n'

/**
 * The error box of the create-customer form: 'To save this customer, N change needs to be
 * made:' (or N changes need), the whole-form rule first, then each field's error in the form's order.
 */
export function CustomerErrorSummary() {
  const t = useCustomersT()
  return (
    <FormErrorSummary
      fields={customerFormFields.map((field) => ({ name: field.name, label: t(field.label) }))}
      whole={[FORM_ERROR_PATH]}
      title={(count) => t('form.errorSummary', { count })}
    />
  )
}
