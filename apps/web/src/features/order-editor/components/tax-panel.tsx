import { zodResolver } from '@hookform/resolvers/zod'
import { type TaxFormValues, taxFormSchema } from '@lojista/contracts/order/editor-forms'
import { formatPpm } from '@lojista/contracts/order/rounding'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { CheckboxField } from '@/components/form/checkbox-field'
import { Field } from '@/components/form/field'
import { FormPanel } from '@/components/form/form-panel'
import { NumberField } from '@/components/form/number-field'
import { translateEditorMessage, useEditorT } from '../i18n/editor-i18n'
import { useOrderEditor } from '../model/order-editor-context'

/** The order's tax: whether to charge it, its name and rate, prices with tax included, and exemption. */
export function TaxPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useEditorT()
  const { doc, totals, taxesIncluded, actions } = useOrderEditor()
  const id = useId()
  const form = useForm<TaxFormValues>({
    resolver: zodResolver(taxFormSchema),
    defaultValues: { charge: false, title: 'VAT', rate: null, included: false, exempt: false },
  })

  // Typing taxes here sets them by hand: the panel starts from the rate the order now pays.
  const startFrom = () => {
    const first = doc.taxesSetByHand ? doc.taxLines[0] : undefined
    const current = totals.taxLines[0]
    return {
      charge: Boolean(first ?? current),
      title: first?.title ?? current?.title ?? 'VAT',
      rate: first?.rate ?? (current ? formatPpm(current.ratePpm, 'percent') : null),
      included: taxesIncluded,
      exempt: doc.taxExempt,
    }
  }

  const save = ({ charge, title, rate, included, exempt }: TaxFormValues) => {
    actions.dispatch({
      type: 'setTaxes',
      taxLines: charge ? [{ title: title.trim() || 'VAT', rate: rate ?? '0' }] : [],
      taxesIncluded: included,
    })
    if (exempt !== doc.taxExempt) actions.dispatch({ type: 'setTaxExempt', taxExempt: exempt })
    onOpenChange(false)
  }
  const charge = form.watch('charge')
  const exempt = form.watch('exempt')

  return (
    <FormPanel
      open={open}
      onOpenChange={onOpenChange}
      title={t('tax.title')}
      closeLabel={t('common.close')}
      submitLabel={t('tax.save')}
      cancelLabel={t('tax.cancel')}
      form={form}
      startFrom={startFrom}
      className="grid gap-4"
      translate={translateEditorMessage}
      onSubmit={save}
    >
      {!doc.taxesSetByHand && <p className="text-muted-foreground text-sm">{t('tax.byHandNote')}</p>}
      <CheckboxField name="charge" id={`${id}-charge`} label={t('tax.charge')} />
      {charge && (
        <div className="grid grid-cols-2 gap-3">
          <Field name="title" id={`${id}-title`} label={t('tax.name')} maxLength={60} />
          <NumberField name="rate" id={`${id}-rate`} label={t('tax.rate')} kind="percent" min={0} max={100} />
        </div>
      )}
      <CheckboxField name="included" id={`${id}-included`} label={t('tax.included')} />
      <CheckboxField
        name="exempt"
        id={`${id}-exempt`}
        label={t('tax.exempt')}
        hint={exempt ? t('tax.exemptHint') : undefined}
      />
    </FormPanel>
  )
}
