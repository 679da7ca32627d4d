import { checkoutMessages } from '@lojista/contracts/sales/checkout'
import { CircleCheckIcon, ClockIcon, LinkIcon } from 'lucide-react'
import { translateMessage } from '@/lib/i18n/i18n'
import { useSalesT } from '@/lib/i18n/sales'
import { CheckoutNotice } from './checkout-notice'

export type LinkProblemKind = 'invalid' | 'expired' | 'used'

/** The API's answer to a link that cannot be used, as the customer should read it. */
export function linkProblemOf(status: number): LinkProblemKind | null {
  if (status === 404 || status === 400) return 'invalid'
  if (status === 410) return 'expired'
  if (status === 409) return 'used'
  return null
}

/**
 * A link that is tampered with, expired or already paid. The page says only that: never a name, an
 * amount or anything else of an order, so a guessed link tells nothing.
 */
export function LinkProblem({ kind }: { kind: LinkProblemKind }) {
  const t = useSalesT()
  switch (kind) {
    case 'expired':
      return (
        <CheckoutNotice icon={ClockIcon} tone="problem" title={t('publicCheckout.expiredTitle')}>
          <p>{translateMessage(checkoutMessages.linkExpired)}</p>
        </CheckoutNotice>
      )
    case 'used':
      return (
        <CheckoutNotice icon={CircleCheckIcon} tone="success" title={t('publicCheckout.usedTitle')}>
          <p>{translateMessage(checkoutMessages.linkUsed)}</p>
        </CheckoutNotice>
      )
    default:
      return (
        <CheckoutNotice icon={LinkIcon} tone="problem" title={t('publicCheckout.invalidTitle')}>
          <p>{translateMessage(checkoutMessages.linkInvalid)}</p>
        </CheckoutNotice>
      )
  }
}
