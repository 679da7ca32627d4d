import { MailIcon } from 'lucide-react'
import { EmptyState, PageFrame } from '@/components/layout/page-frame'
import { ListSelect } from '@/components/list/list-select'
import { ListRow, RowLink } from '@/components/list/list-table'
import { ListView } from '@/components/list/list-view'
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { useListQuery } from '@/hooks/use-list-query'
import { useListState } from '@/hooks/use-list-state'
import { formatDateTime } from '@/lib/format'
import { useSalesT } from '@/lib/i18n/sales'
import { directionOf, listParam, listSchema, pageRequest } from '@/lib/list-params'
import { useQueryKeys } from '@/lib/query-keys'
import { searchEmails } from '../api/outbox-api'
import { EmailStatusBadge } from '../components/email-status-badge'

// The smallest complete list page: start a new one from this file (apps/web/README.md, "List pages").

const PAGE_SIZE = 25
const statuses = ['queued', 'sent', 'failed', 'held', 'cancelled'] as const

/** What the address may hold for this list; anything else in it falls back to these defaults. */
const emailListParams = listSchema({
  q: listParam.text(),
  status: listParam.oneOf(statuses),
  sort: listParam.newestFirst(),
})

/** Settings → Notifications → Sent emails: what the store sent its customers, newest first. */
export function SentEmailsPage() {
  const t = useSalesT()
  const keys = useQueryKeys()
  const list = useListState(emailListParams)
  const { params, page } = list
  const request = {
    // A colon typed in the search would be read as a filter of its own.
    query: [params.q.replace(/:/g, ' ').trim(), params.status && `status:${params.status}`]
      .filter(Boolean)
      .join(' '),
    orderBy: { field: 'createdAt', direction: directionOf(params.sort) } as const,
    ...pageRequest(page, PAGE_SIZE),
  }
  const query = useListQuery(keys.outbox.list(request), (signal) => searchEmails(request, signal))
  const emails = query.data?.edges.map((edge) => edge.node) ?? []

  return (
    <PageFrame className="max-w-4xl" description={t('outbox.description')}>
      <ListView
        name="sent-emails"
        list={list}
        query={query}
        rows={emails.length}
        search={{ label: t('outbox.searchLabel'), placeholder: t('outbox.searchPlaceholder') }}
        filters={
          <ListSelect
            label={t('outbox.statusLabel')}
            showLabel
            value={params.status}
            anyLabel={t('outbox.anyStatus')}
            options={statuses.map((value) => ({ value, label: t(`outbox.status.${value}`) }))}
            onChange={(status) => list.set({ status })}
          />
        }
        sort="time"
        labels
        loadFailed={t('outbox.loadFailed')}
        noMatch={{ title: t('outbox.noMatchTitle'), body: t('outbox.noMatchBody') }}
        empty={
          <EmptyState icon={MailIcon} title={t('outbox.emptyTitle')}>
            {t('outbox.emptyBody')}
          </EmptyState>
        }
        pageSize={PAGE_SIZE}
      >
        <TableHeader>
          <TableRow>
            <TableHead>{t('outbox.columns.subject')}</TableHead>
            <TableHead>{t('outbox.columns.to')}</TableHead>
            <TableHead>{t('outbox.columns.status')}</TableHead>
            <TableHead>{t('outbox.columns.date')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {emails.map((email) => (
            <ListRow key={email.id} to={`/settings/notifications/sent-emails/${email.id}`}>
              <TableCell>
                <RowLink>{email.subject}</RowLink>
              </TableCell>
              <TableCell className="break-all">{email.to}</TableCell>
              <TableCell>
                <EmailStatusBadge status={email.status} />
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {formatDateTime(email.sentAt ?? email.createdAt)}
              </TableCell>
            </ListRow>
          ))}
        </TableBody>
      </ListView>
    </PageFrame>
  )
}
