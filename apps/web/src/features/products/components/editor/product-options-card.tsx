import { useFormContext, useFormState, useWatch } from 'react-hook-form'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useProductsT } from '../../i18n/products-i18n'
import type { OptionDraft, ProductFormValues } from '../../utils/product-form-values'
import { generateVariants, usableOptions } from '../../utils/variant-generation'
import { OptionsEditor } from './options-editor'

/** The product's options (size, color): applying them makes the variants, keeping what was typed. */
export function ProductOptionsCard() {
  const t = useProductsT()
  const { control, getValues, setValue } = useFormContext<ProductFormValues>()
  const { errors, isSubmitted } = useFormState({ control })
  // Options decide which variants exist: watching them (not every variant field) keeps typing a price fast.
  const options = useWatch({ control, name: 'options' })
  const optionErrors = errors.options

  const applyOptions = (next: OptionDraft[]) => {
    const current = getValues()
    const first = current.variants[0]
    const template = {
      price: first?.price ?? '',
      compareAtPrice: first?.compareAtPrice ?? '',
      cost: first?.cost ?? '',
      weight: first?.weight ?? null,
      weightUnit: first?.weightUnit ?? 'kg',
      taxable: first?.taxable ?? true,
      physical: first?.physical ?? true,
    }
    setValue('variants', generateVariants(current.options, current.variants, next, template), {
      shouldDirty: true,
      shouldValidate: isSubmitted,
    })
    setValue('options', usableOptions(next), { shouldDirty: true, shouldValidate: isSubmitted })
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('options.title')}</CardTitle>
        <CardDescription>{t('variants.count', { count: getValues('variants').length })}</CardDescription>
      </CardHeader>
      <CardContent>
        <OptionsEditor
          options={options}
          onApply={applyOptions}
          errors={options.map((_, index) => {
            const entry = optionErrors?.[index]
            return {
              name: entry?.name?.message,
              all: entry?.values?.message ?? entry?.values?.root?.message,
              values: options[index]?.values.map((_value, value) => entry?.values?.[value]?.message),
            }
          })}
        />
      </CardContent>
    </Card>
  )
}
