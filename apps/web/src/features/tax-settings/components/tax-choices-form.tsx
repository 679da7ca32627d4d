import { zodResolver } from '@hookform/resolvers/zod'
import { type TaxChoicesFormValues, taxChoicesFormSchema } from '@lojista/contracts/taxes/settings-form'
import { useForm } from 'react-hook-form'
import { CheckboxField } from '@/components/form/checkbox-field'
import { Form } from '@/components/form/form'
import { FormFailure } from '@/components/form/form-failure'
import { SubmitButton } from '@/components/form/submit-button'
import { translateTaxSettingsMessage, useTaxSettingsT } from '../i18n/tax-settings-i18n'

/** Whether prices include tax and whether shipping is taxed. */
export function TaxChoicesForm({
  defaultValues,
  onSubmit,
}: {
  defaultValues: TaxChoicesFormValues
  onSubmit: (values: TaxChoicesFormValues) => Promise<unknown>
}) {
  const t = useTaxSettingsT()
  const form = useForm<TaxChoicesFormValues>({ resolver: zodResolver(taxChoicesFormSchema), defaultValues })
  return (
    <Form
      form={form}
      className="grid gap-4 rounded-lg border p-4"
      idPrefix="tax-choices"
      translate={translateTaxSettingsMessage}
      onSubmit={async (values) => {
        await onSubmit(values)
        form.reset(values)
      }}
    >
      <h2 className="font-medium text-sm">{t('choices.title')}</h2>
      <FormFailure />
      <CheckboxField<TaxChoicesFormValues>
        name="taxesIncluded"
        label={t('choices.taxesIncluded')}
        hint={t('choices.taxesIncludedHint')}
      />
      <CheckboxField<TaxChoicesFormValues>
        name="shippingTaxed"
        label={t('choices.shippingTaxed')}
        hint={t('choices.shippingTaxedHint')}
      />
      <div className="flex justify-end">
        <SubmitButton label={t('page.save')} pendingLabel={t('page.saving')} />
      </div>
    </Form>
  )
}
