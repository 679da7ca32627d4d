import { formatLanguageOf } from '@lojista/contracts/common/locale-format'
import type { PublicCheckout } from '@lojista/contracts/sales/checkout'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { CircleCheckIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { ApiError } from '@/lib/api/api-error'
import { isServerFailure } from '@/lib/api/page-load'
import { formatDate, formatMoney } from '@/lib/format'
import { hasChosenLanguage, i18n, showLanguage } from '@/lib/i18n/i18n'
import { useSalesT } from '@/lib/i18n/sales'
import { publicQueryKeys } from '@/lib/query-keys'
import { awaitingPlacedOrder, getPublicCheckout, type PaidCheckout } from '../api/public-checkout-api'
import { chosenOption, waitsForShipping, withShipping } from '../checkout-shipping'
import { CheckoutForm } from '../components/checkout-form'
import { CheckoutNotice } from '../components/checkout-notice'
import { CheckoutSummary } from '../components/checkout-summary'
import { DiscountCodeField } from '../components/discount-code-field'
import { LinkProblem, type LinkProblemKind, linkProblemOf } from '../components/link-problem'
import { PaymentPending } from '../components/payment-pending'
import { PolicyLinks } from '../components/policy-links'
import { ShippingChoice } from '../components/shipping-choice'
import { StoreHeader } from '../components/store-header'
import { useShippingT } from '../i18n/shipping-i18n'

/** The page a customer reaches from an invoice or quote email: review, confirm the address, pay. */
export function CheckoutPage() {
  const t = useSalesT()
  const shippingT = useShippingT()
  const token = useParams().token ?? ''
  const [paid, setPaid] = useState<PaidCheckout | null>(null)
  const [problem, setProblem] = useState<LinkProblemKind | null>(null)
  /** The order worked out with the code the customer entered, while it applies. */
  const [withCode, setWithCode] = useState<PublicCheckout | null>(null)
  /** The shipping option the customer chose, when the page offers a choice (decision 036). */
  const [shippingKey, setShippingKey] = useState<string | null>(null)
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: publicQueryKeys.checkout(token),
    queryFn: ({ signal }) => getPublicCheckout(token, signal),
    // Coming back to the tab must not swap a paid page for "already paid".
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  })

  // A customer who never chose a language here reads the page in the one their store knows them by.
  const customerLanguage = query.data?.language
  useEffect(() => {
    if (!customerLanguage || hasChosenLanguage()) return
    const code = formatLanguageOf(customerLanguage)
    if (code !== i18n.language) void showLanguage(code)
  }, [customerLanguage])

  if (paid?.payment && paid.financialStatus === 'pending') {
    return <PaymentPending placed={paid} payment={paid.payment} />
  }
  if (paid) {
    return (
      <CheckoutNotice
        icon={CircleCheckIcon}
        tone="success"
        title={t('publicCheckout.paidTitle', { name: paid.orderName })}
      >
        <p>
          {t('publicCheckout.paidBody', {
            total: formatMoney(paid.total.amount, paid.total.currencyCode),
            store: query.data?.storeName ?? '',
          })}
        </p>
      </CheckoutNotice>
    )
  }
  if (problem) return <LinkProblem kind={problem} />
  if (query.isPending) return <CheckoutSkeleton />
  if (query.isError) {
    // Back on the link of an order placed with Pix or another manual method: what to pay, again.
    const placed = awaitingPlacedOrder(query.error)
    if (placed?.payment) return <PaymentPending placed={placed} payment={placed.payment} />
    const kind = query.error instanceof ApiError ? linkProblemOf(query.error.status) : null
    if (kind) return <LinkProblem kind={kind} />
    // Not the app's 500 screen (mainLoad): this page is the customer's, and that screen's Go Home leads
    // to the store's back office. The customer is told the store's server failed, and may try again.
    const failure = isServerFailure(query.error) ? 'publicCheckout.serverFailed' : 'publicCheckout.loadFailed'
    return (
      <div className="mx-auto grid max-w-md gap-4 px-4 py-16">
        <Alert variant="destructive">{t(failure)}</Alert>
        <Button onClick={() => void query.refetch()}>{t('translation:common.tryAgain')}</Button>
      </div>
    )
  }

  const offered = withCode ?? query.data
  const checkout = withShipping(offered, shippingKey)
  const chosen = chosenOption(offered, shippingKey)
  const showCurrent = (current: PublicCheckout) => {
    if (current.discountCode) {
      setWithCode(current)
      // The order without the code changed too: it is read again for when the code is removed.
      void queryClient.invalidateQueries({ queryKey: publicQueryKeys.checkout(token) })
      return
    }
    setWithCode(null)
    queryClient.setQueryData(publicQueryKeys.checkout(token), current)
  }
  return (
    <div className="mx-auto w-full max-w-5xl">
      <StoreHeader checkout={checkout} />
      <div className="grid gap-8 px-4 py-6 md:grid-cols-[1fr_22rem] md:gap-10 md:px-6">
        <div className="order-2 grid content-start gap-6 md:order-1">
          <div className="grid gap-1">
            <h1 className="font-semibold text-2xl tracking-tight">
              {t(checkout.kind === 'quote' ? 'publicCheckout.quoteTitle' : 'publicCheckout.invoiceTitle', {
                name: checkout.draftName,
              })}
            </h1>
            <p className="text-muted-foreground text-sm">
              {t('publicCheckout.validUntil', { date: formatDate(checkout.expiresAt) })}
              {checkout.email && ` · ${t('publicCheckout.forEmail', { email: checkout.email })}`}
            </p>
          </div>
          <CheckoutForm
            token={token}
            checkout={checkout}
            onPaid={setPaid}
            onLinkProblem={setProblem}
            onOrderChanged={showCurrent}
            onCodeRefused={() => setWithCode(null)}
            shippingChoice={
              <ShippingChoice checkout={offered} chosen={shippingKey} onChoose={setShippingKey} />
            }
            shipping={chosen && { kind: chosen.kind, sourceId: chosen.sourceId }}
          />
        </div>
        <aside className="order-1 h-fit rounded-xl border bg-background p-4 md:sticky md:top-6 md:order-2">
          <CheckoutSummary
            checkout={checkout}
            shippingText={waitsForShipping(offered, shippingKey) ? shippingT('notChosen') : undefined}
          />
          <div className="mt-4 border-t pt-4">
            <DiscountCodeField
              token={token}
              checkout={checkout}
              onApplied={setWithCode}
              onRemoved={() => setWithCode(null)}
            />
          </div>
        </aside>
      </div>
      <PolicyLinks checkout={checkout} />
    </div>
  )
}

function CheckoutSkeleton() {
  const t = useSalesT()
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6" aria-busy="true">
      <span className="sr-only">{t('translation:common.loading')}</span>
      <Skeleton className="h-8 w-48" />
      <div className="grid gap-6 md:grid-cols-[1fr_22rem]">
        <Skeleton className="h-96" />
        <Skeleton className="h-64" />
      </div>
    </div>
  )
}
