import { useFormContext, useFormState } from 'react-hook-form'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { translateProductMessage, useProductsT } from '../../i18n/products-i18n'
import type { ProductFormValues } from '../../utils/product-form-values'
import { VariantsTable } from './variants-table'

/** Every variant's prices, SKU, barcode, weight and flags, and the list's own error. */
export function ProductVariantsCard() {
  const t = useProductsT()
  const { control, register, getValues } = useFormContext<ProductFormValues>()
  const { errors } = useFormState({ control })
  const variantsError = errors.variants?.root?.message ?? errors.variants?.message
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('variants.title')}</CardTitle>
        {variantsError && (
          <p role="alert" className="text-destructive text-sm">
            {translateProductMessage(variantsError)}
          </p>
        )}
      </CardHeader>
      <CardContent>
        <VariantsTable control={control} register={register} getValues={getValues} errors={errors.variants} />
      </CardContent>
    </Card>
  )
}
