import type { PublicCheckout } from '@lojista/contracts/sales/checkout'
import { ImageIcon } from 'lucide-react'
import { useState } from 'react'
import { formatDate } from '@/lib/format'
import { useSalesT } from '@/lib/i18n/sales'
import { LinePrice } from './line-price'
import { OrderTotals } from './order-totals'

function LineImage({ url }: { url: string | null }) {
  const [failed, setFailed] = useState(false)
  if (!url || failed) {
    return (
      <div className="flex size-14 shrink-0 items-center justify-center rounded-md border bg-muted">
        <ImageIcon className="size-5 text-muted-foreground" aria-hidden />
      </div>
    )
  }
  return (
    <img
      src={url}
      alt=""
      onError={() => setFailed(true)}
      className="size-14 shrink-0 rounded-md border object-cover"
    />
  )
}

/** Items and totals of the order the customer is about to pay, as the store priced it. */
export function CheckoutSummary({
  checkout,
  shippingText,
}: {
  checkout: PublicCheckout
  /** Said instead of the shipping's amount, while the customer has not chosen shipping yet. */
  shippingText?: string | undefined
}) {
  const t = useSalesT()
  return (
    <section aria-labelledby="summary-title" className="grid gap-4">
      <h2 id="summary-title" className="font-semibold text-lg">
        {t('publicCheckout.summaryTitle', { name: checkout.draftName })}
      </h2>
      <ul className="grid gap-3">
        {checkout.lines.map((line, index) => (
          // Lines have no id on the public page; their order is stable.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
          <li key={index} className="flex items-center gap-3">
            <div className="relative">
              <LineImage url={line.imageUrl} />
              <span className="-top-2 -right-2 absolute flex size-5 items-center justify-center rounded-full bg-primary font-medium text-[11px] text-primary-foreground">
                <span className="sr-only">{t('publicCheckout.quantity')} </span>
                {line.quantity}
              </span>
            </div>
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-sm">{line.title}</p>
              {line.variantTitle && (
                <p className="truncate text-muted-foreground text-xs">{line.variantTitle}</p>
              )}
            </div>
            <LinePrice line={line} showCompareAt={checkout.storefront.showCompareAtPrices} />
          </li>
        ))}
      </ul>
      <OrderTotals order={checkout} shippingText={shippingText} />
      <TermsText term={checkout.paymentTerm} />
    </section>
  )
}

/** The payment terms in the reader's language, with the due date as they write dates. */
function TermsText({ term }: { term: PublicCheckout['paymentTerm'] }) {
  const t = useSalesT()
  if (!term) return null
  const date = term.dueAt ? formatDate(term.dueAt) : ''
  if ((term.type === 'fixed' || term.type === 'net') && !date) return null
  return (
    <p className="rounded-md bg-muted px-3 py-2 text-sm" data-testid="checkout-terms">
      {t(`publicCheckout.terms.${term.type}`, { date, days: term.dueInDays ?? 0 })}
    </p>
  )
}
