import { productStatusSchema } from '@lojista/contracts/catalog/products'
import { useController, useFormContext } from 'react-hook-form'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { useProductsT } from '../../i18n/products-i18n'
import type { ProductFormValues } from '../../utils/product-form-values'

/** Active, draft or archived; the card's title is the select's label. */
export function ProductStatusCard() {
  const t = useProductsT()
  const { control } = useFormContext<ProductFormValues>()
  const { field } = useController({ control, name: 'status' })
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <label htmlFor="status">{t('form.statusCard')}</label>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Select value={field.value} onValueChange={field.onChange}>
          <SelectTrigger id="status" ref={field.ref} onBlur={field.onBlur} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {productStatusSchema.options.map((status) => (
              <SelectItem key={status} value={status}>
                {t(`status.${status}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </CardContent>
    </Card>
  )
}
