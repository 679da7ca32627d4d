import { type GeneralSettings, generalSettingsSchema } from '@lojista/contracts/settings/general'
import {
  type GeneralSettingsFormOutput,
  generalSettingsFormToRequest,
  generalSettingsFormValues,
} from '@lojista/contracts/settings/general-form'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ChevronRightIcon } from 'lucide-react'
import { Link } from 'react-router'
import { PageFrame } from '@/components/layout/page-frame'
import { Alert } from '@/components/ui/alert'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/toast'
import { mainLoad } from '@/lib/api/page-load'
import { findReference } from '@/lib/api/reference-api'
import { staleRecord } from '@/lib/api/stale-record'
import { useSession } from '@/lib/auth/session-context'
import { countryName } from '@/lib/format/display-names'
import { useQueryKeys } from '@/lib/query-keys'
import { getGeneralSettings, saveGeneralSettings } from '../api/store-settings-api'
import { GeneralSettingsForm } from '../components/general-settings-form'
import { describeStoreSettingsError, useStoreSettingsT } from '../i18n/store-settings-i18n'

/** The name of the settings' state ('BR-SP' is "São Paulo"), or null when the list has none. */
function useStateName(settings: GeneralSettings | undefined) {
  const keys = useQueryKeys()
  const stateId =
    settings?.countryCode && settings.provinceCode ? `${settings.countryCode}-${settings.provinceCode}` : null
  return useQuery({
    queryKey: keys.stateName(stateId ?? ''),
    enabled: settings !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async ({ signal }) =>
      stateId ? ((await findReference('state', stateId, signal).catch(() => null))?.name ?? null) : null,
  })
}

/** Settings → General: the store's name, contact, legal details, address, defaults and numbering. */
export function GeneralSettingsPage() {
  const t = useStoreSettingsT()
  const keys = useQueryKeys()
  const queryClient = useQueryClient()
  const { refresh } = useSession()
  const query = useQuery({
    ...mainLoad,
    queryKey: keys.storeSettings.general,
    queryFn: ({ signal }) => getGeneralSettings(signal),
  })
  const settings = query.data
  const stateName = useStateName(settings)

  const save = async (values: GeneralSettingsFormOutput) => {
    if (!settings) return
    try {
      const next = await saveGeneralSettings(generalSettingsFormToRequest(values, settings.version))
      if (values.state) queryClient.setQueryData(keys.stateName(values.state.id), values.state.name)
      queryClient.setQueryData(keys.storeSettings.general, next)
      toast.success(t('page.saved'))
      // The store switcher shows the store's name from the account.
      if (next.storeName !== settings.storeName) void refresh().catch(() => {})
    } catch (error) {
      const current = staleRecord(error, generalSettingsSchema)
      if (!current) throw error
      // The form starts again from what the colleague saved; its version is the one to save on.
      queryClient.setQueryData(keys.storeSettings.general, current)
      toast.error(t('page.stale'))
    }
  }

  if (query.isPending || (settings && stateName.isPending)) {
    return (
      <PageFrame className="max-w-3xl">
        <Skeleton className="h-96" />
      </PageFrame>
    )
  }
  if (!settings) {
    return (
      <PageFrame className="max-w-3xl">
        <Alert variant="destructive">{describeStoreSettingsError(query.error) || t('page.loadFailed')}</Alert>
      </PageFrame>
    )
  }
  return (
    <PageFrame className="max-w-3xl" description={t('general.description')}>
      <Link
        to="/settings/general/brand"
        className="flex items-center justify-between rounded-lg border p-4 font-medium text-sm hover:bg-muted"
      >
        {t('general.brandLink')}
        <ChevronRightIcon aria-hidden className="size-4" />
      </Link>
      <GeneralSettingsForm
        // A newer version (a colleague's, after a refused save) starts the form again from it.
        key={settings.version}
        currencyCode={settings.currencyCode}
        defaultValues={generalSettingsFormValues(settings, {
          country: countryName(settings.countryCode),
          state: stateName.data ?? null,
        })}
        onSubmit={save}
      />
    </PageFrame>
  )
}
