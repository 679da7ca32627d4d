import { SlidersHorizontalIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { EmptyState, PageFrame } from '@/components/layout/page-frame'
import type en from '@/lib/i18n/locales/en'
import { idOrNew } from '@/lib/route-titles'

type PageKey = keyof typeof en.pages
export type SettingsSection = {
  [K in PageKey]: (typeof en.pages)[K] extends { body: string; empty?: never } ? K : never
}[PageKey]

/** A settings area that has no controls yet says what it will hold. */
export function SettingsSectionPage({ section }: { section: SettingsSection }) {
  const { t } = useTranslation()
  const params = useParams()
  const body = t(`pages.${section}.body`, { id: idOrNew(params.id), handle: params.handle ?? '' })
  return (
    <PageFrame className="max-w-4xl">
      <EmptyState icon={SlidersHorizontalIcon} title={t('settings.notConfigurable')}>
        {body}
      </EmptyState>
    </PageFrame>
  )
}
