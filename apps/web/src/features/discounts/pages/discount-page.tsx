import { type Discount, discountSchema } from '@lojista/contracts/discounts/index'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeftIcon, CopyIcon, PowerIcon, Trash2Icon } from 'lucide-react'
import { useState } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { PageFrame } from '@/components/layout/page-frame'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api/api-error'
import { mainLoad } from '@/lib/api/page-load'
import { staleRecord } from '@/lib/api/stale-record'
import { useCan } from '@/lib/auth/permissions'
import { formatMoney, formatNumber } from '@/lib/format'
import { invalidateAll, useQueryKeys } from '@/lib/query-keys'
import { idOrNew } from '@/lib/route-titles'
import { getDiscountTimeZone } from '../api/discount-codes-api'
import { createDiscount, deactivateDiscount, getDiscount, updateDiscount } from '../api/discounts-api'
import { DeleteDiscountDialog } from '../components/delete-discount-dialog'
import { DiscountCodesCard } from '../components/discount-codes-card'
import { DiscountForm } from '../components/discount-form'
import { describeDiscountsError, useDiscountsT } from '../i18n/discounts-i18n'
import {
  discountFormToRequest,
  discountFormValues,
  duplicateValues,
  newDiscountValues,
} from '../model/discount-form'

const LIST = '/discounts'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** What "Duplicate" hands the new discount's page: the discount to start from. */
interface DuplicateState {
  duplicateOf?: Discount
}

/** Discounts → one discount (`new` creates one, prefilled when duplicating). */
export function DiscountPage() {
  const id = idOrNew(useParams().id)
  if (id === 'new') return <NewDiscount />
  return UUID.test(id) ? <SavedDiscount id={id} /> : <DiscountMissing message={null} />
}

function BackLink() {
  const t = useDiscountsT()
  return (
    <Button variant="ghost" size="sm" asChild className="w-fit">
      <Link to={LIST}>
        <ArrowLeftIcon aria-hidden />
        {t('editor.back')}
      </Link>
    </Button>
  )
}

function DiscountMissing({ message }: { message: string | null }) {
  const t = useDiscountsT()
  return (
    <PageFrame className="max-w-3xl">
      <BackLink />
      <Alert variant="destructive">{message ?? t('editor.notFound')}</Alert>
    </PageFrame>
  )
}

/** The store's time zone, which the editor's dates are in; the form waits for it. */
function useStoreTimeZone() {
  const keys = useQueryKeys()
  return useQuery({
    ...mainLoad,
    queryKey: keys.discounts.timeZone,
    queryFn: ({ signal }) => getDiscountTimeZone(signal),
    staleTime: 5 * 60 * 1000,
  })
}

function EditorLoading() {
  return (
    <PageFrame className="max-w-3xl">
      <Skeleton className="h-96" />
    </PageFrame>
  )
}

function NewDiscount() {
  const t = useDiscountsT()
  const timeZone = useStoreTimeZone()
  if (timeZone.isPending) return <EditorLoading />
  if (!timeZone.data)
    return <DiscountMissing message={describeDiscountsError(timeZone.error) || t('editor.loadFailed')} />
  return <NewDiscountForm timeZone={timeZone.data} />
}

function NewDiscountForm({ timeZone }: { timeZone: string }) {
  const t = useDiscountsT()
  const keys = useQueryKeys()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const canEdit = useCan('discounts.edit')
  const state = useLocation().state as DuplicateState | null
  const source = state?.duplicateOf
  const defaultValues = source
    ? duplicateValues(source, t('actions.copyOf', { title: source.title }), timeZone)
    : newDiscountValues(timeZone)
  return (
    <PageFrame className="max-w-3xl">
      <BackLink />
      <DiscountForm
        // A duplicate opened from this page starts a fresh form.
        key={source?.id ?? 'new'}
        isNew
        canEdit={canEdit}
        defaultValues={defaultValues}
        timeZone={timeZone}
        onSubmit={async (values) => {
          const discount = await createDiscount(discountFormToRequest(values, timeZone))
          queryClient.setQueryData(keys.discounts.detail(discount.id), discount)
          void invalidateAll(queryClient, [keys.discounts.all], keys.discounts.detail(discount.id))
          toast.success(t('editor.created'))
          navigate(`${LIST}/${discount.id}`, { replace: true })
        }}
      />
    </PageFrame>
  )
}

function SavedDiscount({ id }: { id: string }) {
  const t = useDiscountsT()
  const keys = useQueryKeys()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const canEdit = useCan('discounts.edit')
  const [deleting, setDeleting] = useState(false)
  const [deactivating, setDeactivating] = useState(false)
  const query = useQuery({
    ...mainLoad,
    queryKey: keys.discounts.detail(id),
    queryFn: ({ signal }) => getDiscount(id, signal),
  })
  const discount = query.data
  const timeZone = useStoreTimeZone()

  const saved = (next: Discount) => {
    queryClient.setQueryData(keys.discounts.detail(id), next)
    void invalidateAll(queryClient, [keys.discounts.all], keys.discounts.detail(id))
  }
  const deactivate = async (current: Discount) => {
    setDeactivating(true)
    try {
      saved(await deactivateDiscount(id, current.version))
      setDeleting(false)
      toast.success(t('actions.deactivated'))
    } catch (error) {
      const fresh = staleRecord(error, discountSchema)
      if (fresh) {
        saved(fresh)
        toast.error(t('editor.staleReloaded'))
      } else toast.error(describeDiscountsError(error))
    } finally {
      setDeactivating(false)
    }
  }

  if (query.isPending || timeZone.isPending) return <EditorLoading />
  const storeZone = timeZone.data
  if (!storeZone)
    return <DiscountMissing message={describeDiscountsError(timeZone.error) || t('editor.loadFailed')} />
  if (!discount) {
    const missing = query.error instanceof ApiError && query.error.status === 404
    return (
      <DiscountMissing
        message={missing ? null : describeDiscountsError(query.error) || t('editor.loadFailed')}
      />
    )
  }
  return (
    <PageFrame className="max-w-3xl" title={discount.code ?? discount.title}>
      <BackLink />
      <div className="flex flex-wrap items-center gap-2 text-muted-foreground text-sm">
        <Badge variant="secondary">{t(`status.${discount.status}`)}</Badge>
        {t('editor.usage', {
          count: formatNumber(discount.usageCount),
          amount: formatMoney(discount.amountGiven),
        })}
      </div>
      <DiscountForm
        // Saved here or elsewhere (a reload after a conflict, deactivation), the form starts from it again.
        key={`${discount.version}`}
        isNew={false}
        canEdit={canEdit}
        defaultValues={discountFormValues(discount, storeZone)}
        timeZone={storeZone}
        onSubmit={async (values) => {
          try {
            saved(
              await updateDiscount(id, {
                version: discount.version,
                discount: discountFormToRequest(values, storeZone),
              }),
            )
            toast.success(t('editor.saved'))
          } catch (error) {
            const current = staleRecord(error, discountSchema)
            if (!current) throw error
            saved(current)
            toast.error(t('editor.staleReloaded'))
          }
        }}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              onClick={() =>
                navigate(`${LIST}/new`, { state: { duplicateOf: discount } satisfies DuplicateState })
              }
              disabled={!canEdit}
            >
              <CopyIcon aria-hidden />
              {t('actions.duplicate')}
            </Button>
            {discount.status !== 'inactive' && (
              <Button
                type="button"
                variant="outline"
                disabled={!canEdit || deactivating}
                onClick={() => void deactivate(discount)}
              >
                <PowerIcon aria-hidden />
                {t('actions.deactivate')}
              </Button>
            )}
            <Button
              type="button"
              variant="ghost"
              className="text-destructive"
              disabled={!canEdit}
              onClick={() => setDeleting(true)}
            >
              <Trash2Icon aria-hidden />
              {t('actions.delete')}
            </Button>
          </div>
        }
      />
      {discount.method === 'code' && <DiscountCodesCard discount={discount} />}
      <DeleteDiscountDialog
        discount={discount}
        open={deleting}
        onOpenChange={setDeleting}
        deactivating={deactivating}
        onDeactivate={() => void deactivate(discount)}
        onDeleted={() => {
          queryClient.removeQueries({ queryKey: keys.discounts.detail(id) })
          void invalidateAll(queryClient, [keys.discounts.all])
          toast.success(t('actions.deleted'))
          navigate(LIST)
        }}
      />
    </PageFrame>
  )
}
