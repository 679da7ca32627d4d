import type { ShippingOption } from '@lojista/contracts/shipping/shipping'
import { useQuery } from '@tanstack/react-query'
import { AlertTriangleIcon, StoreIcon, TruckIcon } from 'lucide-react'
import { Alert } from '@/components/ui/alert'
import { Skeleton } from '@/components/ui/skeleton'
import { formatMoney } from '@/lib/format'
import { useQueryKeys } from '@/lib/query-keys'
import { fetchShippingOptions } from '../api/shipping-api'
import { editorErrorMessage, useEditorT } from '../i18n/editor-i18n'
import { useOrderEditor } from '../model/order-editor-context'
import { shippingRequestOf } from '../model/shipping-request'

/** The shipping line an option becomes: its title in the interface language, and its price. */
export function useOptionTitle() {
  const t = useEditorT()
  return (option: ShippingOption) =>
    option.kind === 'pickup'
      ? t('shipping.pickupAt', { location: option.title })
      : option.kind === 'local_delivery'
        ? t('shipping.localDeliveryFrom', { location: option.title })
        : option.title
}

/**
 * The store's options for the order's address, weight and total, or the spec's warning when it has no
 * address or no option applies. Choosing one hands it to `onChoose`.
 */
export function ShippingOptions({ onChoose }: { onChoose: (option: ShippingOption) => void }) {
  const t = useEditorT()
  const keys = useQueryKeys()
  const { doc, totals } = useOrderEditor()
  const titleOf = useOptionTitle()
  const request = shippingRequestOf(doc, totals.subtotal)
  const query = useQuery({
    queryKey: keys.shipping.options(request),
    enabled: request !== null,
    queryFn: ({ signal }) => fetchShippingOptions(request!, signal),
  })

  if (!request) return <Warning text={t('shipping.needsAddress')} />
  if (query.isPending) return <Skeleton className="h-16" aria-label={t('shipping.loading')} />
  if (query.isError) {
    return <Alert variant="destructive">{editorErrorMessage(query.error) || t('shipping.loadFailed')}</Alert>
  }
  if (query.data.length === 0) return <Warning text={t('shipping.unavailable')} />
  const current = doc.shippingLine
  return (
    <ul className="grid gap-2" aria-label={t('shipping.options')}>
      {query.data.map((option) => {
        const title = titleOf(option)
        // A line chosen from the options names its source; one from before sources were kept, its title.
        const chosen = current?.source
          ? current.source.kind === option.kind && current.source.sourceId === option.sourceId
          : current?.title === title && current?.price === option.price
        const Icon = option.kind === 'rate' ? TruckIcon : StoreIcon
        return (
          <li key={`${option.kind}-${option.sourceId}`}>
            <button
              type="button"
              aria-pressed={chosen}
              className="flex w-full items-start gap-3 rounded-md border p-3 text-left text-sm hover:bg-muted aria-pressed:border-primary aria-pressed:bg-muted"
              onClick={() => onChoose(option)}
            >
              <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
              <span className="grid flex-1 gap-0.5">
                <span className="font-medium">{title}</span>
                {option.readyTime && (
                  <span className="text-muted-foreground text-xs">
                    {t(`shipping.readyTime.${option.readyTime}` as 'shipping.readyTime.24h')}
                  </span>
                )}
                {option.note && <span className="text-muted-foreground text-xs">{option.note}</span>}
              </span>
              <span className="tabular-nums">
                {option.price === '0.00' ? t('shipping.free') : formatMoney(option.price)}
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}

function Warning({ text }: { text: string }) {
  return (
    <Alert>
      <div className="flex gap-2">
        <AlertTriangleIcon className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
        <p>{text}</p>
      </div>
    </Alert>
  )
}
