import { formatDate, formatPercent } from '@/lib/format'
import type { EditorT } from '../i18n/editor-i18n'
import type { EditorDocument, EditorPaymentTerm } from '../model/document'

/**
 * "Payment": the Estimated tax cell. Taxes set by hand read from the first tax line's rate; the store's
 * taxes (`storeTaxes`, the order's tax lines as worked out) are named as the store names them.
 */
export function taxCellText(
  doc: Pick<EditorDocument, 'taxExempt' | 'taxLines' | 'taxesIncluded'> & { taxesSetByHand?: boolean },
  t: EditorT,
  storeTaxes?: { taxesIncluded: boolean; taxLines: readonly { title: string }[] },
): string {
  if (doc.taxExempt) return t('payment.notCollected')
  if (storeTaxes && doc.taxesSetByHand === false) {
    if (storeTaxes.taxLines.length === 0) return t('payment.noTaxHere')
    const names = storeTaxes.taxLines.map((tax) => tax.title).join(', ')
    return storeTaxes.taxesIncluded ? t('payment.storeTaxIncluded', { names }) : names
  }
  const first = doc.taxLines[0]
  if (!first) return t('payment.notCalculated')
  const rate = formatPercent(first.rate)
  return doc.taxesIncluded ? t('payment.vatIncluded', { rate }) : t('payment.vat', { rate })
}

const DAY_MS = 24 * 60 * 60 * 1000

/** When a term falls due: a net term counts its days from the issue date, a fixed term has its own date. */
export function dueDateOf(term: EditorPaymentTerm): Date | null {
  if (term.type === 'net') return new Date(new Date(term.issuedAt).getTime() + (term.dueInDays ?? 0) * DAY_MS)
  if (term.type === 'fixed') return term.dueAt ? new Date(term.dueAt) : null
  return null
}

/**
 * "Payment": the terms text, followed by the balance sentence; null when it cannot be
 * worked out (and no text shows then).
 */
export function paymentTermsText(term: EditorPaymentTerm | null, t: EditorT): string | null {
  if (!term) return null
  try {
    const due = dueDateOf(term)
    let text: string
    switch (term.type) {
      case 'fixed':
        if (!due) return null
        text = t('payment.fixedText', { date: formatDate(due) })
        break
      case 'fulfillment':
        text = t('payment.fulfillmentText')
        break
      case 'receipt':
        text = t('payment.receiptText')
        break
      case 'net':
        if (!due) return null
        text = t('payment.netText', { date: formatDate(due), days: term.dueInDays ?? 0 })
        break
    }
    return `${text} ${t('payment.collectBalance')}`
  } catch {
    return null
  }
}
