import { discountRefusalText } from '@lojista/contracts/discounts/refusals'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { DEFAULT_CURRENCY, interfaceLanguage } from '@/lib/format'
import { paymentTermsText, taxCellText } from '../forms/payment-texts'
import { useEditorT } from '../i18n/editor-i18n'
import { useDraftActionSlots, useDraftActionTarget } from '../model/draft-action-slots'
import { editorToast } from '../model/editor-toast'
import { useOrderEditor } from '../model/order-editor-context'
import { LabelledCheckbox } from './labelled-checkbox'
import { DiscountCodePanel, DiscountPanel, PaymentTermsFields, ShippingPanel, TaxPanel } from './lazy-panels'
import { formatMinor } from './money'

type Panel = 'discount' | 'code' | 'shipping' | 'tax' | null

/** "Payment card": the summary, payment due later with its terms, and the actions. */
export function PaymentCard() {
  const t = useEditorT()
  const { doc, totals, taxesIncluded, flags, actions, snapshot } = useOrderEditor()
  const [panel, setPanel] = useState<Panel>(null)
  const [dueLaterChecked, setDueLaterChecked] = useState(false)
  const hasItems = doc.lineItems.length > 0
  // The rows are links only when the cart has items and nothing is loading (a pending save included),
  // and the money cells show skeletons while the totals are being updated.
  const totalsUpdating = flags.isInitialLoading || flags.isLoading
  const editsBlocked = flags.isInitialLoading || flags.isSavePending
  const linksEnabled = hasItems && !editsBlocked && !flags.isCustomerLoading
  const dueLater = doc.paymentTerm !== null || dueLaterChecked
  const slots = useDraftActionSlots()
  const actionTarget = useDraftActionTarget(dueLater)
  const money = (minor: number, testId: string) =>
    totalsUpdating ? (
      <Skeleton className="ml-auto h-4 w-16" data-testid={`${testId}-skeleton`} />
    ) : (
      <span className="tabular-nums" data-testid={testId}>
        {formatMinor(minor)}
      </span>
    )
  const rowLink = (label: string, open: Panel) =>
    flags.isReadOnly ? (
      label
    ) : (
      <Button
        variant="link"
        size="xs"
        className="h-auto px-0 text-sm"
        disabled={!linksEnabled}
        onClick={() => setPanel(open)}
      >
        {label}
      </Button>
    )

  const pendingAction = async (label: string) => {
    const saved = await actions.saveNow()
    if (saved.ok) editorToast.info(t('payment.pendingAction', { action: label }))
  }

  const discountTitle = doc.appliedDiscount?.title
  // A chosen code's amount is the server's; a discount staff typed is worked out here.
  const chosenCode = doc.appliedDiscount?.discountId
  const code = doc.savedDiscounts.find((saved) => saved.discountId === chosenCode)
  const taken = new Map(totals.savedDiscounts.map((saved) => [saved.id, saved.amount]))
  const automatic = doc.savedDiscounts.filter((saved) => saved.code === null && saved.refusal === null)
  /**
   * A saved discount's amount: an order discount comes off here; one off the items is in their prices
   * (the subtotal) and one off the shipping in its charge, so those are shown, muted, for what they are.
   */
  const savedAmount = (saved: { discountId: string; class: string } | undefined, testId: string) => {
    const amount = saved ? (taken.get(saved.discountId) ?? 0) : 0
    if (!saved || saved.class === 'order') return money(-amount, testId)
    return (
      <span className="text-muted-foreground text-xs">
        {t(saved.class === 'shipping' ? 'payment.inShipping' : 'payment.inItemPrices')}{' '}
        {money(-amount, testId)}
      </span>
    )
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('payment.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <table className="w-full text-sm">
          <tbody className="[&_td]:py-1.5">
            <tr>
              <td>{t('payment.subtotal')}</td>
              <td className="text-muted-foreground">{t('payment.items', { count: totals.totalQuantity })}</td>
              <td className="text-right">{money(totals.subtotal, 'payment-subtotal')}</td>
            </tr>
            <tr>
              <td>
                {rowLink(
                  doc.appliedDiscount ? t('payment.editDiscount') : t('payment.addDiscount'),
                  'discount',
                )}
              </td>
              <td className="text-muted-foreground">
                {doc.appliedDiscount ? discountTitle || t('lines.customDiscount') : ''}
                {!doc.appliedDiscount && hasItems && !flags.isReadOnly && (
                  <Button
                    variant="link"
                    size="xs"
                    className="h-auto px-0 text-muted-foreground text-xs"
                    disabled={!linksEnabled}
                    onClick={() => setPanel('code')}
                  >
                    {t('payment.addCode')}
                  </Button>
                )}
              </td>
              <td className="text-right">
                {chosenCode
                  ? savedAmount(code, 'payment-discount')
                  : money(-totals.customOrderDiscount, 'payment-discount')}
              </td>
            </tr>
            {code?.refusal && (
              <tr>
                <td />
                <td colSpan={2} className="text-destructive text-xs" data-testid="payment-code-refusal">
                  {discountRefusalText(
                    code.refusal,
                    interfaceLanguage(),
                    snapshot.order?.currencyCode ?? DEFAULT_CURRENCY,
                  )}
                </td>
              </tr>
            )}
            {automatic.map((saved) => (
              <tr key={saved.discountId} data-testid="payment-automatic-discount">
                <td>{t('payment.automaticDiscount')}</td>
                <td className="text-muted-foreground">{saved.title}</td>
                <td className="text-right">{savedAmount(saved, 'payment-automatic-amount')}</td>
              </tr>
            ))}
            <tr>
              <td>
                {rowLink(doc.shippingLine ? t('payment.shipping') : t('payment.addShipping'), 'shipping')}
              </td>
              <td className="text-muted-foreground">{doc.shippingLine?.title ?? ''}</td>
              <td className="text-right">{money(totals.shipping, 'payment-shipping')}</td>
            </tr>
            {doc.shippingLine?.unavailable && (
              <tr data-testid="shipping-unavailable">
                <td colSpan={3}>
                  <p className="rounded-md bg-amber-50 px-3 py-2 text-amber-900 text-sm" role="status">
                    {t('shipping.chosenUnavailable')}
                  </p>
                </td>
              </tr>
            )}
            <tr>
              <td>{rowLink(t('payment.estimatedTax'), 'tax')}</td>
              <td className="text-muted-foreground" data-testid="payment-tax-text">
                {taxCellText(doc, t, {
                  taxesIncluded,
                  taxLines: totals.taxLines,
                })}
              </td>
              <td className="text-right">{money(totals.totalTax, 'payment-tax')}</td>
            </tr>
            {doc.taxesSetByHand && (
              <tr data-testid="taxes-by-hand">
                <td colSpan={3}>
                  <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted px-3 py-2">
                    <span>
                      <span className="font-medium">{t('payment.taxesByHand')}</span>{' '}
                      <span className="text-muted-foreground">{t('payment.taxesByHandHint')}</span>
                    </span>
                    {!flags.isReadOnly && (
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        disabled={editsBlocked}
                        onClick={() => actions.dispatch({ type: 'useStoreTaxes' })}
                      >
                        {t('payment.useStoreTaxes')}
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            )}
            <tr className="font-semibold">
              <td>{t('payment.total')}</td>
              <td />
              <td className="text-right">{money(totals.total, 'payment-total')}</td>
            </tr>
          </tbody>
        </table>
        {!hasItems && <p className="text-muted-foreground text-sm">{t('payment.emptyCart')}</p>}
        {flags.isReadOnly ? (
          doc.paymentTerm && (
            <p className="text-muted-foreground text-sm">{paymentTermsText(doc.paymentTerm, t)}</p>
          )
        ) : (
          <>
            <LabelledCheckbox
              label={t('payment.dueLater')}
              checked={dueLater}
              disabled={!hasItems}
              onCheckedChange={(checked) => {
                setDueLaterChecked(checked)
                // Unchecking Payment due later clears the payment term.
                if (!checked) actions.setPaymentTerm(null)
              }}
            />
            {dueLater && hasItems && <PaymentTermsFields />}
            {slots.paymentActions ? (
              slots.paymentActions(actionTarget)
            ) : (
              <div className="flex flex-wrap justify-end gap-2">
                <Button
                  variant="outline"
                  disabled={!hasItems}
                  onClick={() => pendingAction(t('payment.sendInvoice'))}
                >
                  {t('payment.sendInvoice')}
                </Button>
                {dueLater && hasItems ? (
                  <Button disabled={!hasItems} onClick={() => pendingAction(t('payment.createOrder'))}>
                    {t('payment.createOrder')}
                  </Button>
                ) : (
                  <Button disabled={!hasItems} onClick={() => pendingAction(t('payment.markAsPaid'))}>
                    {t('payment.markAsPaid')}
                  </Button>
                )}
              </div>
            )}
          </>
        )}
      </CardContent>
      <DiscountPanel
        open={panel === 'discount'}
        onOpenChange={(open) => setPanel(open ? 'discount' : null)}
        title={doc.appliedDiscount ? t('discount.editTitle') : t('discount.addTitle')}
        current={doc.appliedDiscount}
        onSave={actions.setOrderDiscount}
      />
      <DiscountCodePanel open={panel === 'code'} onOpenChange={(open) => setPanel(open ? 'code' : null)} />
      <ShippingPanel
        open={panel === 'shipping'}
        onOpenChange={(open) => setPanel(open ? 'shipping' : null)}
      />
      <TaxPanel open={panel === 'tax'} onOpenChange={(open) => setPanel(open ? 'tax' : null)} />
    </Card>
  )
}
