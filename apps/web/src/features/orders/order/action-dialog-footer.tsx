import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'
import { useSalesT } from '@/lib/i18n/sales'

/** The footer of an order action's form dialog: Close, and the submit button that says when it is at work. */
export function ActionDialogFooter({
  onClose,
  ready,
  pending,
  submitLabel,
  pendingLabel,
}: {
  onClose: () => void
  /** Whether the form may be sent (while the action is at work it may not). */
  ready: boolean
  pending: boolean
  submitLabel: string
  pendingLabel: string
}) {
  const t = useSalesT()
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onClose}>
        {t('orders.page.close')}
      </Button>
      <Button type="submit" disabled={!ready || pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  )
}
