import type { FinancialStatus, FulfillmentStatus } from '@lojista/contracts/sales/orders'
import { Badge } from '@/components/ui/badge'
import { useSalesT } from '@/lib/i18n/sales'
import { cn } from '@/lib/utils'

// Amber asks for action (money to collect, items to ship); green and grey are settled.
const financialTone: Record<FinancialStatus, string> = {
  pending: 'border-amber-300 bg-amber-50 text-amber-900',
  partially_paid: 'border-amber-300 bg-amber-50 text-amber-900',
  paid: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  partially_refunded: 'bg-muted text-muted-foreground',
  refunded: 'bg-muted text-muted-foreground',
  voided: 'bg-muted text-muted-foreground',
}

const fulfillmentTone: Record<FulfillmentStatus, string> = {
  unfulfilled: 'border-amber-300 bg-amber-50 text-amber-900',
  partially_fulfilled: 'border-amber-300 bg-amber-50 text-amber-900',
  fulfilled: 'bg-muted text-muted-foreground',
}

export function FinancialStatusBadge({ status }: { status: FinancialStatus }) {
  const t = useSalesT()
  return (
    <Badge variant="outline" className={cn(financialTone[status])}>
      {t(`orders.financialStatus.${status}`)}
    </Badge>
  )
}

export function FulfillmentStatusBadge({ status }: { status: FulfillmentStatus }) {
  const t = useSalesT()
  return (
    <Badge variant="outline" className={cn(fulfillmentTone[status])}>
      {t(`orders.fulfillmentStatus.${status}`)}
    </Badge>
  )
}

export function CancelledBadge() {
  const t = useSalesT()
  return (
    <Badge variant="outline" className="border-red-300 bg-red-50 text-red-900">
      {t('orders.cancelled')}
    </Badge>
  )
}
