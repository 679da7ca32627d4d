import { ChartColumnIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PlaceholderPage } from '@/components/layout/placeholder-page'

export function AnalyticsPage() {
  const { t } = useTranslation()
  return (
    <PlaceholderPage
      icon={ChartColumnIcon}
      empty={t('pages.analytics.empty')}
      body={t('pages.analytics.body')}
    />
  )
}
