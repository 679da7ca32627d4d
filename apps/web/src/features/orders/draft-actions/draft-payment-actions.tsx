import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { useSalesT } from '@/lib/i18n/sales'
import type { DraftActionTarget } from './draft-action-target'
import { DraftStatusHistory } from './draft-status-history'
import { SendCheckoutDialog } from './send-checkout-dialog'
import { usePlaceOrder } from './use-place-order'

/**
 * The payment card's actions: Send Invoice, and Create Order when payment is due later
 * or Mark as paid otherwise. Orders open their page; an invoice keeps staff on the draft with its history.
 */
export function DraftPaymentActions({ target }: { target: DraftActionTarget }) {
  const t = useSalesT()
  const [invoicing, setInvoicing] = useState(false)
  const place = usePlaceOrder(target)
  const busy = place.isPending
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" disabled={!target.hasItems || busy} onClick={() => setInvoicing(true)}>
          {t('draftActions.sendInvoice')}
        </Button>
        {target.dueLater && target.hasItems ? (
          <Button disabled={busy} onClick={() => place.mutate(true)}>
            {busy ? t('draftActions.creating') : t('draftActions.createOrder')}
          </Button>
        ) : (
          <Button disabled={!target.hasItems || busy} onClick={() => place.mutate(false)}>
            {busy ? t('draftActions.creating') : t('draftActions.markAsPaid')}
          </Button>
        )}
      </div>
      {target.isSaved && <DraftStatusHistory draftId={target.draftId} />}
      {invoicing && <SendCheckoutDialog kind="invoice" target={target} onOpenChange={setInvoicing} />}
    </div>
  )
}

/** The cart drawer's Send Quote: the same email as an invoice, as an offer that expires. */
export function SendQuoteAction({
  target,
  size = 'sm',
}: {
  target: DraftActionTarget
  size?: 'sm' | 'default'
}) {
  const t = useSalesT()
  const [quoting, setQuoting] = useState(false)
  return (
    <>
      <Button variant="outline" size={size} disabled={!target.hasItems} onClick={() => setQuoting(true)}>
        {t('draftActions.sendQuote')}
      </Button>
      {quoting && <SendCheckoutDialog kind="quote" target={target} onOpenChange={setQuoting} />}
    </>
  )
}
