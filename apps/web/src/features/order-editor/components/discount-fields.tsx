import { useId } from 'react'
import { FormField, fieldAria } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { MoneyInput } from '@/components/ui/money-input'
import { NumberInput } from '@/components/ui/number-input'
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs'
import type { DiscountDraft, DiscountErrors } from '../forms/discount-form'
import { translateEditorMessage, useEditorT } from '../i18n/editor-i18n'

/** Spec section 3 "Discount": a fixed amount or a percentage (shown times 100), and the reason. */
export function DiscountFields({
  draft,
  errors,
  onChange,
}: {
  draft: DiscountDraft
  errors: DiscountErrors
  onChange: (draft: DiscountDraft) => void
}) {
  const t = useEditorT()
  const id = useId()
  const amountError = errors.amount && translateEditorMessage(errors.amount)
  const percentageError = errors.percentage && translateEditorMessage(errors.percentage)
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <span className="font-medium text-sm">{t('discount.type')}</span>
        <Tabs
          value={draft.type}
          onValueChange={(type) => onChange({ ...draft, type: type as DiscountDraft['type'] })}
        >
          <TabsList>
            <TabsTrigger value="fixed-amount">{t('discount.fixedAmount')}</TabsTrigger>
            <TabsTrigger value="percentage">{t('discount.percentage')}</TabsTrigger>
          </TabsList>
        </Tabs>
      </div>
      {draft.type === 'fixed-amount' ? (
        <FormField id={`${id}-amount`} label={t('discount.amount')} error={amountError}>
          <MoneyInput
            {...fieldAria(`${id}-amount`, amountError)}
            value={draft.amount}
            onValueChange={(amount) => onChange({ ...draft, amount })}
          />
        </FormField>
      ) : (
        <FormField id={`${id}-percentage`} label={t('discount.percent')} error={percentageError}>
          <div className="flex items-center gap-2">
            <NumberInput
              {...fieldAria(`${id}-percentage`, percentageError)}
              clampOnBlur={false}
              value={draft.percentage}
              onValueChange={(percentage) => onChange({ ...draft, percentage })}
            />
            <span className="text-muted-foreground text-sm">%</span>
          </div>
        </FormField>
      )}
      <FormField id={`${id}-reason`} label={t('discount.reason')} hint={t('discount.reasonHint')}>
        <Input
          {...fieldAria(`${id}-reason`, undefined, true)}
          value={draft.reason}
          maxLength={255}
          onChange={(event) => onChange({ ...draft, reason: event.target.value })}
        />
      </FormField>
    </div>
  )
}
