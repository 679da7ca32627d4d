import { ShieldCheckIcon } from 'lucide-react'
import { Outlet } from 'react-router'
import { LanguageSelect } from '@/components/layout/language-select'
import { useSalesT } from '@/lib/i18n/sales'

/**
 * The customer's checkout, outside the admin: no sign-in, no sidebar, no link into the back-office.
 * The page itself shows the store's name, so nothing here depends on who is signed in.
 */
export function CheckoutLayout() {
  const t = useSalesT()
  return (
    <div className="flex min-h-svh flex-col bg-muted/40">
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <footer className="flex flex-wrap items-center justify-between gap-3 border-t bg-background px-4 py-3 text-muted-foreground text-xs md:px-6">
        <span className="flex items-center gap-1.5">
          <ShieldCheckIcon className="size-4" aria-hidden />
          {t('publicCheckout.secure')}
        </span>
        <LanguageSelect />
      </footer>
    </div>
  )
}
