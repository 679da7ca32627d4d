import { ListSelect } from '@/components/list/list-select'
import { DatePicker } from '@/components/ui/date-picker'
import { Label } from '@/components/ui/label'
import type { ListState } from '@/hooks/use-list-state'
import { useSalesT } from '@/lib/i18n/sales'
import { dateOfDay, dayOf, financialStatuses, fulfillmentStatuses, type OrderFilters } from './order-filters'

/** Payment and fulfilment status and a date range, beside the orders search. */
export function OrderFilterBar({ list }: { list: ListState<OrderFilters> }) {
  const t = useSalesT()
  const { params } = list
  return (
    <>
      <ListSelect
        label={t('orders.list.paymentStatus')}
        showLabel
        value={params.payment}
        anyLabel={t('orders.list.any')}
        options={financialStatuses.map((value) => ({ value, label: t(`orders.financialStatus.${value}`) }))}
        onChange={(payment) => list.set({ payment })}
      />
      <ListSelect
        label={t('orders.list.fulfillmentStatus')}
        showLabel
        value={params.fulfillment}
        anyLabel={t('orders.list.any')}
        options={fulfillmentStatuses.map((value) => ({
          value,
          label: t(`orders.fulfillmentStatus.${value}`),
        }))}
        onChange={(fulfillment) => list.set({ fulfillment })}
      />
      {(['from', 'to'] as const).map((bound) => (
        <div key={bound} className="grid gap-1.5">
          <Label htmlFor={`filter-${bound}`}>{t(`orders.list.${bound}`)}</Label>
          <DatePicker
            id={`filter-${bound}`}
            className="w-40"
            value={dateOfDay(params[bound])}
            onChange={(date) => list.set({ [bound]: dayOf(date) })}
          />
        </div>
      ))}
    </>
  )
}
