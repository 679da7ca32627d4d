import { toMinorUnits } from '@lojista/contracts/common/minor-units'
import type { CheckoutShippingOption, PublicCheckout } from '@lojista/contracts/sales/checkout'
import { StoreIcon, TruckIcon } from 'lucide-react'
import { Alert } from '@/components/ui/alert'
import { formatMoney } from '@/lib/format'
import { cn } from '@/lib/utils'
import { optionKey } from '../checkout-shipping'
import { useShippingT } from '../i18n/shipping-i18n'

/**
 * How the order reaches the customer: the shipping the store chose, shown as it is; or the store's options
 * for the order's address to choose from, each with its price, delivery note or pickup instructions; or,
 * when none applies, that the customer has to contact the store.
 */
export function ShippingChoice({
  checkout,
  chosen,
  onChoose,
}: {
  checkout: PublicCheckout
  chosen: string | null
  onChoose: (key: string) => void
}) {
  const t = useShippingT()
  const options = checkout.shippingOptions
  if (!options) {
    if (!checkout.shippingTitle) return null
    return (
      <section className="grid gap-2" aria-labelledby="shipping-choice-title">
        <h2 id="shipping-choice-title" className="font-semibold text-lg">
          {t('title')}
        </h2>
        <p className="flex items-center justify-between gap-3 rounded-md border p-3 text-sm">
          <span>
            <span className="font-medium">{checkout.shippingTitle}</span>
            <span className="block text-muted-foreground text-xs">{t('chosenByStore')}</span>
          </span>
          <span className="tabular-nums">{price(checkout.shipping, t('free'))}</span>
        </p>
      </section>
    )
  }
  return (
    <section className="grid gap-2" aria-labelledby="shipping-choice-title">
      <h2 id="shipping-choice-title" className="font-semibold text-lg">
        {t('title')}
      </h2>
      {options.length === 0 ? (
        <Alert variant="destructive">{t('none')}</Alert>
      ) : (
        <div className="grid gap-2" role="radiogroup" aria-label={t('label')}>
          {options.map((option) => {
            const key = optionKey(option)
            const Icon = option.kind === 'rate' ? TruckIcon : StoreIcon
            return (
              <label
                key={key}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm',
                  chosen === key && 'border-primary bg-primary/5',
                )}
              >
                <input
                  type="radio"
                  name="shipping-option"
                  value={key}
                  checked={chosen === key}
                  onChange={() => onChoose(key)}
                  className="mt-0.5 size-4 accent-primary"
                />
                <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                <span className="grid flex-1 gap-0.5">
                  <span className="font-medium">{titleOf(option, t)}</span>
                  {option.readyTime && (
                    <span className="text-muted-foreground text-xs">
                      {t(`readyTime.${option.readyTime}`)}
                    </span>
                  )}
                  {option.note && <span className="text-muted-foreground text-xs">{option.note}</span>}
                </span>
                <span className="tabular-nums">{price(option.shipping, t('free'))}</span>
              </label>
            )
          })}
        </div>
      )}
    </section>
  )
}

function price(money: PublicCheckout['shipping'], free: string) {
  return toMinorUnits(money.amount) === 0 ? free : formatMoney(money.amount, money.currencyCode)
}

function titleOf(option: CheckoutShippingOption, t: ReturnType<typeof useShippingT>) {
  if (option.kind === 'pickup') return t('pickupAt', { location: option.title })
  if (option.kind === 'local_delivery') return t('localDeliveryFrom', { location: option.title })
  return option.title
}
