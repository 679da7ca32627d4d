import { MegaphoneIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PlaceholderPage } from '@/components/layout/placeholder-page'

export function CampaignsPage() {
  const { t } = useTranslation()
  return (
    <PlaceholderPage
      icon={MegaphoneIcon}
      empty={t('pages.campaigns.empty')}
      body={t('pages.campaigns.body')}
    />
  )
}
