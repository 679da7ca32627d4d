import { ShoppingCartIcon, XIcon } from 'lucide-react'
import { type ReactNode, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PageLoader } from '@/components/layout/page-loader'
import { Button } from '@/components/ui/button'
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import { cn } from '@/lib/utils'
import type { CartView } from './cart-view'

interface CartDrawerProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  itemCount: number
  expanded: boolean
  setExpanded: (expanded: boolean) => void
  /** The drawer's content; without it the drawer shows the empty cart. */
  renderContent?: (view: CartView) => ReactNode
}

/** The cart slides in from the right, about 24rem wide, and wide when expanded. */
export function CartDrawer({
  open,
  onOpenChange,
  itemCount,
  expanded,
  setExpanded,
  renderContent,
}: CartDrawerProps) {
  const { t } = useTranslation()
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className={cn(
          'w-full gap-0 transition-[max-width] duration-300',
          expanded ? 'sm:max-w-[min(100vw,80rem)]' : 'sm:max-w-[24rem]',
        )}
      >
        {renderContent ? (
          // The content's code may still be on its way when the drawer first opens.
          <Suspense
            fallback={
              <>
                <SheetTitle className="sr-only">{t('cart.title')}</SheetTitle>
                <PageLoader className="flex-1" />
              </>
            }
          >
            {renderContent({ open, expanded, setExpanded, close: () => onOpenChange(false) })}
          </Suspense>
        ) : (
          <>
            <div className="flex items-start justify-between gap-2 border-b p-4">
              <div className="grid gap-1">
                <SheetTitle>{t('cart.title')}</SheetTitle>
                <SheetDescription>{t('cart.subtitle', { count: itemCount })}</SheetDescription>
              </div>
              <SheetClose asChild>
                <Button variant="ghost" size="icon" className="size-8" aria-label={t('cart.close')}>
                  <XIcon aria-hidden />
                </Button>
              </SheetClose>
            </div>
            <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
              <div className="flex size-12 items-center justify-center rounded-full bg-muted">
                <ShoppingCartIcon className="size-6 text-muted-foreground" aria-hidden />
              </div>
              <p className="font-semibold">{t('cart.emptyTitle')}</p>
              <p className="text-muted-foreground text-sm">{t('cart.emptyBody')}</p>
              <Button variant="outline" asChild className="mt-2">
                <Link to="/products" onClick={() => onOpenChange(false)}>
                  {t('cart.browseProducts')}
                </Link>
              </Button>
            </div>
          </>
        )}
      </SheetContent>
    </Sheet>
  )
}
