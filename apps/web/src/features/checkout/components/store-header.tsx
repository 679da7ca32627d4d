import type { PublicCheckout } from '@lojista/contracts/sales/checkout'
import { StoreIcon } from 'lucide-react'
import { useStorefrontT } from '../i18n/storefront-i18n'

/** The store as its Brand settings show it: logo, name in its colour, and its short description. */
export function StoreHeader({ checkout }: { checkout: Pick<PublicCheckout, 'storeName' | 'storefront'> }) {
  const t = useStorefrontT()
  const { brand } = checkout.storefront
  return (
    <header
      className="flex items-center gap-3 border-b-4 bg-background px-4 py-4 md:px-6"
      style={{ borderBottomColor: brand.primaryColor }}
    >
      {brand.logoUrl ? (
        <img
          src={brand.logoUrl}
          alt={t('logo', { store: checkout.storeName })}
          className="h-10 max-w-40 object-contain"
          referrerPolicy="no-referrer"
        />
      ) : (
        <StoreIcon className="size-5 text-muted-foreground" aria-hidden />
      )}
      <div className="grid">
        <p className="font-semibold text-lg" style={{ color: brand.primaryColor }}>
          {checkout.storeName}
        </p>
        {brand.shortDescription && <p className="text-muted-foreground text-sm">{brand.shortDescription}</p>}
      </div>
    </header>
  )
}
