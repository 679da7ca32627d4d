import { ShoppingCartIcon } from 'lucide-react'
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { PanelLoading, whenIdle } from '@/components/ui/deferred-panel'
import { cn } from '@/lib/utils'
import type { CartView } from './cart-view'

// The drawer's code is not needed for the first paint: it loads once the page is idle (or on the first
// click, if that comes sooner) and then stays mounted, closed, as before.
const CartDrawer = lazy(() => import('./cart-drawer').then((module) => ({ default: module.CartDrawer })))

interface CartControlsProps {
  /** Items in the cart's draft, for the badge. */
  itemCount?: number
  /** What the drawer shows; the app layer passes the order editor's cart. */
  renderContent?: (view: CartView) => ReactNode
}

/**
 * The cart's way in: a button in the header from medium screens up, a floating round button below that,
 * and the drawer both of them open. Closing the drawer collapses it again.
 */
export function CartControls({ itemCount = 0, renderContent }: CartControlsProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [expanded, setExpanded] = useState(false)
  const [drawerWanted, setDrawerWanted] = useState(false)
  useEffect(() => whenIdle(() => setDrawerWanted(true)), [])
  const label = itemCount > 0 ? t('shell.cartCount', { count: itemCount }) : t('shell.cart')
  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (!next) setExpanded(false)
  }

  const badge =
    itemCount > 0 ? (
      <span
        aria-hidden
        data-testid="cart-badge"
        className="absolute -top-1 -right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-primary px-1 font-medium text-[10px] text-primary-foreground"
      >
        {itemCount > 99 ? '99+' : itemCount}
      </span>
    ) : null

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="relative hidden md:inline-flex"
        aria-label={label}
        onClick={() => setOpen(true)}
      >
        <ShoppingCartIcon aria-hidden />
        {badge}
      </Button>
      <Button
        size="icon"
        className={cn('fixed right-4 bottom-4 z-30 size-14 rounded-full shadow-lg md:hidden')}
        aria-label={label}
        onClick={() => setOpen(true)}
      >
        <ShoppingCartIcon className="size-6" aria-hidden />
        {badge}
      </Button>
      {(drawerWanted || open) && (
        <Suspense fallback={open ? <PanelLoading /> : null}>
          <CartDrawer
            open={open}
            onOpenChange={onOpenChange}
            itemCount={itemCount}
            expanded={expanded}
            setExpanded={setExpanded}
            renderContent={renderContent}
          />
        </Suspense>
      )}
    </>
  )
}
