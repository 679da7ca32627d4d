import { SearchIcon, XIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useNavigation } from 'react-router'
import { Button } from '@/components/ui/button'
import { DatePicker } from '@/components/ui/date-picker'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { SEARCH_DEBOUNCE_MS } from '@/hooks/use-debounced-value'
import { useSalesTranslation } from '@/lib/i18n/sales'
import {
  dateOfDay,
  dayOf,
  financialStatuses,
  fulfillmentStatuses,
  hasFilters,
  type OrderFilters,
  type SortOption,
  sortOptions,
} from './order-filters'

const ANY = 'any'

interface OrderFilterBarProps {
  filters: OrderFilters
  onChange: (filters: OrderFilters) => void
}

/** Search by number, customer or email; payment and fulfilment status; a date range; the sort. */
export function OrderFilterBar({ filters, onChange }: OrderFilterBarProps) {
  const { t } = useSalesTranslation()
  const [text, setText] = useState(filters.text)

  // While another page is loading (an order was opened), a late search must not pull the user back here.
  const idle = useNavigation().state === 'idle'

  // Typing waits for a pause before searching; a change from elsewhere (back button) replaces the text.
  useEffect(() => setText(filters.text), [filters.text])
  useEffect(() => {
    if (text === filters.text || !idle) return
    const timer = window.setTimeout(() => onChange({ ...filters, text }), SEARCH_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [text, filters, onChange, idle])

  return (
    <search className="grid gap-3" aria-label={t('orders.list.filtersLabel')}>
      <div className="relative">
        <SearchIcon
          className="-translate-y-1/2 absolute top-1/2 left-3 size-4 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          aria-label={t('orders.list.searchLabel')}
          placeholder={t('orders.list.searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="pl-9"
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="filter-payment">{t('orders.list.paymentStatus')}</Label>
          <Select
            value={filters.financialStatus ?? ANY}
            onValueChange={(value) =>
              onChange({
                ...filters,
                financialStatus: value === ANY ? null : (value as OrderFilters['financialStatus']),
              })
            }
          >
            <SelectTrigger id="filter-payment" className="min-w-40">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>{t('orders.list.any')}</SelectItem>
              {financialStatuses.map((status) => (
                <SelectItem key={status} value={status}>
                  {t(`orders.financialStatus.${status}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="filter-fulfillment">{t('orders.list.fulfillmentStatus')}</Label>
          <Select
            value={filters.fulfillmentStatus ?? ANY}
            onValueChange={(value) =>
              onChange({
                ...filters,
                fulfillmentStatus: value === ANY ? null : (value as OrderFilters['fulfillmentStatus']),
              })
            }
          >
            <SelectTrigger id="filter-fulfillment" className="min-w-40">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>{t('orders.list.any')}</SelectItem>
              {fulfillmentStatuses.map((status) => (
                <SelectItem key={status} value={status}>
                  {t(`orders.fulfillmentStatus.${status}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="filter-from">{t('orders.list.from')}</Label>
          <DatePicker
            id="filter-from"
            className="w-40"
            value={dateOfDay(filters.createdFrom)}
            onChange={(date) => onChange({ ...filters, createdFrom: dayOf(date) })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="filter-to">{t('orders.list.to')}</Label>
          <DatePicker
            id="filter-to"
            className="w-40"
            value={dateOfDay(filters.createdTo)}
            onChange={(date) => onChange({ ...filters, createdTo: dayOf(date) })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="filter-sort">{t('orders.list.sort')}</Label>
          <Select
            value={filters.sort}
            onValueChange={(value) => onChange({ ...filters, sort: value as SortOption })}
          >
            <SelectTrigger id="filter-sort" className="min-w-44">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {sortOptions.map((option) => (
                <SelectItem key={option} value={option}>
                  {t(`orders.list.sorts.${option}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {hasFilters(filters) && (
          <Button
            variant="ghost"
            onClick={() =>
              onChange({
                ...filters,
                text: '',
                financialStatus: null,
                fulfillmentStatus: null,
                createdFrom: null,
                createdTo: null,
              })
            }
          >
            <XIcon aria-hidden />
            {t('orders.list.clearFilters')}
          </Button>
        )}
      </div>
    </search>
  )
}
