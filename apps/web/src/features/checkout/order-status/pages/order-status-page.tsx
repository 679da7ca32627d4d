import { formatLanguageOf } from '@lojista/contracts/common/locale-format'
import type { Address } from '@lojista/contracts/order/api'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { isServerFailure } from '@/lib/api/page-load'
import { formatDate } from '@/lib/format'
import { hasChosenLanguage, i18n, showLanguage } from '@/lib/i18n/i18n'
import { publicQueryKeys } from '@/lib/query-keys'
import { PolicyLinks } from '../../components/policy-links'
import { StoreHeader } from '../../components/store-header'
import { getOrderStatus, orderLinkProblemOf } from '../api/order-status-api'
import { OrderLines } from '../components/order-lines'
import { OrderLinkProblem } from '../components/order-link-problem'
import { OrderProgress } from '../components/order-progress'
import { useOrderStatusT } from '../i18n/order-status-i18n'

/**
 * The page a customer opens from their order confirmation email: where the order stands, what to pay
 * while a Pix or other manual payment is awaited, and what they bought. No sign-in: the link is the key.
 */
export function OrderStatusPage() {
  const t = useOrderStatusT()
  const { store = '', token = '' } = useParams()
  const query = useQuery({
    queryKey: publicQueryKeys.orderStatus(store, token),
    queryFn: ({ signal }) => getOrderStatus(store, token, signal),
    // A link that opens nothing stays so: asking again would only say it again.
    retry: (count, error) => orderLinkProblemOf(error) === null && !isServerFailure(error) && count < 2,
  })

  // A customer who never chose a language here reads the page in the one their store knows them by.
  const customerLanguage = query.data?.language
  useEffect(() => {
    if (!customerLanguage || hasChosenLanguage()) return
    const code = formatLanguageOf(customerLanguage)
    if (code !== i18n.language) void showLanguage(code)
  }, [customerLanguage])

  if (query.isPending) {
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6" aria-busy="true">
        <span className="sr-only">{t('translation:common.loading')}</span>
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-40" />
        <Skeleton className="h-64" />
      </div>
    )
  }
  if (query.isError) {
    const problem = orderLinkProblemOf(query.error)
    if (problem) return <OrderLinkProblem kind={problem} />
    // Not the app's 500 screen: its Go Home leads to the back office, and this page is the customer's.
    return (
      <div className="mx-auto grid max-w-md gap-4 px-4 py-16">
        <Alert variant="destructive">{t(isServerFailure(query.error) ? 'serverFailed' : 'loadFailed')}</Alert>
        <Button onClick={() => void query.refetch()}>{t('translation:common.tryAgain')}</Button>
      </div>
    )
  }

  const order = query.data
  return (
    <div className="mx-auto w-full max-w-3xl">
      <StoreHeader checkout={order} />
      <div className="grid gap-6 px-4 py-6 md:px-6">
        <div className="grid gap-1">
          <h1 className="font-semibold text-2xl tracking-tight">{t('title', { name: order.orderName })}</h1>
          <p className="text-muted-foreground text-sm">
            {t('placedOn', { date: formatDate(order.placedAt) })}
          </p>
        </div>
        {order.cancelled ? <Alert role="status">{t('cancelled')}</Alert> : <OrderProgress order={order} />}
        <OrderLines order={order} />
        {order.shippingAddress && <ShippingAddress address={order.shippingAddress} />}
      </div>
      <PolicyLinks checkout={order} />
    </div>
  )
}

function ShippingAddress({ address }: { address: Address }) {
  const t = useOrderStatusT()
  const lines = [
    `${address.firstName} ${address.lastName}`.trim(),
    address.company,
    address.address1,
    address.address2,
    [address.city, address.provinceCode].filter(Boolean).join(' – '),
    [address.postalCode, address.countryCode].filter(Boolean).join(' · '),
  ].filter(Boolean)
  return (
    <section aria-labelledby="order-address-title" className="grid gap-1 rounded-xl border bg-background p-4">
      <h2 id="order-address-title" className="text-muted-foreground text-sm">
        {t('shippingTo')}
      </h2>
      <address className="text-sm not-italic">
        {lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
    </section>
  )
}
