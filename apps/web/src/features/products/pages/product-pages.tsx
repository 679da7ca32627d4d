import { ArrowLeftRightIcon, BookOpenIcon, ClipboardListIcon, GiftIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PlaceholderPage } from '@/components/layout/placeholder-page'

/** Product areas not built yet: each says honestly what will live there. */

export function GiftCardsPage() {
  const { t } = useTranslation()
  return (
    <PlaceholderPage icon={GiftIcon} empty={t('pages.giftCards.empty')} body={t('pages.giftCards.body')} />
  )
}

export function CatalogsPage() {
  const { t } = useTranslation()
  return (
    <PlaceholderPage icon={BookOpenIcon} empty={t('pages.catalogs.empty')} body={t('pages.catalogs.body')} />
  )
}

export function TransfersPage() {
  const { t } = useTranslation()
  return (
    <PlaceholderPage
      icon={ArrowLeftRightIcon}
      empty={t('pages.transfers.empty')}
      body={t('pages.transfers.body')}
    />
  )
}

export function PurchaseOrdersPage() {
  const { t } = useTranslation()
  return (
    <PlaceholderPage
      icon={ClipboardListIcon}
      empty={t('pages.purchaseOrders.empty')}
      body={t('pages.purchaseOrders.body')}
    />
  )
}
