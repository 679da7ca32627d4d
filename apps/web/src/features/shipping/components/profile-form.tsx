import { zodResolver } from '@hookform/resolvers/zod'
import type { ProductSummary } from '@lojista/contracts/catalog/products'
import {
  emptyRate,
  emptyZone,
  type ProfileFormOutput,
  type ProfileFormValues,
  profileFormSchema,
} from '@lojista/contracts/shipping/shipping-forms'
import { PlusIcon, Trash2Icon, XIcon } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { type FieldPath, useFieldArray, useForm, useFormContext, useWatch } from 'react-hook-form'
import { Field } from '@/components/form/field'
import { Form } from '@/components/form/form'
import { FormFailure } from '@/components/form/form-failure'
import { SelectField } from '@/components/form/select-field'
import { SubmitButton } from '@/components/form/submit-button'
import { ProductPicker } from '@/components/pickers/product-picker'
import type { PickerFetchParams } from '@/components/pickers/use-paged-search'
import { Button } from '@/components/ui/button'
import { searchProducts } from '../api/shipping-api'
import { translateShippingMessage, useShippingT } from '../i18n/shipping-i18n'

const RATE_TYPES = ['flat', 'weight', 'price', 'free_above'] as const

/**
 * The form's field a server error names: the request's paths are the form's, except the products (ids
 * in the request) and the states and CEP ranges, which the form holds as text.
 */
function fieldOfPath(path: string): FieldPath<ProfileFormValues> | null {
  if (path === 'productIds' || path.startsWith('productIds.')) return 'products'
  const listed = path.match(/^(zones\.\d+\.(?:postalCodeRanges|provinceCodes))(\.|$)/)
  if (listed) return listed[1] as FieldPath<ProfileFormValues>
  if (path === 'name' || /^zones\.\d+\.(name|countryCode)$/.test(path))
    return path as FieldPath<ProfileFormValues>
  if (/^zones\.\d+\.rates\.\d+\.\w+$/.test(path)) return path as FieldPath<ProfileFormValues>
  return null
}

interface ProfileFormProps {
  defaultValues: ProfileFormValues
  isNew: boolean
  onSubmit: (values: ProfileFormOutput) => Promise<unknown>
  actions?: ReactNode
}

/** A shipping profile: its name, its products (a custom one), and its zones with their rates. */
export function ProfileForm({ defaultValues, isNew, onSubmit, actions }: ProfileFormProps) {
  const t = useShippingT()
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues,
  })
  const zones = useFieldArray({ control: form.control, name: 'zones' })
  return (
    <Form
      form={form}
      className="grid gap-6"
      idPrefix="profile"
      translate={translateShippingMessage}
      submitError={{ fieldOf: fieldOfPath }}
      onSubmit={async (values) => {
        await onSubmit(values)
        form.reset(values)
      }}
    >
      <FormFailure />
      <Field<ProfileFormValues>
        name="name"
        label={t('profile.name')}
        placeholder={t('profile.namePlaceholder')}
        maxLength={120}
      />
      {!defaultValues.isGeneral && <Products />}
      <fieldset className="grid gap-4">
        <legend className="mb-2 font-medium">{t('profile.zones')}</legend>
        {zones.fields.map((zone, index) => (
          <ZoneFields
            key={zone.id}
            index={index}
            onRemove={zones.fields.length > 1 ? () => zones.remove(index) : undefined}
          />
        ))}
        <div>
          <Button type="button" variant="outline" size="sm" onClick={() => zones.append(emptyZone())}>
            <PlusIcon aria-hidden />
            {t('profile.addZone')}
          </Button>
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SubmitButton label={isNew ? t('page.create') : t('page.save')} pendingLabel={t('page.saving')} />
        {actions}
      </div>
    </Form>
  )
}

function productsByTitle({ query, first, after, signal }: PickerFetchParams) {
  return searchProducts({ query: query.trim(), first, after }, signal)
}

/** A custom profile's products: removed one by one, added from a search. */
function Products() {
  const t = useShippingT()
  const { control, formState } = useFormContext<ProfileFormValues>()
  const products = useFieldArray({ control, name: 'products', keyName: 'key' })
  const [picking, setPicking] = useState(false)
  const chosen = new Set(products.fields.map((product) => product.id))
  const error = formState.errors.products as { message?: string } | undefined
  return (
    <fieldset className="grid gap-2" aria-describedby="profile-products-hint">
      <legend className="mb-1 font-medium text-sm">{t('profile.products')}</legend>
      <p id="profile-products-hint" className="text-muted-foreground text-xs">
        {t('profile.productsHint')}
      </p>
      <ul className="flex flex-wrap gap-2">
        {products.fields.map((product, index) => (
          <li key={product.key} className="flex items-center gap-1 rounded-md border py-1 pr-1 pl-2 text-sm">
            {product.title}
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-6"
              aria-label={t('profile.removeProduct', { title: product.title })}
              onClick={() => products.remove(index)}
            >
              <XIcon aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      {error?.message && (
        <p className="text-destructive text-sm">{translateShippingMessage(error.message)}</p>
      )}
      {picking ? (
        <ProductPicker
          pick="products"
          fetchPage={productsByTitle}
          chosen={chosen}
          searchLabel={t('profile.searchProducts')}
          onToggle={(product: ProductSummary) => {
            const at = products.fields.findIndex((item) => item.id === product.id)
            if (at === -1) products.append({ id: product.id, title: product.title })
            else products.remove(at)
          }}
        />
      ) : (
        <div>
          <Button type="button" variant="outline" size="sm" onClick={() => setPicking(true)}>
            <PlusIcon aria-hidden />
            {t('profile.addProducts')}
          </Button>
        </div>
      )}
    </fieldset>
  )
}

function ZoneFields({ index, onRemove }: { index: number; onRemove?: () => void }) {
  const t = useShippingT()
  const { control } = useFormContext<ProfileFormValues>()
  const rates = useFieldArray({ control, name: `zones.${index}.rates` })
  const base = `zones.${index}` as const
  return (
    <fieldset className="grid gap-4 rounded-lg border p-4">
      <legend className="px-1 font-medium text-sm">{t('profile.zone', { number: index + 1 })}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field<ProfileFormValues> name={`${base}.name`} label={t('profile.zoneName')} maxLength={120} />
        <Field<ProfileFormValues>
          name={`${base}.countryCode`}
          label={t('profile.countryCode')}
          hint={t('profile.countryHint')}
          maxLength={2}
          autoComplete="off"
        />
      </div>
      <Field<ProfileFormValues>
        name={`${base}.provinceCodes`}
        label={t('profile.provinceCodes')}
        hint={t('profile.provinceHint')}
      />
      <Field<ProfileFormValues>
        name={`${base}.postalCodeRanges`}
        label={t('profile.postalCodeRanges')}
        hint={t('profile.postalCodeHint')}
        multiline
        rows={2}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-1 font-medium text-sm">{t('profile.rates')}</legend>
        {rates.fields.map((rate, rateIndex) => (
          <RateFields
            key={rate.id}
            zone={index}
            index={rateIndex}
            onRemove={rates.fields.length > 1 ? () => rates.remove(rateIndex) : undefined}
          />
        ))}
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => rates.append(emptyRate())}>
            <PlusIcon aria-hidden />
            {t('profile.addRate')}
          </Button>
          {onRemove && (
            <Button type="button" variant="ghost" size="sm" className="text-destructive" onClick={onRemove}>
              <Trash2Icon aria-hidden />
              {t('profile.removeZone')}
            </Button>
          )}
        </div>
      </fieldset>
    </fieldset>
  )
}

function RateFields({ zone, index, onRemove }: { zone: number; index: number; onRemove?: () => void }) {
  const t = useShippingT()
  const base = `zones.${zone}.rates.${index}` as const
  const type = useWatch<ProfileFormValues>({ name: `${base}.type` }) as (typeof RATE_TYPES)[number]
  return (
    <fieldset className="grid gap-3 rounded-md border p-3 sm:grid-cols-2">
      <legend className="sr-only">{t('profile.rateNumber', { number: index + 1 })}</legend>
      <Field<ProfileFormValues> name={`${base}.name`} label={t('profile.rateName')} maxLength={120} />
      <SelectField<ProfileFormValues, (typeof RATE_TYPES)[number]>
        name={`${base}.type`}
        label={t('profile.rateType')}
        choices={RATE_TYPES}
        nameOf={(choice) => t(`profile.types.${choice}`)}
      />
      {type !== 'free_above' && (
        <Field<ProfileFormValues>
          name={`${base}.price`}
          label={t('profile.price')}
          inputMode="decimal"
          autoComplete="off"
        />
      )}
      {type === 'weight' && (
        <>
          <Field<ProfileFormValues>
            name={`${base}.minWeightGrams`}
            label={t('profile.minWeight')}
            inputMode="numeric"
          />
          <Field<ProfileFormValues>
            name={`${base}.maxWeightGrams`}
            label={t('profile.maxWeight')}
            inputMode="numeric"
          />
        </>
      )}
      {type === 'price' && (
        <>
          <Field<ProfileFormValues>
            name={`${base}.minSubtotal`}
            label={t('profile.minSubtotal')}
            inputMode="decimal"
          />
          <Field<ProfileFormValues>
            name={`${base}.maxSubtotal`}
            label={t('profile.maxSubtotal')}
            inputMode="decimal"
          />
        </>
      )}
      {type === 'free_above' && (
        <Field<ProfileFormValues>
          name={`${base}.minSubtotal`}
          label={t('profile.freeAbove')}
          inputMode="decimal"
        />
      )}
      {onRemove && (
        <div className="sm:col-span-2">
          <Button type="button" variant="ghost" size="sm" className="text-destructive" onClick={onRemove}>
            <Trash2Icon aria-hidden />
            {t('profile.removeRate')}
          </Button>
        </div>
      )}
    </fieldset>
  )
}
