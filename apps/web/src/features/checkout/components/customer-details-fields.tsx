import type { CheckoutFormInput } from '@lojista/contracts/sales/checkout-form'
import type { Storefront } from '@lojista/contracts/settings/storefront'
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
