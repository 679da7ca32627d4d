import type { Lookup } from '@lojista/contracts/catalog/lookups'
import { useState } from 'react'
import { ControlledField } from '@/components/form/controlled-field'
import { Field } from '@/components/form/field'
import { AsyncPicker } from '@/components/pickers/async-picker'
import type { PickerFetch } from '@/components/pickers/use-paged-search'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
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
import { productErrorMessage, useProductsT } from '../../i18n/products-i18n'
import type { ProductFormValues } from '../../utils/product-form-values'
import { LookupMultiPicker } from './lookup-multi-picker'

const fetchVendors: PickerFetch<Lookup> = ({ signal, ...request }) => searchVendors(request, signal)
const fetchCategories: PickerFetch<Lookup> = ({ signal, ...request }) => searchCategories(request, signal)
const fetchTags: PickerFetch<Lookup> = ({ signal, ...request }) => searchTags(request, signal)
const fetchCollections: PickerFetch<Lookup> = ({ signal, ...request }) =>
  searchCollectionLookups({ ...request, orderBy: { field: 'name', direction: 'asc' } }, signal)

/** Vendor, category, type, tags and collections: how the product is found and grouped. */
export function OrganizationCard() {
  const t = useProductsT()
  const [adding, setAdding] = useState(false)

  /** 'Add value' in a single picker: the name is added to the store's list (or found there) and chosen. */
  const addThen =
    (create: (name: string) => Promise<Lookup>, choose: (entry: Lookup) => void) => (text: string) => {
      const name = text.trim()
      if (!name) return
      setAdding(true)
      create(name)
        .then(choose, (error: unknown) => toast.error(productErrorMessage(error)))
        .finally(() => setAdding(false))
    }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('form.organization')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ControlledField<ProductFormValues, 'vendor'>
          name="vendor"
          label={t('form.vendor')}
          render={({ field, aria }) => (
            <AsyncPicker<Lookup>
              {...aria}
              fetchPage={fetchVendors}
              value={field.value}
              onChange={field.onChange}
              getKey={(entry) => entry.id}
              getLabel={(entry) => entry.name}
              placeholder={t('form.searchVendors')}
              onAdd={addThen(createVendor, field.onChange)}
              disabled={adding}
            />
          )}
        />
        <ControlledField<ProductFormValues, 'category'>
          name="category"
          label={t('form.category')}
          render={({ field, aria }) => (
            <AsyncPicker<Lookup>
              {...aria}
              fetchPage={fetchCategories}
              value={field.value}
              onChange={(entry) => field.onChange(entry && { id: entry.id, name: entry.name })}
              getKey={(entry) => entry.id}
              getLabel={(entry) => entry.name}
              placeholder={t('form.searchCategories')}
              onAdd={addThen(createCategory, field.onChange)}
              disabled={adding}
            />
          )}
        />
        <Field<ProductFormValues> name="productType" label={t('form.productType')} />
        <ControlledField<ProductFormValues, 'tags'>
          name="tags"
          label={t('form.tags')}
          render={({ field, aria }) => (
            <LookupMultiPicker
              {...aria}
              value={field.value}
              onChange={field.onChange}
              fetchPage={fetchTags}
              create={createTag}
              placeholder={t('form.searchTags')}
              removeLabel={(name) => t('form.removeTag', { name })}
            />
          )}
        />
        <ControlledField<ProductFormValues, 'collections'>
          name="collections"
          label={t('form.collections')}
          render={({ field, aria }) => (
            <LookupMultiPicker
              {...aria}
              value={field.value}
              onChange={field.onChange}
              fetchPage={fetchCollections}
              placeholder={t('form.searchCollections')}
              removeLabel={(name) => t('form.removeCollection', { name })}
            />
          )}
        />
      </CardContent>
    </Card>
  )
}
