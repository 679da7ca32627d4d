import { BadgePercentIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PlaceholderPage } from '@/components/layout/placeholder-page'

export function DiscountsPage() {
  const { t } = useTranslation()
  return (
    <PlaceholderPage
      icon={BadgePercentIcon}
      empty={t('pages.discounts.empty')}
      body={t('pages.discounts.body')}
    />
  )
}
