import type { Lookup } from '@lojista/contracts/catalog/lookups'
import { useCallback } from 'react'
import { AsyncPicker } from '@/components/pickers/async-picker'
import type { PickerFetchParams } from '@/components/pickers/use-paged-search'
import { searchTags, searchVendors } from '../api/lookups-api'
import { useProductsT } from '../i18n/products-i18n'

interface ProductLookupFilterProps {
  kind: 'vendor' | 'tag'
  /** The chosen name: the search filters by name, and names live in the address. */
  value: string | undefined
  onChange: (name: string | undefined) => void
}

/** Filters the product list by one vendor or one tag, picked from the store's own list. */
export function ProductLookupFilter({ kind, value, onChange }: ProductLookupFilterProps) {
  const t = useProductsT()
  const fetchPage = useCallback(
    ({ signal, ...request }: PickerFetchParams) =>
      kind === 'vendor' ? searchVendors(request, signal) : searchTags(request, signal),
    [kind],
  )
  return (
    <AsyncPicker<Lookup>
      fetchPage={fetchPage}
      value={value ? { id: value, name: value } : null}
      onChange={(option) => onChange(option?.name)}
      getKey={(option) => option.name}
      getLabel={(option) => option.name}
      placeholder={kind === 'vendor' ? t('list.anyVendor') : t('list.anyTag')}
      aria-label={kind === 'vendor' ? t('list.vendorFilter') : t('list.tagFilter')}
      className="w-full sm:w-52"
    />
  )
}
