import { lazy } from 'react'
import { CartControls } from '@/features/cart/components/cart-controls'
import { useSession } from '@/lib/auth/session-context'
import { useCartDraft } from '@/lib/cart-draft'
import { withTexts } from '@/lib/i18n/i18n'

// Features never import each other: the cart drawer is a shell with a content slot, and here, in the app
// layer, the order editor's cart view is put into it. The editor's code loads when the cart first opens;
// the badge reads the cart draft's item count from lib/cart-draft, which the editor keeps up to date.
const loadCartEditor = withTexts(() => import('@/features/order-editor/cart/cart-editor'))
const CartEditor = lazy(() => loadCartEditor().then((module) => ({ default: module.CartEditor })))

export function CartSlot() {
  const { currentTenant } = useSession()
  const cart = useCartDraft(currentTenant?.id)
  return <CartControls itemCount={cart?.itemCount ?? 0} renderContent={(view) => <CartEditor {...view} />} />
}
