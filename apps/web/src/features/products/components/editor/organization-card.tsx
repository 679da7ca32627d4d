import type { Lookup } from '@lojista/contracts/catalog/lookups'
import { useState } from 'react'
import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form'
import { AsyncPicker } from '@/components/pickers/async-picker'
import type { PickerFetch } from '@/components/pickers/use-paged-search'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField, fieldAria } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/toast'
import { searchCollectionLookups } from '../../api/collections-api'
import {
  createCategory,
  createTag,
  createVendor,
  searchCategories,
  searchTags,
  searchVendors,
} from '../../api/lookups-api'
import { translateProductMessage, useProductsT } from '../../i18n/products-i18n'
import type { ProductFormValues } from '../../utils/product-form-values'
import { LookupMultiPicker } from './lookup-multi-picker'

const fetchVendors: PickerFetch<Lookup> = ({ signal, ...request }) => searchVendors(request, signal)
const fetchCategories: PickerFetch<Lookup> = ({ signal, ...request }) => searchCategories(request, signal)
const fetchTags: PickerFetch<Lookup> = ({ signal, ...request }) => searchTags(request, signal)
const fetchCollections: PickerFetch<Lookup> = ({ signal, ...request }) =>
  searchCollectionLookups({ ...request, orderBy: { field: 'name', direction: 'asc' } }, signal)

interface OrganizationCardProps {
  control: Control<ProductFormValues>
  register: UseFormRegister<ProductFormValues>
  errors: FieldErrors<ProductFormValues>
}

/** Vendor, category, type, tags and collections: how the product is found and grouped. */
export function OrganizationCard({ control, register, errors }: OrganizationCardProps) {
  const t = useProductsT()
  const [adding, setAdding] = useState(false)
  const errorOf = (message: string | undefined) => (message ? translateProductMessage(message) : undefined)
  const listError = (entry: { message?: string; root?: { message?: string } } | undefined) =>
    errorOf(entry?.message ?? entry?.root?.message)

  /** 'Add value' in a single picker: the name is added to the store's list (or found there) and chosen. */
  const addThen =
    (create: (name: string) => Promise<Lookup>, choose: (entry: Lookup) => void) => (text: string) => {
      const name = text.trim()
      if (!name) return
      setAdding(true)
      create(name)
        .then(choose, (error: unknown) =>
          toast.error(error instanceof Error ? translateProductMessage(error.message) : String(error)),
        )
        .finally(() => setAdding(false))
    }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('form.organization')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Controller
          control={control}
          name="vendor"
          render={({ field }) => (
            <FormField id="vendor" label={t('form.vendor')} error={errorOf(errors.vendor?.message)}>
              <AsyncPicker<Lookup>
                {...fieldAria('vendor', errorOf(errors.vendor?.message))}
                fetchPage={fetchVendors}
                value={field.value}
                onChange={field.onChange}
                getKey={(entry) => entry.id}
                getLabel={(entry) => entry.name}
                placeholder={t('form.searchVendors')}
                onAdd={addThen(createVendor, field.onChange)}
                disabled={adding}
              />
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="category"
          render={({ field }) => (
            <FormField id="category" label={t('form.category')} error={errorOf(errors.category?.message)}>
              <AsyncPicker<Lookup>
                {...fieldAria('category', errorOf(errors.category?.message))}
                fetchPage={fetchCategories}
                value={field.value}
                onChange={(entry) => field.onChange(entry && { id: entry.id, name: entry.name })}
                getKey={(entry) => entry.id}
                getLabel={(entry) => entry.name}
                placeholder={t('form.searchCategories')}
                onAdd={addThen(createCategory, field.onChange)}
                disabled={adding}
              />
            </FormField>
          )}
        />
        <FormField
          id="productType"
          label={t('form.productType')}
          error={errorOf(errors.productType?.message)}
        >
          <Input
            {...fieldAria('productType', errorOf(errors.productType?.message))}
            {...register('productType')}
          />
        </FormField>
        <Controller
          control={control}
          name="tags"
          render={({ field }) => (
            <FormField id="tags" label={t('form.tags')} error={listError(errors.tags)}>
              <LookupMultiPicker
                id="tags"
                value={field.value}
                onChange={field.onChange}
                fetchPage={fetchTags}
                create={createTag}
                placeholder={t('form.searchTags')}
                removeLabel={(name) => t('form.removeTag', { name })}
                aria-invalid={listError(errors.tags) ? true : undefined}
                aria-describedby={listError(errors.tags) ? 'tags-error' : undefined}
              />
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="collections"
          render={({ field }) => (
            <FormField id="collections" label={t('form.collections')} error={listError(errors.collections)}>
              <LookupMultiPicker
                id="collections"
                value={field.value}
                onChange={field.onChange}
                fetchPage={fetchCollections}
                placeholder={t('form.searchCollections')}
                removeLabel={(name) => t('form.removeCollection', { name })}
                aria-invalid={listError(errors.collections) ? true : undefined}
                aria-describedby={listError(errors.collections) ? 'collections-error' : undefined}
              />
            </FormField>
          )}
        />
      </CardContent>
    </Card>
  )
}
