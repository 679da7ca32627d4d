import type { Location } from '@lojista/contracts/catalog/inventory'
import {
  type LocationFormOutput,
  locationFormToRequest,
  locationFormValues,
} from '@lojista/contracts/catalog/location-form'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeftIcon, Trash2Icon } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { PageFrame } from '@/components/layout/page-frame'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api/api-error'
import { mainLoad } from '@/lib/api/page-load'
import { findReference } from '@/lib/api/reference-api'
import { countryName } from '@/lib/format/display-names'
import { invalidateAll, useQueryKeys } from '@/lib/query-keys'
import { idOrNew } from '@/lib/route-titles'
import { createLocation, getLocation, updateLocation } from '../api/locations-api'
import { DeleteLocationDialog } from '../components/delete-location-dialog'
import { LocationForm } from '../components/location-form'
import { describeLocationsError, useLocationsT } from '../i18n/locations-i18n'

const LIST = '/settings/locations'

/** A new location starts in the country the API assumes, in use; named in the interface language. */
const newLocation = () => ({
  name: '',
  address1: '',
  city: '',
  postalCode: '',
  country: { id: 'BR', name: countryName('BR') },
  state: null,
  active: true,
  fulfilsOnlineOrders: true,
  offersPickup: false,
})

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Settings → Locations → one location (`new` adds one): its name, address and whether it is in use. */
export function LocationPage() {
  const id = idOrNew(useParams().id)
  if (id === 'new') return <NewLocation />
  // No location has an id of another shape: the server is not asked.
  return UUID.test(id) ? <SavedLocation id={id} /> : <LocationMissing message={null} />
}

/** A location that cannot be shown: none has this id, or it could not be loaded (`message`). */
function LocationMissing({ message }: { message: string | null }) {
  const t = useLocationsT()
  return (
    <PageFrame className="max-w-2xl">
      <BackLink />
      <Alert variant="destructive">{message ?? t('page.notFound')}</Alert>
    </PageFrame>
  )
}

function BackLink() {
  const t = useLocationsT()
  return (
    <Button variant="ghost" size="sm" asChild className="w-fit">
      <Link to={LIST}>
        <ArrowLeftIcon aria-hidden />
        {t('page.back')}
      </Link>
    </Button>
  )
}

function NewLocation() {
  const t = useLocationsT()
  const keys = useQueryKeys()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const save = async (values: LocationFormOutput) => {
    const location = await createLocation(locationFormToRequest(values))
    if (values.state) queryClient.setQueryData(keys.stateName(values.state.id), values.state.name)
    queryClient.setQueryData(keys.locations.detail(location.id), location)
    void invalidateAll(queryClient, keys.affectedBy.locationChange, keys.locations.detail(location.id))
    toast.success(t('page.created'))
    navigate(`${LIST}/${location.id}`, { replace: true })
  }
  return (
    <PageFrame className="max-w-2xl">
      <BackLink />
      <LocationForm isNew defaultValues={newLocation()} onSubmit={save} />
    </PageFrame>
  )
}

/** The name of a saved location's state ('BR-SP' is "São Paulo"), or null when the list has none. */
function useStateName(location: Location | undefined) {
  const keys = useQueryKeys()
  const stateId =
    location?.countryCode && location.provinceCode ? `${location.countryCode}-${location.provinceCode}` : null
  return useQuery({
    queryKey: keys.stateName(stateId ?? ''),
    enabled: location !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async ({ signal }) =>
      stateId ? ((await findReference('state', stateId, signal).catch(() => null))?.name ?? null) : null,
  })
}

function SavedLocation({ id }: { id: string }) {
  const t = useLocationsT()
  const keys = useQueryKeys()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [deleting, setDeleting] = useState(false)
  const query = useQuery({
    ...mainLoad,
    queryKey: keys.locations.detail(id),
    queryFn: ({ signal }) => getLocation(id, signal),
  })
  const location = query.data
  const stateName = useStateName(location)

  const saved = (next: Location) => {
    queryClient.setQueryData(keys.locations.detail(id), next)
    void invalidateAll(queryClient, keys.affectedBy.locationChange, keys.locations.detail(id))
  }
  const save = async (values: LocationFormOutput) => {
    const next = await updateLocation(id, locationFormToRequest(values))
    // The picker named the chosen state: the form starts again from the saved location without asking.
    if (values.state) queryClient.setQueryData(keys.stateName(values.state.id), values.state.name)
    saved(next)
    toast.success(t('page.saved'))
  }

  if (query.isPending || (location && stateName.isPending)) {
    return (
      <PageFrame className="max-w-2xl">
        <Skeleton className="h-96" />
      </PageFrame>
    )
  }
  if (!location) {
    const missing = query.error instanceof ApiError && query.error.status === 404
    return (
      <LocationMissing
        message={missing ? null : describeLocationsError(query.error) || t('page.loadFailed')}
      />
    )
  }
  return (
    <PageFrame className="max-w-2xl" title={location.name}>
      <BackLink />
      <LocationForm
        // A location saved elsewhere (deactivated from the dialog) starts the form again from it.
        key={location.updatedAt}
        isNew={false}
        defaultValues={locationFormValues(location, {
          country: countryName(location.countryCode),
          state: stateName.data ?? null,
        })}
        onSubmit={save}
        actions={
          <Button
            type="button"
            variant="ghost"
            className="text-destructive"
            onClick={() => setDeleting(true)}
          >
            <Trash2Icon aria-hidden />
            {t('remove.open')}
          </Button>
        }
      />
      <DeleteLocationDialog
        location={location}
        open={deleting}
        onOpenChange={setDeleting}
        onDeleted={() => {
          queryClient.removeQueries({ queryKey: keys.locations.detail(id) })
          void invalidateAll(queryClient, keys.affectedBy.locationChange)
          toast.success(t('remove.deleted'))
          navigate(LIST)
        }}
        onDeactivated={(next) => {
          saved(next)
          setDeleting(false)
          toast.success(t('remove.deactivated'))
        }}
      />
    </PageFrame>
  )
}
