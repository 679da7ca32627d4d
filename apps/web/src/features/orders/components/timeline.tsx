import type { DraftTimelineEntry, OrderTimelineEntry } from '@lojista/contracts/sales/timeline'
import { MailIcon } from 'lucide-react'
import { Link } from 'react-router'
import { formatDateTime } from '@/lib/format'
import { useSalesT } from '@/lib/i18n/sales'
import { timelineText } from './timeline-text'

export type TimelineEntry = DraftTimelineEntry | OrderTimelineEntry

/** Events that sent the customer an email link to that email in the store's outbox. */
const emailEvents = new Set<TimelineEntry['type']>(['invoice_sent', 'quote_sent', 'recovery_sent'])

interface TimelineProps {
  events: TimelineEntry[]
  /** Where the emails went, to find them among the sent emails. */
  email?: string
}

/** What happened, newest first, with who did it and when. */
export function Timeline({ events, email }: TimelineProps) {
  const t = useSalesT()
  const sorted = [...events].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  if (sorted.length === 0)
    return <p className="text-muted-foreground text-sm">{t('orders.timeline.empty')}</p>
  return (
    <ol className="relative grid gap-4 border-l pl-4">
      {sorted.map((event) => (
        <li key={event.id} className="relative grid gap-0.5 text-sm">
          <span
            className="-left-[1.3rem] absolute top-1.5 size-2 rounded-full bg-foreground/60"
            aria-hidden
          />
          <p>{timelineText(event, t)}</p>
          <p className="text-muted-foreground text-xs">
            <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
            {' · '}
            {event.author
              ? t('orders.timeline.by', { author: event.author })
              : t('orders.timeline.byCustomer')}
          </p>
          {emailEvents.has(event.type) && (
            <Link
              to={`/settings/notifications/sent-emails${email ? `?q=${encodeURIComponent(email)}` : ''}`}
              className="flex w-fit items-center gap-1 text-xs underline-offset-4 hover:underline"
            >
              <MailIcon className="size-3" aria-hidden />
              {t('orders.timeline.viewEmail')}
            </Link>
          )}
        </li>
      ))}
    </ol>
  )
}
