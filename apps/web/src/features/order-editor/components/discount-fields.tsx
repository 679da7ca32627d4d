import type { DiscountFormValues } from '@lojista/contracts/order/editor-forms'
import { useId } from 'react'
import { useController, useFormContext } from 'react-hook-form'
import { Field } from '@/components/form/field'
import { NumberField } from '@/components/form/number-field'
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useEditorT } from '../i18n/editor-i18n'

/**
 * "Discount": a fixed amount or a percentage (shown times 100), and the reason. The
 * fields of the surrounding discount form (`discountFormSchema`).
 */
export function DiscountFields() {
  const t = useEditorT()
  const id = useId()
  const { control } = useFormContext<DiscountFormValues>()
  const { field: type } = useController({ control, name: 'type' })
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <span className="font-medium text-sm">{t('discount.type')}</span>
        <Tabs value={type.value} onValueChange={type.onChange}>
          <TabsList>
            <TabsTrigger value="fixed-amount">{t('discount.fixedAmount')}</TabsTrigger>
            <TabsTrigger value="percentage">{t('discount.percentage')}</TabsTrigger>
          </TabsList>
        </Tabs>
      </div>
      {type.value === 'fixed-amount' ? (
        <NumberField<DiscountFormValues>
          key="amount"
          name="amount"
          id={`${id}-amount`}
          label={t('discount.amount')}
          kind="money"
        />
      ) : (
        <NumberField<DiscountFormValues>
          key="percentage"
          name="percentage"
          id={`${id}-percentage`}
          label={t('discount.percent')}
          kind="percent"
          clampOnBlur={false}
          suffix="%"
        />
      )}
      <Field<DiscountFormValues>
        name="reason"
        id={`${id}-reason`}
        label={t('discount.reason')}
        hint={t('discount.reasonHint')}
        maxLength={255}
      />
    </div>
  )
}
