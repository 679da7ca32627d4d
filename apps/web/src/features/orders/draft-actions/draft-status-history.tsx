import { useQuery } from '@tanstack/react-query'
import { MailIcon } from 'lucide-react'
import { Link } from 'react-router'
import { formatDateTime } from '@/lib/format'
import { useSalesT } from '@/lib/i18n/sales'
import { useQueryKeys } from '@/lib/query-keys'
import { getDraftHistory } from '../api/checkouts-api'
import { timelineText } from '../components/timeline-text'

/** Only what the customer was sent: the rest of the history (created, edited) is the editor's own business. */
const SENT = new Set(['invoice_sent', 'quote_sent', 'recovery_sent'])

/**
 * Invoices and quotes sent for the draft, newest first, so staff see at a glance that the customer has a
 * link, and can open the email that carried it.
 */
export function DraftStatusHistory({ draftId }: { draftId: string }) {
  const t = useSalesT()
  const keys = useQueryKeys()
  const history = useQuery({
    queryKey: keys.orders.draftHistory(draftId),
    queryFn: ({ signal }) => getDraftHistory(draftId, signal),
    // A draft not saved yet has no history; its 404 is not worth showing.
    retry: false,
  })
  const sent = (history.data ?? []).filter((event) => SENT.has(event.type))
  if (sent.length === 0) return null
  return (
    <section
      aria-label={t('draftActions.historyLabel')}
      className="grid gap-1 rounded-md border bg-muted/40 p-3"
    >
      <ul className="grid gap-1 text-sm" data-testid="draft-status-history">
        {sent.map((event) => (
          <li key={event.id} className="flex flex-wrap items-center gap-x-2">
            <MailIcon className="size-3.5 text-muted-foreground" aria-hidden />
            <span>{timelineText(event, t)}</span>
            <span className="text-muted-foreground text-xs">
              {formatDateTime(event.createdAt)}
              {event.author ? ` · ${event.author}` : ''}
            </span>
          </li>
        ))}
      </ul>
      <Link
        to="/settings/notifications/sent-emails"
        className="w-fit text-xs underline-offset-4 hover:underline"
      >
        {t('draftActions.viewSentEmails')}
      </Link>
    </section>
  )
}
