import type { CustomerEditValues } from '@lojista/contracts/party/customer-edit-form'
import { formatTaxId } from '@lojista/contracts/party/tax-id'
import type { ReactNode } from 'react'
import { useFormContext } from 'react-hook-form'
import { useCustomersT } from '@/components/customers/i18n/customers-i18n'
import { CheckboxField } from '@/components/form/checkbox-field'
import { ControlledField } from '@/components/form/controlled-field'
import { Field } from '@/components/form/field'
import { NumberField } from '@/components/form/number-field'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { TagInput } from './tag-input'

function SideCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  )
}

// The card's title names the field already: its label is kept for screen readers only.
const titledField = '[&>div:first-child]:sr-only'

/** The customer's tax details, tags, note and loyalty, beside the main cards. */
export function CustomerSideCards() {
  const t = useCustomersT()
  const { setValue, watch } = useFormContext<CustomerEditValues>()
  const taxExempt = watch('taxExempt')
  return (
    <>
      <SideCard title={t('detail.tax')}>
        <Field<CustomerEditValues>
          name="taxId"
          label={t('form.taxId')}
          hint={t('form.taxIdHint')}
          autoComplete="off"
          onBlur={(event) => {
            // Written the usual way once left: 529.982.247-25.
            const value = event.target.value.trim()
            if (value) setValue('taxId', formatTaxId(value), { shouldDirty: true })
          }}
        />
        <CheckboxField<CustomerEditValues> name="taxExempt" label={t('form.taxExempt')} />
        {taxExempt && (
          <Field<CustomerEditValues>
            name="taxExemptReason"
            label={t('form.taxExemptReason')}
            hint={t('form.taxExemptReasonHint')}
            maxLength={255}
          />
        )}
      </SideCard>
      <SideCard title={t('detail.tags')}>
        <ControlledField<CustomerEditValues, 'tags'>
          name="tags"
          label={t('detail.tags')}
          hint={t('detail.tagsHint')}
          className={titledField}
          render={({ field, aria }) => <TagInput {...aria} value={field.value} onChange={field.onChange} />}
        />
      </SideCard>
      <SideCard title={t('detail.note')}>
        <Field<CustomerEditValues>
          name="note"
          label={t('detail.note')}
          hint={t('detail.noteHint')}
          className={titledField}
          multiline
          rows={4}
        />
      </SideCard>
      <SideCard title={t('detail.loyalty')}>
        <NumberField<CustomerEditValues>
          name="loyaltyPoints"
          label={t('detail.loyaltyPoints')}
          kind="quantity"
          min={0}
        />
        <Field<CustomerEditValues> name="tier" label={t('detail.tier')} autoComplete="off" />
      </SideCard>
    </>
  )
}
