import type { TimelineEvent } from '@lojista/contracts/sales/timeline'
import { formatMoney } from '@/lib/format'
import type { SalesT } from '@/lib/i18n/sales'

/**
 * The sentence a person reads for a draft's or an order's event, in the interface language. The server
 * keeps the event as a type and its facts; money comes as a decimal string and is written by Intl.
 */
export function timelineText(event: TimelineEvent, t: SalesT): string {
  switch (event.type) {
    case 'created':
      return t('orders.timeline.events.created')
    case 'invoice_sent':
    case 'quote_sent':
    case 'recovery_sent':
      return t(`orders.timeline.events.${event.type}`, { recipient: event.params.recipient })
    case 'completed':
      return t('orders.timeline.events.completed', { orderName: event.params.orderName })
    case 'placed':
      return t('orders.timeline.events.placed', { draftName: event.params.draftName })
    case 'paid_at_checkout':
    case 'marked_paid':
    case 'payment_collected':
      return t(`orders.timeline.events.${event.type}`, {
        amount: formatMoney(event.params.amount, event.params.currency),
      })
    case 'awaiting_payment':
      return t('orders.timeline.events.awaiting_payment', {
        method: t(`paymentMethods.${event.params.method}`),
      })
    case 'payment_received':
      return t('orders.timeline.events.payment_received', {
        amount: formatMoney(event.params.amount, event.params.currency),
        method: t(`paymentMethods.${event.params.method}`),
      })
    case 'fulfilled':
      return t('orders.timeline.events.fulfilled', {
        count: event.params.units,
        fulfillmentName: event.params.fulfillmentName,
      })
    case 'cancelled': {
      const { reason, restocked, notRefunded } = event.params
      const cancelled = t(
        restocked ? 'orders.timeline.events.cancelledRestocked' : 'orders.timeline.events.cancelled',
        { reason: t(`orders.cancel.reasons.${reason}`) },
      )
      if (!notRefunded) return cancelled
      const kept = t('orders.timeline.events.notRefunded', {
        amount: formatMoney(notRefunded.amount, notRefunded.currency),
      })
      return `${cancelled} ${kept}`
    }
    case 'refunded': {
      const { amount, currency, method, note } = event.params
      return t(note ? 'orders.timeline.events.refundedWithNote' : 'orders.timeline.events.refunded', {
        amount: formatMoney(amount, currency),
        method: t(`orders.refund.methods.${method}`),
        note,
      })
    }
    case 'note_updated':
      return t('orders.timeline.events.note_updated')
    case 'legacy':
      // Written before events had types: the sentence as it was recorded.
      return event.params.text
  }
}
