import { ArrowLeftIcon } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { useShippingT } from '../i18n/shipping-i18n'

export const SHIPPING = '/settings/shipping'

export function BackLink() {
  const t = useShippingT()
  return (
    <Button variant="ghost" size="sm" asChild className="w-fit">
      <Link to={SHIPPING}>
        <ArrowLeftIcon aria-hidden />
        {t('page.back')}
      </Link>
    </Button>
  )
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
