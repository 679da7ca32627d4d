import { TagIcon } from 'lucide-react'
import { type CustomersKey, useCustomersT } from '@/components/customers/i18n/customers-i18n'
import { ListSearch } from '@/components/list/list-search'
import { ListSelect } from '@/components/list/list-select'
import type { ListState } from '@/hooks/use-list-state'
import { type CustomerListFilters, customerStatusFilters } from '../model/list-search'

/** The customer list's filters beside its search: a tag, typed, and the status. */
export function CustomerFilters({ list }: { list: ListState<CustomerListFilters> }) {
  const t = useCustomersT()
  return (
    <>
      <ListSearch
        value={list.params.tag}
        onSearch={(tag) => list.set({ tag }, { replace: true })}
        label={t('list.tagLabel')}
        placeholder={t('list.tagPlaceholder')}
        icon={TagIcon}
        className="sm:w-44 sm:min-w-0 sm:flex-none"
      />
      <ListSelect
        label={t('list.statusLabel')}
        value={list.params.status}
        options={customerStatusFilters.map((value) => ({
          value,
          label: t(`list.status_${value}` as CustomersKey),
        }))}
        onChange={(status) => status && list.set({ status })}
        className="w-36 min-w-0"
      />
    </>
  )
}
