import { Field } from '@/components/form/field'
import { Card, CardContent } from '@/components/ui/card'
import { useProductsT } from '../../i18n/products-i18n'
import type { ProductFormValues } from '../../utils/product-form-values'

/** The product's title, description and URL handle. */
export function ProductDetailsCard() {
  const t = useProductsT()
  return (
    <Card>
      <CardContent className="grid gap-4">
        <Field<ProductFormValues>
          name="title"
          label={t('form.title')}
          placeholder={t('form.titlePlaceholder')}
        />
        <Field<ProductFormValues>
          name="description"
          label={t('form.description')}
          multiline
          rows={5}
          inputClassName="min-h-28"
        />
        <Field<ProductFormValues>
          name="handle"
          label={t('form.handle')}
          hint={t('form.handleHint')}
          autoComplete="off"
          spellCheck={false}
        />
      </CardContent>
    </Card>
  )
}
