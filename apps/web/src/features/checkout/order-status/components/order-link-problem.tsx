import { orderStatusMessages } from '@lojista/contracts/sales/order-status'
import { ClockIcon, LinkIcon, StoreIcon } from 'lucide-react'
import { CheckoutNotice } from '../../components/checkout-notice'
import type { OrderLinkProblem as Problem } from '../api/order-status-api'
import { translateOrderStatusMessage, useOrderStatusT } from '../i18n/order-status-i18n'

const shown = {
  invalid: { icon: LinkIcon, title: 'invalidTitle', message: orderStatusMessages.linkInvalid },
  expired: { icon: ClockIcon, title: 'expiredTitle', message: orderStatusMessages.linkExpired },
  off: { icon: StoreIcon, title: 'offTitle', message: orderStatusMessages.linkOff },
} as const

/**
 * A status link that opens no order: unknown, expired, or the store turned the links off. The page says
 * only that, never anything of an order, so a guessed link tells nothing.
 */
export function OrderLinkProblem({ kind }: { kind: Problem }) {
  const t = useOrderStatusT()
  const { icon, title, message } = shown[kind]
  return (
    <CheckoutNotice icon={icon} tone="problem" title={t(title)}>
      <p>{translateOrderStatusMessage(message)}</p>
    </CheckoutNotice>
  )
}
