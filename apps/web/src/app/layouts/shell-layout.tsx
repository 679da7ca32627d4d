import { useTranslation } from 'react-i18next'
import { Outlet, useNavigation } from 'react-router'
import { NavigationProgress } from '@/components/layout/page-loader'
import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar'
import { Toaster } from '@/components/ui/toaster'
import { AuthGuard } from '@/features/auth/components/auth-guard'
import { CustomerModeSwitch } from '@/features/customer-mode/components/customer-mode-switch'
import { ORDER_TOASTER_ID } from '@/features/order-editor/toaster-id'
import { AppHeader } from '@/features/shell/components/app-header'
import { AppSidebar } from '@/features/shell/components/app-sidebar'
import { CartSlot } from './cart-slot'
import { DraftActionsProvider } from './draft-action-slots'
import { ShellSkeleton } from './shell-skeleton'
import { TwoFactorGate } from './two-factor-gate'
import { VerifyEmailSlot } from './verify-email-slot'

export function ShellLayout() {
  return (
    <AuthGuard fallback={<ShellSkeleton />}>
      <Shell />
    </AuthGuard>
  )
}

function Shell() {
  const { t } = useTranslation()
  const navigation = useNavigation()
  return (
    <DraftActionsProvider>
      <SidebarProvider>
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t('shell.skipToContent')}
        </a>
        <AppSidebar />
        <SidebarInset>
          <AppHeader
            actions={
              <>
                <CustomerModeSwitch />
                <CartSlot />
              </>
            }
          />
          <VerifyEmailSlot />
          <main id="main" tabIndex={-1} className="relative flex flex-1 flex-col outline-none">
            <NavigationProgress active={navigation.state === 'loading'} />
            <TwoFactorGate>
              <Outlet />
            </TwoFactorGate>
          </main>
        </SidebarInset>
        {/* The order tool's toasts, at the bottom right. */}
        <Toaster id={ORDER_TOASTER_ID} position="bottom-right" containerAriaLabel="Order notifications" />
      </SidebarProvider>
    </DraftActionsProvider>
  )
}
