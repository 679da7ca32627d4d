import type { Party } from '@lojista/contracts/party/party'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ArchiveIcon, ArchiveRestoreIcon, UserRoundXIcon } from 'lucide-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { useCustomersT } from '@/components/customers/i18n/customers-i18n'
import {
  EraseCustomerButton,
  ExportCustomerDataButton,
} from '@/components/customers/privacy/customer-privacy-actions'
import { useCustomerPrivacyT } from '@/components/customers/privacy/privacy-i18n'
import { EmptyState, PageFrame } from '@/components/layout/page-frame'
import { PageLoader } from '@/components/layout/page-loader'
import { customerLabel } from '@/components/pickers/customer-picker'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api/api-error'
import { mainLoad } from '@/lib/api/page-load'
import { getParty, setPartyArchived, updateParty } from '@/lib/api/party-api'
import { formatDate } from '@/lib/format'
import { invalidateAll, useQueryKeys } from '@/lib/query-keys'
import { CustomerEditor } from '../components/detail/customer-editor'
import { useReferenceNames } from '../hooks/use-reference-names'
import { namesInValues, partyToEditValues } from '../model/customer-edit-form'

/** A customer's handle in the address is their id. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** `/customers/{handle}`: every stored field of one customer, editable; archive and restore. */
export function CustomerPage() {
  const { handle = '' } = useParams()
  if (!UUID.test(handle)) return <CustomerNotFound />
  return <CustomerDetail id={handle.toLowerCase()} />
}

function CustomerNotFound() {
  const t = useCustomersT()
  return (
    <PageFrame>
      <EmptyState
        icon={UserRoundXIcon}
        title={t('detail.notFoundTitle')}
        action={
          <Button variant="outline" asChild>
            <Link to="/customers">{t('detail.backToList')}</Link>
          </Button>
        }
      >
        {t('detail.notFoundBody')}
      </EmptyState>
    </PageFrame>
  )
}

function CustomerDetail({ id }: { id: string }) {
  const t = useCustomersT()
  const privacyT = useCustomerPrivacyT()
  const { t: tCommon } = useTranslation()
  const queryClient = useQueryClient()
  const keys = useQueryKeys()
  const known = useRef(new Map<string, string>())
  const [archiving, setArchiving] = useState(false)
  const customer = useQuery({
    ...mainLoad,
    queryKey: keys.customers.detail(id),
    queryFn: ({ signal }) => getParty(id, signal),
  })
  const party = customer.data
  const { names } = useReferenceNames(party, known.current)

  if (customer.isError && customer.error instanceof ApiError && customer.error.status === 404)
    return <CustomerNotFound />
  if (customer.isError)
    return (
      <PageFrame>
        <Alert variant="destructive" className="flex items-center justify-between gap-2">
          {t('detail.loadFailed')}
          <Button size="sm" variant="outline" onClick={() => void customer.refetch()}>
            {tCommon('common.tryAgain')}
          </Button>
        </Alert>
      </PageFrame>
    )
  if (!party || !names) return <PageLoader />

  const stored = (saved: Party) => {
    queryClient.setQueryData(keys.customers.detail(id), saved)
    void queryClient.invalidateQueries({ queryKey: keys.customers.lists })
  }

  const toggleArchived = async () => {
    setArchiving(true)
    try {
      const archive = party.status === 'active'
      stored(await setPartyArchived(party.id, archive))
      toast.success(t(archive ? 'detail.archived' : 'detail.unarchived'))
    } catch {
      toast.error(t('detail.saveFailed'))
    } finally {
      setArchiving(false)
    }
  }

  const erased = party.erasedAt !== null
  const reloadAfterErasure = () => {
    void customer.refetch()
    void invalidateAll(queryClient, keys.affectedBy.customerErasure)
  }

  return (
    <PageFrame
      title={erased ? privacyT('erasedCustomer') : customerLabel(party) || t('list.unnamed')}
      description={
        <span className="flex flex-wrap items-center gap-x-2">
          {party.status === 'archived' && <Badge variant="secondary">{t('list.archivedBadge')}</Badge>}
          <span>{t('detail.sinceDate', { date: formatDate(party.createdAt) })}</span>
          <span aria-hidden>·</span>
          <span>{t('detail.updatedDate', { date: formatDate(party.updatedAt) })}</span>
          <span aria-hidden>·</span>
          <span>{t('detail.version', { version: party.version })}</span>
        </span>
      }
      actions={
        <>
          <ExportCustomerDataButton customerId={party.id} />
          {!erased && (
            <>
              <EraseCustomerButton
                customerId={party.id}
                name={customerLabel(party) || t('list.unnamed')}
                onErased={reloadAfterErasure}
              />
              <Button variant="outline" disabled={archiving} onClick={() => void toggleArchived()}>
                {party.status === 'active' ? <ArchiveIcon aria-hidden /> : <ArchiveRestoreIcon aria-hidden />}
                {party.status === 'active' ? t('detail.archive') : t('detail.unarchive')}
              </Button>
            </>
          )}
        </>
      }
    >
      {erased ? (
        // An erased customer holds nothing to edit: the stub only keeps their orders together.
        <Alert>{privacyT('erasedNotice', { date: formatDate(party.erasedAt as string) })}</Alert>
      ) : (
        <>
          {party.status === 'archived' && <Alert>{t('detail.archivedNotice')}</Alert>}
          <CustomerEditor
            // A new version (saved here, reloaded, archived) starts the form over from what is stored.
            key={`${party.id}:${party.version}`}
            party={party}
            initialValues={partyToEditValues(party, names)}
            save={(body) => updateParty(party.id, body)}
            onSaved={(saved, values) => {
              for (const [key, name] of namesInValues(values)) known.current.set(key, name)
              stored(saved)
              toast.success(t('detail.saved'))
            }}
            onReload={() => void customer.refetch()}
          />
        </>
      )}
    </PageFrame>
  )
}
