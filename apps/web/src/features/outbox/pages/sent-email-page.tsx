import { useQuery } from '@tanstack/react-query'
import { ArrowLeftIcon } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { PageFrame } from '@/components/layout/page-frame'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { mainLoad } from '@/lib/api/page-load'
import { formatDateTime } from '@/lib/format'
import { useSalesT } from '@/lib/i18n/sales'
import { useQueryKeys } from '@/lib/query-keys'
import { getEmail } from '../api/outbox-api'
import { HtmlPreview, LinkifiedText } from '../components/email-body'
import { EmailStatusBadge } from '../components/email-status-badge'

/** One email as the customer received it, in its HTML and plain-text forms. */
export function SentEmailPage() {
  const t = useSalesT()
  const keys = useQueryKeys()
  const id = useParams().id ?? ''
  const query = useQuery({
    ...mainLoad,
    queryKey: keys.outbox.detail(id),
    queryFn: ({ signal }) => getEmail(id, signal),
  })
  const email = query.data
  const back = (
    <Button variant="ghost" size="sm" asChild className="w-fit">
      <Link to="/settings/notifications/sent-emails">
        <ArrowLeftIcon aria-hidden />
        {t('outbox.back')}
      </Link>
    </Button>
  )
  if (query.isPending) {
    return (
      <PageFrame className="max-w-4xl">
        <Skeleton className="h-96" />
      </PageFrame>
    )
  }
  if (!email) {
    return (
      <PageFrame className="max-w-4xl">
        {back}
        <Alert variant="destructive">{t('outbox.notFound')}</Alert>
      </PageFrame>
    )
  }
  return (
    <PageFrame className="max-w-4xl" title={email.subject}>
      {back}
      <dl className="grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('outbox.columns.to')}</dt>
        <dd className="break-all">{email.to}</dd>
        <dt className="text-muted-foreground">{t('outbox.columns.status')}</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <EmailStatusBadge status={email.status} />
          {email.status === 'held' && <span className="text-muted-foreground">{t('outbox.heldHint')}</span>}
          {email.lastError && <span className="text-destructive">{email.lastError}</span>}
        </dd>
        <dt className="text-muted-foreground">{t('outbox.columns.date')}</dt>
        <dd>{formatDateTime(email.sentAt ?? email.createdAt)}</dd>
      </dl>
      <p className="text-muted-foreground text-sm">{t('outbox.linksRemoved')}</p>
      <Tabs defaultValue={email.html ? 'html' : 'text'}>
        <TabsList>
          {email.html && <TabsTrigger value="html">{t('outbox.html')}</TabsTrigger>}
          <TabsTrigger value="text">{t('outbox.text')}</TabsTrigger>
        </TabsList>
        {email.html && (
          <TabsContent value="html">
            <HtmlPreview html={email.html} title={t('outbox.htmlTitle', { subject: email.subject })} />
          </TabsContent>
        )}
        <TabsContent value="text" className="rounded-md border p-4">
          <LinkifiedText text={email.text} />
        </TabsContent>
      </Tabs>
    </PageFrame>
  )
}
