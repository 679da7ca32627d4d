import { shippingProfileSchema } from '@lojista/contracts/shipping/shipping'
import {
  newProfileValues,
  type ProfileFormOutput,
  profileFormToRequest,
  profileFormValues,
} from '@lojista/contracts/shipping/shipping-forms'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Trash2Icon } from 'lucide-react'
import { useNavigate, useParams } from 'react-router'
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
import { deleteProfile, getProfile, getShippingSettings, saveProfile } from '../api/shipping-api'
import { ProfileForm } from '../components/profile-form'
import { describeShippingError, useShippingT } from '../i18n/shipping-i18n'
import { BackLink, SHIPPING, UUID } from './back-link'

/** Settings → Shipping and delivery → a profile (`new` makes the general one, or a custom one once it exists). */
export function ProfilePage() {
  const id = idOrNew(useParams().id)
  if (id === 'new') return <NewProfile />
  return UUID.test(id) ? <SavedProfile id={id} /> : <Missing message={null} />
}

function Missing({ message }: { message: string | null }) {
  const t = useShippingT()
  return (
    <PageFrame className="max-w-3xl">
      <BackLink />
      <Alert variant="destructive">{message ?? t('page.notFound')}</Alert>
    </PageFrame>
  )
}

function NewProfile() {
  const t = useShippingT()
  const keys = useQueryKeys()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const settings = useQuery({
    ...mainLoad,
    queryKey: keys.shipping.settings,
    queryFn: ({ signal }) => getShippingSettings(signal),
  })
  if (settings.isPending) return <Loading />
  if (!settings.data)
    return <Missing message={describeShippingError(settings.error) || t('page.loadFailed')} />
  const isGeneral = !settings.data.profiles.some((profile) => profile.isGeneral)
  const save = async (values: ProfileFormOutput) => {
    const profile = await saveProfile(null, profileFormToRequest(values))
    queryClient.setQueryData(keys.shipping.profile(profile.id), profile)
    void queryClient.invalidateQueries({ queryKey: keys.shipping.settings })
    toast.success(t('page.created'))
    navigate(`${SHIPPING}/profiles/${profile.id}`, { replace: true })
  }
  return (
    // The route names the page ("New shipping profile"); which kind of profile it makes is said under it.
    <PageFrame
      className="max-w-3xl"
      description={isGeneral ? t('profile.newGeneral') : t('profile.newCustom')}
    >
      <BackLink />
      <ProfileForm isNew defaultValues={newProfileValues(isGeneral)} onSubmit={save} />
    </PageFrame>
  )
}

function Loading() {
  return (
    <PageFrame className="max-w-3xl">
      <Skeleton className="h-96" />
    </PageFrame>
  )
}

function SavedProfile({ id }: { id: string }) {
  const t = useShippingT()
  const keys = useQueryKeys()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const query = useQuery({
    ...mainLoad,
    queryKey: keys.shipping.profile(id),
    queryFn: ({ signal }) => getProfile(id, signal),
  })
  const profile = query.data
  if (query.isPending) return <Loading />
  if (!profile) {
    const missing = query.error instanceof ApiError && query.error.status === 404
    return <Missing message={missing ? null : describeShippingError(query.error) || t('page.loadFailed')} />
  }
  const save = async (values: ProfileFormOutput) => {
    try {
      const next = await saveProfile(id, { ...profileFormToRequest(values), version: profile.version })
      queryClient.setQueryData(keys.shipping.profile(id), next)
      void queryClient.invalidateQueries({ queryKey: keys.shipping.settings })
      toast.success(t('page.saved'))
    } catch (error) {
      const current = staleRecord(error, shippingProfileSchema)
      if (!current) throw error
      queryClient.setQueryData(keys.shipping.profile(id), current)
      toast.error(t('page.stale'))
    }
  }
  const remove = async () => {
    try {
      await deleteProfile(id)
      queryClient.removeQueries({ queryKey: keys.shipping.profile(id) })
      void queryClient.invalidateQueries({ queryKey: keys.shipping.settings })
      toast.success(t('page.deleted'))
      navigate(SHIPPING)
    } catch (error) {
      toast.error(describeShippingError(error))
    }
  }
  return (
    <PageFrame className="max-w-3xl" title={profile.name}>
      <BackLink />
      <ProfileForm
        key={profile.version}
        isNew={false}
        defaultValues={profileFormValues(profile)}
        onSubmit={save}
        actions={
          !profile.isGeneral && (
            <Button type="button" variant="ghost" className="text-destructive" onClick={() => void remove()}>
              <Trash2Icon aria-hidden />
              {t('page.delete')}
            </Button>
          )
        }
      />
    </PageFrame>
  )
}
