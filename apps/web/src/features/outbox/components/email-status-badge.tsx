import type { OutboxEmail } from '@lojista/contracts/sales/outbox'
import { Badge } from '@/components/ui/badge'
import { useSalesT } from '@/lib/i18n/sales'
import { cn } from '@/lib/utils'

const tones: Record<OutboxEmail['status'], string> = {
  queued: 'border-sky-300 bg-sky-50 text-sky-900',
  sent: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  failed: 'border-red-300 bg-red-50 text-red-900',
  held: 'border-amber-300 bg-amber-50 text-amber-900',
  cancelled: 'border-zinc-300 bg-zinc-50 text-zinc-700',
}

export function EmailStatusBadge({ status }: { status: OutboxEmail['status'] }) {
  const t = useSalesT()
  return (
    <Badge variant="outline" className={cn(tones[status])}>
      {t(`outbox.status.${status}`)}
    </Badge>
  )
}
