import { brandSettingsSchema } from '@lojista/contracts/settings/general'
import {
  type BrandSettingsFormOutput,
  brandSettingsFormToRequest,
  brandSettingsFormValues,
} from '@lojista/contracts/settings/general-form'
import { ArrowLeftIcon } from 'lucide-react'
import { Link } from 'react-router'
import { VersionedSettingsPage } from '@/components/layout/versioned-settings-page'
import { Button } from '@/components/ui/button'
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
  return (
    <VersionedSettingsPage
      queryKey={keys.storeSettings.brand}
      load={getBrandSettings}
      schema={brandSettingsSchema}
      description={t('brand.description')}
      texts={{ saved: t('page.saved'), stale: t('page.stale'), loadFailed: t('page.loadFailed') }}
      describeError={describeStoreSettingsError}
      header={<BackLink />}
    >
      {(settings, save) => (
        <BrandSettingsForm
          key={settings.version}
          defaultValues={brandSettingsFormValues(settings)}
          onSubmit={(values: BrandSettingsFormOutput) =>
            save((version) => saveBrandSettings(brandSettingsFormToRequest(values, version)))
          }
        />
      )}
    </VersionedSettingsPage>
  )
}
