import { SearchIcon, TagIcon } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { type CustomersKey, useCustomersT } from '@/components/customers/i18n/customers-i18n'
import { Input } from '@/components/ui/input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { useDebouncedCallback } from '@/hooks/use-debounced-callback'
import {
  type CustomerListFilters,
  type CustomerSort,
  type CustomerStatusFilter,
  customerSorts,
  customerStatusFilters,
} from '../model/list-search'

interface CustomersToolbarProps {
  filters: CustomerListFilters
  onChange: (filters: CustomerListFilters) => void
}

/** Search as you type, a tag filter, a status filter and the sort order of the customer list. */
export function CustomersToolbar({ filters, onChange }: CustomersToolbarProps) {
  const t = useCustomersT()
  const statusId = useId()
  const sortId = useId()
  const [text, setText] = useState(filters.text)
  const [tag, setTag] = useState(filters.tag)
  const latestFilters = useDebouncedCallback((next: Partial<CustomerListFilters>) =>
    onChange({ ...filters, ...next }),
  )

  // Filters changed from outside (Clear filters, the back button) show in the fields.
  useEffect(() => setText(filters.text), [filters.text])
  useEffect(() => setTag(filters.tag), [filters.tag])

  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="relative min-w-56 flex-1">
        <SearchIcon
          className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          aria-label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            latestFilters({ text: event.target.value, tag })
          }}
          className="pl-9"
        />
      </div>
      <div className="relative w-40">
        <TagIcon
          className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          aria-label={t('list.tagLabel')}
          placeholder={t('list.tagPlaceholder')}
          value={tag}
          onChange={(event) => {
            setTag(event.target.value)
            latestFilters({ text, tag: event.target.value })
          }}
          className="pl-9"
        />
      </div>
      <span id={statusId} className="sr-only">
        {t('list.statusLabel')}
      </span>
      <Select
        value={filters.status}
        onValueChange={(status) =>
          onChange({ ...filters, text, tag, status: status as CustomerStatusFilter })
        }
      >
        <SelectTrigger aria-labelledby={statusId} className="w-36">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {customerStatusFilters.map((status) => (
            <SelectItem key={status} value={status}>
              {t(`list.status_${status}` as CustomersKey)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <span id={sortId} className="sr-only">
        {t('list.sortLabel')}
      </span>
      <Select
        value={filters.sort}
        onValueChange={(sort) => onChange({ ...filters, text, tag, sort: sort as CustomerSort })}
      >
        <SelectTrigger aria-labelledby={sortId} className="w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {customerSorts.map((sort) => (
            <SelectItem key={sort} value={sort}>
              {t(`list.sort_${sort}` as CustomersKey)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}
