import type { PaymentTermTemplate } from '@lojista/contracts/order/api'
import { useCallback, useId } from 'react'
import { FormField } from '@/components/form/form-field'
import { AsyncPicker } from '@/components/pickers/async-picker'
import type { PickerFetchParams } from '@/components/pickers/use-paged-search'
import { DatePicker } from '@/components/ui/date-picker'
import { usePanelContainer } from '@/components/ui/responsive-panel'
import { paymentTermName } from '@/lib/format/display-names'
import { searchPaymentTerms } from '../api/order-api'
import { paymentTermsText } from '../forms/payment-texts'
import { useEditorT } from '../i18n/editor-i18n'
import type { EditorPaymentTerm } from '../model/document'
import { useOrderEditor } from '../model/order-editor-context'

const keyOf = (term: { type: string; dueInDays: number | null }) => `${term.type}:${term.dueInDays ?? ''}`

/**
 * "Payment": the term picker chooses the first term by itself; choosing sets issue and due
 * dates to now; a fixed term's due date and a net term's issue date can be changed.
 */
export function PaymentTermsFields() {
  const t = useEditorT()
  const { doc, actions } = useOrderEditor()
  const container = usePanelContainer()
  const id = useId()
  const term = doc.paymentTerm
  const fetchPage = useCallback(
    ({ query, first, after, signal }: PickerFetchParams) =>
      searchPaymentTerms({ query, first, after }, signal),
    [],
  )
  const value: PaymentTermTemplate | null = term
    ? { id: keyOf(term), name: paymentTermName(term), type: term.type, dueInDays: term.dueInDays }
    : null
  const choose = useCallback(
    (template: PaymentTermTemplate | null) => {
      if (!template) return
      const now = new Date().toISOString()
      actions.setPaymentTerm({
        type: template.type,
        dueInDays: template.dueInDays,
        issuedAt: now,
        dueAt: now,
      })
    },
    [actions],
  )
  const change = (changes: Partial<EditorPaymentTerm>) => {
    if (term) actions.setPaymentTerm({ ...term, ...changes })
  }
  const text = paymentTermsText(term, t)

  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={`${id}-terms`} label={t('payment.terms')}>
          <AsyncPicker<PaymentTermTemplate>
            id={`${id}-terms`}
            fetchPage={fetchPage}
            autoSelect
            clearable={false}
            value={value}
            onChange={choose}
            getKey={keyOf}
            getLabel={paymentTermName}
            container={container}
          />
        </FormField>
        {term?.type === 'fixed' && (
          <FormField id={`${id}-due`} label={t('payment.dueDate')}>
            <DatePicker
              id={`${id}-due`}
              value={term.dueAt ? new Date(term.dueAt) : null}
              onChange={(date) => change({ dueAt: date.toISOString() })}
              container={container}
            />
          </FormField>
        )}
        {term?.type === 'net' && (
          <FormField id={`${id}-issued`} label={t('payment.issuedDate')}>
            <DatePicker
              id={`${id}-issued`}
              value={new Date(term.issuedAt)}
              onChange={(date) => change({ issuedAt: date.toISOString() })}
              container={container}
            />
          </FormField>
        )}
      </div>
      {text && (
        <p className="text-muted-foreground text-sm" data-testid="payment-terms-text">
          {text}
        </p>
      )}
    </div>
  )
}
