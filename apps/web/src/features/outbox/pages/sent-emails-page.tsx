import type { OutboxEmail } from '@lojista/contracts/sales/outbox'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ChevronLeftIcon, ChevronRightIcon, MailIcon, SearchIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link, useNavigation } from 'react-router'
import { EmptyState, PageFrame } from '@/components/layout/page-frame'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { SEARCH_DEBOUNCE_MS } from '@/hooks/use-debounced-value'
import { useListSearchParams } from '@/hooks/use-list-search-params'
import { formatDateTime } from '@/lib/format'
import { useSalesTranslation } from '@/lib/i18n/sales'
import { outboxKeys, searchEmails } from '../api/outbox-api'
import { EmailStatusBadge } from '../components/email-status-badge'

const PAGE_SIZE = 25
const statuses: OutboxEmail['status'][] = ['queued', 'sent', 'failed', 'held']
const ANY = 'any'

/** Settings → Notifications → Sent emails: what the store sent its customers, newest first. */
export function SentEmailsPage() {
  const { t } = useSalesTranslation()
  const [params, setParams] = useListSearchParams()
  const text = params.get('q') ?? ''
  const status = statuses.find((value) => value === params.get('status')) ?? null
  const after = params.get('after') ?? undefined
  const before = params.get('before') ?? undefined
  const [typed, setTyped] = useState(text)

  // While an email is opening, a late search must not pull the user back to the list.
  const idle = useNavigation().state === 'idle'
  useEffect(() => setTyped(text), [text])
  useEffect(() => {
    if (typed === text || !idle) return
    const timer = window.setTimeout(() => {
      const next = new URLSearchParams()
      if (typed.trim()) next.set('q', typed)
      if (status) next.set('status', status)
      setParams(next, { replace: true })
    }, SEARCH_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [typed, text, status, setParams, idle])

  // A colon typed in the search would be read as a filter of its own.
  const queryText = [text.replace(/:/g, ' ').trim(), status && `status:${status}`].filter(Boolean).join(' ')
  const request = before
    ? { query: queryText, last: PAGE_SIZE, before }
    : { query: queryText, first: PAGE_SIZE, ...(after ? { after } : {}) }
  const query = useQuery({
    queryKey: outboxKeys.list(request),
    queryFn: ({ signal }) => searchEmails(request, signal),
    placeholderData: keepPreviousData,
  })
  const emails = query.data?.edges.map((edge) => edge.node) ?? []
  const pageInfo = query.data?.pageInfo

  const go = (page: { after?: string; before?: string }) => {
    const next = new URLSearchParams()
    if (text) next.set('q', text)
    if (status) next.set('status', status)
    if (page.after) next.set('after', page.after)
    if (page.before) next.set('before', page.before)
    setParams(next)
  }

  return (
    <PageFrame className="max-w-4xl" description={t('outbox.description')}>
      <div className="flex flex-wrap items-end gap-3">
        <div className="relative min-w-56 flex-1">
          <SearchIcon
            className="-translate-y-1/2 absolute top-1/2 left-3 size-4 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            aria-label={t('outbox.searchLabel')}
            placeholder={t('outbox.searchPlaceholder')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className="pl-9"
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="outbox-status">{t('outbox.statusLabel')}</Label>
          <Select
            value={status ?? ANY}
            onValueChange={(value) => {
              const next = new URLSearchParams()
              if (text) next.set('q', text)
              if (value !== ANY) next.set('status', value)
              setParams(next)
            }}
          >
            <SelectTrigger id="outbox-status" className="min-w-36">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>{t('outbox.anyStatus')}</SelectItem>
              {statuses.map((value) => (
                <SelectItem key={value} value={value}>
                  {t(`outbox.status.${value}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {query.isError && <Alert variant="destructive">{t('outbox.loadFailed')}</Alert>}
      {query.isPending ? (
        <Skeleton className="h-40" />
      ) : emails.length === 0 && !query.isError ? (
        <EmptyState icon={MailIcon} title={t('outbox.emptyTitle')}>
          {t('outbox.emptyBody')}
        </EmptyState>
      ) : (
        <div className="grid gap-3">
          <div className="rounded-xl border">
            <Table>
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
                  <TableRow key={email.id}>
                    <TableCell className="font-medium">
                      <Link
                        to={`/settings/notifications/sent-emails/${email.id}`}
                        className="underline-offset-4 hover:underline"
                      >
                        {email.subject}
                      </Link>
                    </TableCell>
                    <TableCell className="break-all">{email.to}</TableCell>
                    <TableCell>
                      <EmailStatusBadge status={email.status} />
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      {formatDateTime(email.sentAt ?? email.createdAt)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <nav aria-label={t('outbox.pagination')} className="flex items-center justify-between gap-3">
            <p className="text-muted-foreground text-sm">
              {t('outbox.total', { count: pageInfo?.total ?? 0 })}
            </p>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={!pageInfo?.hasPreviousPage || !pageInfo.startCursor}
                onClick={() => pageInfo?.startCursor && go({ before: pageInfo.startCursor })}
              >
                <ChevronLeftIcon aria-hidden />
                {t('outbox.previous')}
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={!pageInfo?.hasNextPage || !pageInfo.endCursor}
                onClick={() => pageInfo?.endCursor && go({ after: pageInfo.endCursor })}
              >
                {t('outbox.next')}
                <ChevronRightIcon aria-hidden />
              </Button>
            </div>
          </nav>
        </div>
      )}
    </PageFrame>
  )
}
