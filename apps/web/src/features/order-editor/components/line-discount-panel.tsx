import { useEditorT } from '../i18n/editor-i18n'
import { useOrderEditor } from '../model/order-editor-context'
import { DiscountPanel } from './discount-panel'
import { formatMinor } from './money'

/** The unit price opens the line's price selection, a custom discount on that line. */
export function LineDiscountPanel() {
  const t = useEditorT()
  const { doc, flags, actions } = useOrderEditor()
  const line = doc.lineItems.find((candidate) => candidate.id === flags.selectedLineItemId) ?? null
  return (
    <DiscountPanel
      open={flags.isLineItemDiscountOpen && line !== null}
      onOpenChange={(open) => {
        if (!open) actions.openLineItemDiscount(null)
      }}
      title={t('discount.lineTitle', { title: line?.display.title ?? '' })}
      current={line?.appliedDiscount ?? null}
      onSave={(discount) => {
        if (line) actions.setLineDiscount(line.id, discount)
      }}
    >
      {line && (
        <p className="text-muted-foreground text-sm">
          {t('discount.unitPrice', { price: formatMinor(line.display.unitPrice) })}
        </p>
      )}
    </DiscountPanel>
  )
}
