import type { Location } from '@lojista/contracts/catalog/inventory'
import {
  type LocalDelivery,
  localDeliverySchema,
  type Pickup,
  pickupSchema,
} from '@lojista/contracts/shipping/shipping'
import {
  type LocalDeliveryFormOutput,
  localDeliveryFormToRequest,
  localDeliveryFormValues,
  type PickupFormOutput,
  pickupFormValues,
} from '@lojista/contracts/shipping/shipping-forms'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Trash2Icon } from 'lucide-react'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import { PageFrame } from '@/components/layout/page-frame'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api/api-error'
import { mainLoad } from '@/lib/api/page-load'
import { staleRecord } from '@/lib/api/stale-record'
import { useQueryKeys } from '@/lib/query-keys'
import { idOrNew } from '@/lib/route-titles'
import {
  activeLocations,
  deleteLocalDelivery,
  deletePickup,
  getLocalDelivery,
  getPickup,
  saveLocalDelivery,
  savePickup,
} from '../api/shipping-api'
import { LocalDeliveryForm } from '../components/local-delivery-form'
import { PickupForm } from '../components/pickup-form'
import { describeShippingError, useShippingT } from '../i18n/shipping-i18n'
import { BackLink, SHIPPING, UUID } from './back-link'

type Kind = 'localDelivery' | 'pickup'
type RecordOf<K extends Kind> = K extends 'localDelivery' ? LocalDelivery : Pickup

const api = {
  localDelivery: {
    path: 'local-delivery',
    get: getLocalDelivery,
    save: saveLocalDelivery,
    remove: deleteLocalDelivery,
    schema: localDeliverySchema,
  },
  pickup: {
    path: 'pick-in-store',
    get: getPickup,
    save: savePickup,
    remove: deletePickup,
    schema: pickupSchema,
  },
} as const

/** Settings → Shipping and delivery → local delivery from one location (`new` sets one up). */
export function LocalDeliveryPage() {
  return <LocationSettingPage kind="localDelivery" />
}

/** Settings → Shipping and delivery → pickup at one location (`new` sets one up). */
export function PickInStorePage() {
  return <LocationSettingPage kind="pickup" />
}

function LocationSettingPage({ kind }: { kind: Kind }) {
  const id = idOrNew(useParams().id)
  if (id === 'new') return <NewSetting kind={kind} />
  return UUID.test(id) ? <SavedSetting kind={kind} id={id} /> : <Missing message={null} />
}

function Missing({ message }: { message: string | null }) {
  const t = useShippingT()
  return (
    <PageFrame className="max-w-2xl">
      <BackLink />
      <Alert variant="destructive">{message ?? t('page.notFound')}</Alert>
    </PageFrame>
  )
}

function Loading() {
  return (
    <PageFrame className="max-w-2xl">
      <Skeleton className="h-96" />
    </PageFrame>
  )
}

/** The request a form's values become: a pickup's form holds the request's fields as they are. */
function requestOf(kind: Kind, values: LocalDeliveryFormOutput | PickupFormOutput) {
  return kind === 'localDelivery' ? localDeliveryFormToRequest(values as LocalDeliveryFormOutput) : values
}

function SettingForm<K extends Kind>(props: {
  kind: K
  record: RecordOf<K> | null
  locations: Location[] | null
  locationId?: string
  onSubmit: (values: LocalDeliveryFormOutput | PickupFormOutput) => Promise<unknown>
  actions?: React.ReactNode
}) {
  const { kind, record, locations, locationId, onSubmit, actions } = props
  const isNew = record === null
  return kind === 'localDelivery' ? (
    <LocalDeliveryForm
      key={record?.version}
      isNew={isNew}
      locations={locations}
      defaultValues={localDeliveryFormValues(record as LocalDelivery | null, locationId)}
      onSubmit={onSubmit}
      actions={actions}
    />
  ) : (
    <PickupForm
      key={record?.version}
      isNew={isNew}
      locations={locations}
      defaultValues={pickupFormValues(record as Pickup | null, locationId)}
      onSubmit={onSubmit}
      actions={actions}
    />
  )
}

function NewSetting({ kind }: { kind: Kind }) {
  const t = useShippingT()
  const keys = useQueryKeys()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const places = useQuery({
    ...mainLoad,
    queryKey: keys.shipping.locations,
    queryFn: ({ signal }) => activeLocations(signal),
  })
  if (places.isPending) return <Loading />
  if (!places.data) return <Missing message={describeShippingError(places.error) || t('page.loadFailed')} />
  const asked = search.get('location') ?? ''
  const locationId = places.data.some((place) => place.id === asked) ? asked : (places.data[0]?.id ?? '')
  const save = async (values: LocalDeliveryFormOutput | PickupFormOutput) => {
    const record = await api[kind].save(null, requestOf(kind, values))
    void queryClient.invalidateQueries({ queryKey: keys.shipping.settings })
    toast.success(t('page.created'))
    navigate(`${SHIPPING}/${api[kind].path}/${record.id}`, { replace: true })
  }
  return (
    <PageFrame
      className="max-w-2xl"
      description={kind === 'localDelivery' ? t('overview.localDeliveryHint') : t('overview.pickupHint')}
    >
      <BackLink />
      <SettingForm
        kind={kind}
        record={null}
        locations={places.data}
        locationId={locationId}
        onSubmit={save}
      />
    </PageFrame>
  )
}

function SavedSetting({ kind, id }: { kind: Kind; id: string }) {
  const t = useShippingT()
  const keys = useQueryKeys()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const key = kind === 'localDelivery' ? keys.shipping.localDelivery(id) : keys.shipping.pickup(id)
  const query = useQuery<LocalDelivery | Pickup>({
    ...mainLoad,
    queryKey: key,
    queryFn: ({ signal }) => api[kind].get(id, signal),
  })
  const record = query.data
  if (query.isPending) return <Loading />
  if (!record) {
    const missing = query.error instanceof ApiError && query.error.status === 404
    return <Missing message={missing ? null : describeShippingError(query.error) || t('page.loadFailed')} />
  }
  const save = async (values: LocalDeliveryFormOutput | PickupFormOutput) => {
    const { locationId: _, ...request } = requestOf(kind, values)
    try {
      const next = await api[kind].save(id, { ...request, version: record.version })
      queryClient.setQueryData(key, next)
      void queryClient.invalidateQueries({ queryKey: keys.shipping.settings })
      toast.success(t('page.saved'))
    } catch (error) {
      const current = staleRecord(error, api[kind].schema)
      if (!current) throw error
      queryClient.setQueryData(key, current)
      toast.error(t('page.stale'))
    }
  }
  const remove = async () => {
    try {
      await api[kind].remove(id)
      queryClient.removeQueries({ queryKey: key })
      void queryClient.invalidateQueries({ queryKey: keys.shipping.settings })
      toast.success(t('page.deleted'))
      navigate(SHIPPING)
    } catch (error) {
      toast.error(describeShippingError(error))
    }
  }
  const title =
    kind === 'localDelivery'
      ? t('localDelivery.title', { location: record.location.name })
      : t('pickup.title', { location: record.location.name })
  return (
    <PageFrame className="max-w-2xl" title={title}>
      <BackLink />
      <SettingForm
        kind={kind}
        record={record}
        locations={null}
        onSubmit={save}
        actions={
          <Button type="button" variant="ghost" className="text-destructive" onClick={() => void remove()}>
            <Trash2Icon aria-hidden />
            {t('page.delete')}
          </Button>
        }
      />
    </PageFrame>
  )
}
