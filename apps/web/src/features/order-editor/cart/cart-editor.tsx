import {
  ExternalLinkIcon,
  Maximize2Icon,
  Minimize2Icon,
  MoreHorizontalIcon,
  RotateCcwIcon,
  XIcon,
} from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { CustomerPicker } from '@/components/pickers/customer-picker'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { PanelContainer } from '@/components/ui/responsive-panel'
import { SheetDescription, SheetTitle } from '@/components/ui/sheet'
import { useSession } from '@/lib/auth/session-context'
import { readCartDraft, writeCartDraft } from '@/lib/cart-draft'
import { LineItemList } from '../components/line-item-list'
import { formatMinor } from '../components/money'
import { OrderForm } from '../components/order-form'
import { EmptyCart } from '../components/products-card'
import { SyncStatus } from '../components/sync-status'
import { useEditorT } from '../i18n/editor-i18n'
import { useDraftActionSlots, useDraftActionTarget } from '../model/draft-action-slots'
import { editorToast } from '../model/editor-toast'
import { useOrderEditor } from '../model/order-editor-context'
import { OrderEditorProvider } from '../model/order-editor-provider'

interface CartEditorProps {
  open: boolean
  expanded: boolean
  setExpanded: (expanded: boolean) => void
  close: () => void
}

/** The store's cart draft: the one remembered in local storage, or a new one. */
function useCartDraftId(tenantId: string) {
  const [cart, setCart] = useState(() => {
    const stored = readCartDraft(tenantId)
    if (stored) return stored
    const fresh = { id: crypto.randomUUID(), itemCount: 0, saved: false }
    writeCartDraft(tenantId, fresh)
    return fresh
  })
  const startOver = useCallback(() => {
    const fresh = { id: crypto.randomUUID(), itemCount: 0, saved: false }
    writeCartDraft(tenantId, fresh)
    setCart(fresh)
  }, [tenantId])
  return { cart, startOver }
}

/** "Cart drawer": the order editor inside the header's cart. */
export function CartEditor(props: CartEditorProps) {
  const tenantId = useSession().currentTenant?.id ?? 'none'
  const { cart, startOver } = useCartDraftId(tenantId)
  return (
    <OrderEditorProvider
      key={cart.id}
      draftId={cart.id}
      isNew={!cart.saved}
      missingIsNew
      embedded
      isOpen={props.open}
    >
      <CartContent {...props} tenantId={tenantId} startOver={startOver} />
    </OrderEditorProvider>
  )
}

function CartContent({
  expanded,
  setExpanded,
  close,
  tenantId,
  startOver,
}: CartEditorProps & { tenantId: string; startOver: () => void }) {
  const t = useEditorT()
  const navigate = useNavigate()
  const { id, doc, totals, taxesIncluded, flags, snapshot, actions } = useOrderEditor()
  const slots = useDraftActionSlots()
  const quoteTarget = useDraftActionTarget(doc.paymentTerm !== null)
  const [container, setContainer] = useState<HTMLElement | null>(null)

  // The header's badge and a reload find the cart through local storage.
  useEffect(() => {
    writeCartDraft(tenantId, { id, itemCount: totals.totalQuantity, saved: !snapshot.isNew })
  }, [tenantId, id, totals.totalQuantity, snapshot.isNew])

  // A cart whose draft became an order starts over with a new draft.
  const orderStatus = snapshot.order?.status
  useEffect(() => {
    if (orderStatus === 'completed') startOver()
  }, [orderStatus, startOver])

  // Opening a line discount or the new-customer panel expands the drawer.
  useEffect(() => {
    if (flags.isLineItemDiscountOpen || flags.isNewCustomerOpen) setExpanded(true)
  }, [flags.isLineItemDiscountOpen, flags.isNewCustomerOpen, setExpanded])

  // The Customer Mode switch changes the view; turning it on shows the checkout.
  const customerMode = useRef(flags.isCustomerMode)
  useEffect(() => {
    if (customerMode.current === flags.isCustomerMode) return
    customerMode.current = flags.isCustomerMode
    if (flags.isCustomerMode) setExpanded(true)
  }, [flags.isCustomerMode, setExpanded])

  const save = async (message: string) => {
    const saved = await actions.saveNow()
    if (saved.ok) editorToast.success(message)
  }
  const savedName = () => snapshot.order?.name ?? ''

  const header = expanded ? (
    <div className="flex flex-wrap items-center justify-between gap-2 border-b p-4">
      <div className="grid gap-1">
        <SheetTitle>{t('cart.checkout')}</SheetTitle>
        <SheetDescription>{t('cart.subtitle', { count: totals.totalQuantity })}</SheetDescription>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <SyncStatus />
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="sm">
              <MoreHorizontalIcon aria-hidden />
              {t('cart.moreActions')}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem
              disabled={snapshot.isNew}
              onSelect={() => {
                close()
                navigate(`/orders/drafts/${id}`)
              }}
            >
              <ExternalLinkIcon aria-hidden />
              {t('cart.openDraft')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={startOver}>
              <RotateCcwIcon aria-hidden />
              {t('cart.newCart')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        {slots.quoteAction ? (
          slots.quoteAction(quoteTarget)
        ) : (
          <Button
            variant="outline"
            size="sm"
            disabled={doc.lineItems.length === 0}
            onClick={async () => {
              const saved = await actions.saveNow()
              if (saved.ok) editorToast.info(t('cart.sendQuoteLater'))
            }}
          >
            {t('cart.sendQuote')}
          </Button>
        )}
        <Button size="sm" onClick={() => save(t('cart.saved', { name: savedName() }))}>
          {t('cart.save')}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={t('cart.minimize')}
          onClick={() => setExpanded(false)}
        >
          <Minimize2Icon aria-hidden />
        </Button>
        <Button variant="ghost" size="icon" className="size-8" aria-label={t('cart.close')} onClick={close}>
          <XIcon aria-hidden />
        </Button>
      </div>
    </div>
  ) : (
    <div className="flex items-start justify-between gap-2 border-b p-4">
      <div className="grid gap-1">
        <SheetTitle>{t('cart.title')}</SheetTitle>
        <SheetDescription>{t('cart.subtitle', { count: totals.totalQuantity })}</SheetDescription>
      </div>
      <div className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={t('cart.expand')}
          onClick={() => setExpanded(true)}
        >
          <Maximize2Icon aria-hidden />
        </Button>
        <Button variant="ghost" size="icon" className="size-8" aria-label={t('cart.close')} onClick={close}>
          <XIcon aria-hidden />
        </Button>
      </div>
    </div>
  )

  return (
    <div ref={setContainer} className="relative flex h-full min-h-0 flex-1 flex-col overflow-hidden">
      <PanelContainer element={container}>
        {header}
        {expanded ? (
          <div className="min-h-0 flex-1 overflow-y-auto p-4">
            <OrderForm />
          </div>
        ) : (
          <>
            <div className="grid min-h-0 flex-1 content-start gap-4 overflow-y-auto p-4">
              {doc.customer ? (
                <div className="flex items-center justify-between gap-2 text-sm">
                  <span className="font-medium">{doc.customer.displayName}</span>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-7"
                    aria-label={t('customer.remove')}
                    onClick={() => void actions.setCustomer(null)}
                  >
                    <XIcon aria-hidden />
                  </Button>
                </div>
              ) : (
                <CustomerPicker
                  aria-label={t('customer.searchPlaceholder')}
                  value={null}
                  disabled={flags.isCustomerLoading || flags.isInitialLoading}
                  onChange={(party) => {
                    if (party) void actions.setCustomer(party.id)
                  }}
                  onCreate={() => actions.openNewCustomer(true)}
                  container={container}
                />
              )}
              {doc.lineItems.length > 0 ? <LineItemList compact /> : <EmptyCart />}
            </div>
            <div className="grid gap-3 border-t p-4 text-sm">
              <dl className="grid grid-cols-[1fr_auto] gap-y-1">
                <dt>{t('cart.subtotal')}</dt>
                <dd className="text-right tabular-nums" data-testid="cart-subtotal">
                  {formatMinor(totals.subtotal)}
                </dd>
                {(totals.totalTax > 0 || totals.taxLines.length > 0) && !doc.taxExempt && (
                  <>
                    <dt>
                      {t('cart.estimatedTax')}
                      {taxesIncluded && (
                        <span className="ml-1 text-muted-foreground">({t('cart.included')})</span>
                      )}
                    </dt>
                    <dd className="text-right tabular-nums" data-testid="cart-tax">
                      {formatMinor(totals.totalTax)}
                    </dd>
                  </>
                )}
                <dt className="font-semibold">{t('cart.total')}</dt>
                <dd className="text-right font-semibold tabular-nums" data-testid="cart-total">
                  {formatMinor(totals.total)}
                </dd>
              </dl>
              <div className="grid grid-cols-2 gap-2">
                <Button variant="outline" onClick={close}>
                  {t('cart.continue')}
                </Button>
                <Button onClick={() => setExpanded(true)}>{t('cart.checkoutButton')}</Button>
              </div>
            </div>
            {/* The line discount and new-customer panels expand the drawer and open in the form. */}
          </>
        )}
      </PanelContainer>
    </div>
  )
}
