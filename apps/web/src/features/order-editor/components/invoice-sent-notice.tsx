import { Alert } from '@/components/ui/alert'
import { useEditorT } from '../i18n/editor-i18n'
import { useOrderEditor } from '../model/order-editor-context'

/**
 * The customer already has a link to pay this draft: staff are told that what they change now is what
 * the customer will see, and that the customer is asked to confirm a changed total before paying.
 */
export function InvoiceSentNotice() {
  const t = useEditorT()
  const { snapshot } = useOrderEditor()
  if (snapshot.order?.status !== 'invoice_sent') return null
  return (
    <Alert role="status" data-testid="invoice-sent-notice">
      {t('invoiceSent.notice')}
    </Alert>
  )
}
