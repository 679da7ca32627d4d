import { zodResolver } from '@hookform/resolvers/zod'
import {
  type DiscountCodeBatchRequest,
  discountCodeBatchFields,
  MAX_CODE_LENGTH,
  MAX_CODE_PREFIX,
  MAX_CODES_PER_BATCH,
} from '@lojista/contracts/discounts/index'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Field } from '@/components/form/field'
import { FormFailure } from '@/components/form/form-failure'
import { FormPanel } from '@/components/form/form-panel'
import { NumberField } from '@/components/form/number-field'
import { formatNumber } from '@/lib/format'
import { generateDiscountCodes } from '../api/discount-codes-api'
import { translateDiscountsMessage, useDiscountsT } from '../i18n/discounts-i18n'

/** A number field left empty is checked as 0, which its range refuses in its own words. */
const wholeNumber = (field: typeof discountCodeBatchFields.count) =>
  z
    .number()
    .nullable()
    .transform((value) => value ?? 0)
    .pipe(field)
const batchSchema = z.object({
  count: wholeNumber(discountCodeBatchFields.count),
  prefix: discountCodeBatchFields.prefix,
  length: wholeNumber(discountCodeBatchFields.length),
})
type BatchForm = z.input<typeof batchSchema>
type BatchOutput = z.output<typeof batchSchema>

/** The batch a panel starts from: a hundred codes of eight characters after the discount's own code. */
const startFrom = (prefix: string): BatchForm => ({ count: 100, prefix, length: 8 })

/**
 * Generate codes: how many, what they start with and how many characters follow; the server makes them
 * unique in the store and answers how many it made.
 */
export function GenerateCodesPanel({
  discountId,
  prefix,
  open,
  onOpenChange,
  onGenerated,
}: {
  discountId: string
  /** What the codes start with unless staff change it: the discount's own code and a dash. */
  prefix: string
  open: boolean
  onOpenChange: (open: boolean) => void
  onGenerated: (count: number) => void
}) {
  const t = useDiscountsT()
  const form = useForm<BatchForm, unknown, BatchOutput>({ resolver: zodResolver(batchSchema) })
  return (
    <FormPanel
      open={open}
      onOpenChange={onOpenChange}
      title={t('codes.generateTitle')}
      form={form}
      startFrom={() => startFrom(prefix.slice(0, MAX_CODE_PREFIX))}
      translate={translateDiscountsMessage}
      submitLabel={t('codes.generateSubmit')}
      cancelLabel={t('codes.cancel')}
      className="grid gap-4"
      onSubmit={async (values) => {
        const batch: DiscountCodeBatchRequest = values
        const made = await generateDiscountCodes(discountId, batch)
        onGenerated(made.count)
        onOpenChange(false)
      }}
    >
      <p className="text-muted-foreground text-sm">{t('codes.generateBody')}</p>
      <FormFailure />
      <NumberField<BatchForm>
        name="count"
        label={t('codes.count')}
        hint={t('codes.countHint', { max: formatNumber(MAX_CODES_PER_BATCH) })}
        kind="quantity"
      />
      <Field<BatchForm>
        name="prefix"
        label={t('codes.prefix')}
        hint={t('codes.prefixHint')}
        maxLength={MAX_CODE_PREFIX}
        autoComplete="off"
      />
      <NumberField<BatchForm>
        name="length"
        label={t('codes.length')}
        hint={t('codes.lengthHint', { max: formatNumber(MAX_CODE_LENGTH) })}
        kind="quantity"
      />
    </FormPanel>
  )
}
