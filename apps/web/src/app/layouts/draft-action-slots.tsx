import { lazy, type ReactNode, Suspense } from 'react'
import {
  type DraftActionSlots,
  DraftActionSlotsProvider,
} from '@/features/order-editor/model/draft-action-slots'
import { withTexts } from '@/lib/i18n/i18n'

// The order editor leaves its finishing actions to the orders area; features never import each other, so
// they meet here. The actions' code loads with the first editor that shows them.
const loadDraftActions = withTexts(() => import('@/features/orders/draft-actions'))
const DraftPaymentActions = lazy(() =>
  loadDraftActions().then((module) => ({ default: module.DraftPaymentActions })),
)
const SendQuoteAction = lazy(() => loadDraftActions().then((module) => ({ default: module.SendQuoteAction })))

const slots: DraftActionSlots = {
  paymentActions: (target) => (
    <Suspense fallback={null}>
      <DraftPaymentActions target={target} />
    </Suspense>
  ),
  quoteAction: (target) => (
    <Suspense fallback={null}>
      <SendQuoteAction target={target} />
    </Suspense>
  ),
}

export function DraftActionsProvider({ children }: { children: ReactNode }) {
  return <DraftActionSlotsProvider slots={slots}>{children}</DraftActionSlotsProvider>
}
