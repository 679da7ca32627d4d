import { FileWarningIcon, PackageCheckIcon } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router'
import { EmptyState, PageFrame } from '@/components/layout/page-frame'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { isServerFailure } from '@/lib/api/page-load'
import { idOrNew } from '@/lib/route-titles'
import { OrderForm } from '../components/order-form'
import { SyncStatus } from '../components/sync-status'
import { useEditorT } from '../i18n/editor-i18n'
import { dismissSyncFailure } from '../model/draft-notices'
import { useOrderEditor } from '../model/order-editor-context'
import { OrderEditorProvider } from '../model/order-editor-provider'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The draft this page edits. 'new' gets a fresh id once per visit; when the first save swaps 'new' for
 * that id in the URL the page keeps its editor rather than starting over.
 */
function useDraftId(param: string): string {
  const current = useRef<{ param: string; id: string } | null>(null)
  const previous = current.current
  if (!previous || (param === 'new' ? previous.param !== 'new' : param !== previous.id)) {
    current.current = { param, id: param === 'new' ? crypto.randomUUID() : param }
  } else {
    previous.param = param
  }
  return (current.current as { id: string }).id
}

function LoadFailed() {
  const t = useEditorT()
  return (
    <PageFrame>
      <EmptyState
        icon={FileWarningIcon}
        title={t('page.loadFailedTitle')}
        action={
          <Button asChild variant="outline">
            <Link to="/orders/drafts">{t('page.backToDrafts')}</Link>
          </Button>
        }
      >
        {t('page.loadFailedBody')}
      </EmptyState>
    </PageFrame>
  )
}

/** A draft that became an order is shown as it was, with the way to the order it became. */
function CompletedBanner({ order }: { order: { id: string; name: string } | null }) {
  const t = useEditorT()
  return (
    <Alert className="mb-4 flex flex-wrap items-center justify-between gap-3" role="status">
      <span className="flex items-center gap-2">
        <PackageCheckIcon className="size-4 shrink-0" aria-hidden />
        {t('page.completed', { name: order?.name ?? '' })}
      </span>
      {order && (
        <Button asChild size="sm">
          <Link to={`/orders/${order.id}`}>{t('page.viewOrder', { name: order.name })}</Link>
        </Button>
      )}
    </Alert>
  )
}

function DraftEditor({ customerId }: { customerId: string | null }) {
  const t = useEditorT()
  const navigate = useNavigate()
  const param = idOrNew(useParams().id)
  const { id, snapshot, flags, doc, actions } = useOrderEditor()
  const preselected = useRef(false)

  // A customer id given up front is fetched once the (new) order is ready.
  useEffect(() => {
    if (preselected.current || !customerId || snapshot.loadState !== 'ready' || doc.customer) return
    preselected.current = true
    if (UUID.test(customerId)) void actions.setCustomer(customerId, { untilEdited: true })
  }, [customerId, snapshot.loadState, doc.customer, actions])

  // After the first save the address names the draft, so a reload or a shared link finds it.
  useEffect(() => {
    if (param === 'new' && !snapshot.isNew) navigate(`/orders/drafts/${id}`, { replace: true })
  }, [param, snapshot.isNew, id, navigate])

  // A save refused because the draft became an order meanwhile offered a Retry that cannot succeed.
  useEffect(() => {
    if (flags.isReadOnly) dismissSyncFailure()
  }, [flags.isReadOnly])

  if (flags.isError) {
    // The server failed rather than refused: the route's error page shows the server-error screen.
    if (isServerFailure(snapshot.loadError)) throw snapshot.loadError
    return <LoadFailed />
  }
  const order = snapshot.order
  return (
    <PageFrame
      description={
        order ? (
          <span className="flex items-center gap-2">
            <span className="font-medium text-foreground" data-testid="draft-name">
              {order.name}
            </span>
            <Badge variant="outline">{t(`page.status_${order.status}`)}</Badge>
          </span>
        ) : undefined
      }
      actions={<SyncStatus />}
      className="max-w-7xl"
    >
      {flags.isReadOnly && <CompletedBanner order={order?.order ?? null} />}
      <OrderForm />
    </PageFrame>
  )
}

/** /orders/drafts/{id}, id new by default, optional customer-id. */
export function DraftOrderPage() {
  const param = idOrNew(useParams().id)
  const customerId = useSearchParams()[0].get('customer-id')
  const draftId = useDraftId(param)
  if (param !== 'new' && !UUID.test(param)) return <LoadFailed />
  return (
    <OrderEditorProvider key={draftId} draftId={draftId} isNew={param === 'new'}>
      <DraftEditor customerId={customerId} />
    </OrderEditorProvider>
  )
}
