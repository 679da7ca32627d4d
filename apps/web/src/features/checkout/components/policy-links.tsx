import type { PublicCheckout } from '@lojista/contracts/sales/checkout'
import { useStorefrontT } from '../i18n/storefront-i18n'

/** The store's policies the checkout page links, each opened beside the checkout. */
export function PolicyLinks({ checkout }: { checkout: Pick<PublicCheckout, 'storefront'> }) {
  const t = useStorefrontT()
  const { policies } = checkout.storefront
  if (policies.length === 0) return null
  return (
    <nav aria-label={t('policies.label')} className="border-t px-4 py-4 md:px-6">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-sm">
        {policies.map((policy) => (
          <li key={policy.kind}>
            <a href={policy.path} target="_blank" rel="noopener" className="underline hover:text-foreground">
              {t(`policies.${policy.kind}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
