import { weightUnitSchema } from '@lojista/contracts/catalog/products'
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormGetValues,
  type UseFormRegister,
  useWatch,
} from 'react-hook-form'
import { fieldAria } from '@/components/form/form-field'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { NumberInput } from '@/components/ui/number-input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { decimalTextOf } from '@/lib/format/number-text'
import { translateProductMessage, useProductsT } from '../../i18n/products-i18n'
import type { ProductFormValues } from '../../utils/product-form-values'

interface VariantsTableProps {
  control: Control<ProductFormValues>
  register: UseFormRegister<ProductFormValues>
  getValues: UseFormGetValues<ProductFormValues>
  errors: FieldErrors<ProductFormValues>['variants']
}

type MoneyField = 'price' | 'compareAtPrice' | 'cost'

/** Every variant's SKU, barcode, prices, weight and flags, one row each. */
export function VariantsTable({ control, register, getValues, errors }: VariantsTableProps) {
  const t = useProductsT()
  // The rows change only when the options do (variants are generated from them, or the form is filled
  // again), so the table follows the options rather than re-rendering on every keystroke in a cell.
  useWatch({ control, name: 'options' })
  const variants = getValues('variants')

  const errorOf = (index: number, field: string): string | undefined => {
    const entry = errors?.[index] as Record<string, { message?: string } | undefined> | undefined
    const message =
      entry?.[field]?.message ?? (field === 'optionValues' ? errors?.[index]?.message : undefined)
    return message ? translateProductMessage(message) : undefined
  }

  const cellError = (id: string, message: string | undefined) =>
    message && (
      <p id={`${id}-error`} className="mt-1 whitespace-normal text-destructive text-xs">
        {message}
      </p>
    )

  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('variants.variant')}</TableHead>
          <TableHead>{t('variants.price')}</TableHead>
          <TableHead>{t('variants.compareAtPrice')}</TableHead>
          <TableHead>{t('variants.cost')}</TableHead>
          <TableHead>{t('variants.sku')}</TableHead>
          <TableHead>{t('variants.barcode')}</TableHead>
          <TableHead>{t('variants.weight')}</TableHead>
          <TableHead>{t('variants.taxable')}</TableHead>
          <TableHead>{t('variants.physical')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {variants.map((variant, index) => {
          const title = variant.optionValues.length ? variant.optionValues.join(' / ') : t('variants.default')
          const label = (field: string) => t('variants.fieldOf', { field, variant: title })
          const id = (field: string) => `variants-${index}-${field}`
          const money = (field: MoneyField) => {
            const error = errorOf(index, field)
            return (
              <TableCell className="min-w-36 align-top">
                <Controller
                  control={control}
                  name={`variants.${index}.${field}`}
                  render={({ field: input }) => (
                    <NumberInput
                      {...fieldAria(id(field), error)}
                      aria-label={label(t(`variants.${field}`))}
                      kind="money"
                      value={input.value || null}
                      onValueChange={(value) => input.onChange(value ?? '')}
                      onBlur={input.onBlur}
                      name={input.name}
                    />
                  )}
                />
                {cellError(id(field), error)}
              </TableCell>
            )
          }
          const text = (field: 'sku' | 'barcode') => {
            const error = errorOf(index, field)
            return (
              <TableCell className="min-w-40 align-top">
                <Input
                  {...fieldAria(id(field), error)}
                  aria-label={label(t(`variants.${field}`))}
                  autoComplete="off"
                  {...register(`variants.${index}.${field}`)}
                />
                {cellError(id(field), error)}
              </TableCell>
            )
          }
          const weightError = errorOf(index, 'weight')
          const variantError = errorOf(index, 'optionValues') ?? errorOf(index, 'id')
          return (
            <TableRow key={variant.optionValues.join('\u0000') || 'default'}>
              <TableCell className="max-w-48 whitespace-normal align-top font-medium">
                {title}
                {variantError && <p className="mt-1 text-destructive text-xs">{variantError}</p>}
              </TableCell>
              {money('price')}
              {money('compareAtPrice')}
              {money('cost')}
              {text('sku')}
              {text('barcode')}
              <TableCell className="min-w-48 align-top">
                <div className="flex gap-1">
                  <Controller
                    control={control}
                    name={`variants.${index}.weight`}
                    render={({ field: input }) => (
                      <NumberInput
                        {...fieldAria(id('weight'), weightError)}
                        aria-label={label(t('variants.weight'))}
                        kind="weight"
                        min={0}
                        value={input.value == null ? null : decimalTextOf(input.value, 'weight')}
                        onValueChange={(value) => input.onChange(value == null ? null : Number(value))}
                        onBlur={input.onBlur}
                        name={input.name}
                        className="w-24"
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name={`variants.${index}.weightUnit`}
                    render={({ field: input }) => (
                      <Select value={input.value} onValueChange={input.onChange}>
                        <SelectTrigger aria-label={label(t('variants.weightUnit'))} className="w-20">
                          <SelectValue />
                        </SelectTrigger>
                        <SelectContent>
                          {weightUnitSchema.options.map((unit) => (
                            <SelectItem key={unit} value={unit}>
                              {unit}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                    )}
                  />
                </div>
                {cellError(id('weight'), weightError)}
              </TableCell>
              {(['taxable', 'physical'] as const).map((field) => (
                <TableCell key={field} className="align-top">
                  <Controller
                    control={control}
                    name={`variants.${index}.${field}`}
                    render={({ field: input }) => (
                      <Checkbox
                        aria-label={label(t(`variants.${field}`))}
                        checked={input.value}
                        onCheckedChange={(checked) => input.onChange(checked === true)}
                        className="mt-2.5"
                      />
                    )}
                  />
                </TableCell>
              ))}
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}
