import { brandSettingsSchema } from '@lojista/contracts/settings/general'
import {
  type BrandSettingsFormOutput,
  brandSettingsFormToRequest,
  brandSettingsFormValues,
} from '@lojista/contracts/settings/general-form'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeftIcon } from 'lucide-react'
import { Link } from 'react-router'
import { PageFrame } from '@/components/layout/page-frame'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/toast'
import { mainLoad } from '@/lib/api/page-load'
import { staleRecord } from '@/lib/api/stale-record'
import { useQueryKeys } from '@/lib/query-keys'
import { getBrandSettings, saveBrandSettings } from '../api/store-settings-api'
import { BrandSettingsForm } from '../components/brand-settings-form'
import { describeStoreSettingsError, useStoreSettingsT } from '../i18n/store-settings-i18n'

function BackLink() {
  const t = useStoreSettingsT()
  return (
    <Button variant="ghost" size="sm" asChild className="w-fit">
      <Link to="/settings/general">
        <ArrowLeftIcon aria-hidden />
        {t('brand.back')}
      </Link>
    </Button>
  )
}

/** Settings → General → Brand: the logo, colours and short description customers see. */
export function BrandSettingsPage() {
  const t = useStoreSettingsT()
  const keys = useQueryKeys()
  const queryClient = useQueryClient()
  const query = useQuery({
    ...mainLoad,
    queryKey: keys.storeSettings.brand,
    queryFn: ({ signal }) => getBrandSettings(signal),
  })
  const settings = query.data

  const save = async (values: BrandSettingsFormOutput) => {
    if (!settings) return
    try {
      const next = await saveBrandSettings(brandSettingsFormToRequest(values, settings.version))
      queryClient.setQueryData(keys.storeSettings.brand, next)
      toast.success(t('page.saved'))
    } catch (error) {
      const current = staleRecord(error, brandSettingsSchema)
      if (!current) throw error
      queryClient.setQueryData(keys.storeSettings.brand, current)
      toast.error(t('page.stale'))
    }
  }

  if (query.isPending) {
    return (
      <PageFrame className="max-w-3xl">
        <Skeleton className="h-96" />
      </PageFrame>
    )
  }
  if (!settings) {
    return (
      <PageFrame className="max-w-3xl">
        <BackLink />
        <Alert variant="destructive">{describeStoreSettingsError(query.error) || t('page.loadFailed')}</Alert>
      </PageFrame>
    )
  }
  return (
    <PageFrame className="max-w-3xl" description={t('brand.description')}>
      <BackLink />
      <BrandSettingsForm
        key={settings.version}
        defaultValues={brandSettingsFormValues(settings)}
        onSubmit={save}
      />
    </PageFrame>
  )
}
