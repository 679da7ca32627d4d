import { PackageIcon, StoreIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { EmptyState, PageFrame } from '@/components/layout/page-frame'

export function PointOfSalePage() {
  const { t } = useTranslation()
  return (
    <PageFrame>
      <EmptyState icon={StoreIcon} title={t('pages.pointOfSale.empty')}>
        {t('pages.pointOfSale.body')}
      </EmptyState>
    </PageFrame>
  )
}

export function PointOfSaleProductPage() {
  const { t } = useTranslation()
  const { product = '' } = useParams()
  return (
    <PageFrame>
      <EmptyState icon={PackageIcon} title={t('pages.posProduct.empty', { product })}>
        {t('pages.posProduct.body')}
      </EmptyState>
    </PageFrame>
  )
}
