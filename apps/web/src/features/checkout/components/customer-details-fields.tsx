import type { CheckoutFormInput, CheckoutFormOutput } from '@lojista/contracts/sales/checkout-form'
import { checkoutFieldErrors, type Storefront } from '@lojista/contracts/settings/storefront'
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form'
import { CheckboxField } from '@/components/form/checkbox-field'
import { Field } from '@/components/form/field'
import { useStorefrontT } from '../i18n/storefront-i18n'

/**
 * What the store's checkout settings ask beside the addresses: the CPF or CNPJ (when asked), the note
 * (when the store takes one) and the news-and-offers box, ticked or not as the store chose.
 */
export function CustomerDetailsFields({ storefront }: { storefront: Storefront }) {
  const t = useStorefrontT()
  const { taxId } = storefront.fields
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-4 font-semibold text-lg">{t('details.title')}</legend>
      {taxId !== 'off' && (
        <Field<CheckoutFormInput>
          name="details.taxId"
          id="details-taxId"
          label={taxId === 'required' ? t('details.taxId') : `${t('details.taxId')} ${t('details.optional')}`}
          inputMode="numeric"
          aria-required={taxId === 'required' ? true : undefined}
          maxLength={30}
        />
      )}
      {storefront.orderNote && (
        <Field<CheckoutFormInput>
          name="details.note"
          id="details-note"
          label={`${t('details.note')} ${t('details.optional')}`}
          multiline
          rows={3}
          maxLength={2000}
        />
      )}
      <CheckboxField<CheckoutFormInput>
        name="details.acceptsMarketing"
        id="details-marketing"
        label={t('details.acceptsMarketing')}
      />
    </fieldset>
  )
}

/**
 * The form's checks and, with them, the fields the store requires (as the server checks them), so the
 * customer sees every missing field at once.
 */
export function withRequiredFields(
  base: Resolver<CheckoutFormInput, unknown, CheckoutFormOutput>,
  fields: Storefront['fields'],
): Resolver<CheckoutFormInput, unknown, CheckoutFormOutput> {
  return async (values, context, options) => {
    const result = await base(values, context, options)
    const missing = checkoutFieldErrors(fields, {
      phone: values.shippingAddress.phone ?? '',
      company: values.shippingAddress.company ?? '',
      taxId: values.details.taxId ?? '',
    })
    if (missing.length === 0) return result
    const errors = { ...result.errors } as Record<string, Record<string, FieldError>>
    for (const { path, message } of missing) {
      const [group, name] = path.split('.') as [string, string]
      errors[group] = { ...errors[group], [name]: { type: 'required', message } }
    }
    return { values: {}, errors: errors as FieldErrors<CheckoutFormInput> }
  }
}
