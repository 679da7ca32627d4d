import { useEffect, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { FormField, fieldAria } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NumberInput } from '@/components/ui/number-input'
import { ResponsivePanel } from '@/components/ui/responsive-panel'
import { useEditorT } from '../i18n/editor-i18n'
import { useOrderEditor } from '../model/order-editor-context'
import { CheckboxField } from './checkbox-field'

/** The order's tax: whether to charge it, its name and rate, prices with tax included, and exemption. */
export function TaxPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useEditorT()
  const { doc, actions } = useOrderEditor()
  const id = useId()
  const [charge, setCharge] = useState(false)
  const [title, setTitle] = useState('VAT')
  const [rate, setRate] = useState<number | null>(null)
  const [included, setIncluded] = useState(false)
  const [exempt, setExempt] = useState(false)
  const [rateError, setRateError] = useState<string | undefined>()

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts from the order each time it opens
  useEffect(() => {
    if (!open) return
    const first = doc.taxLines[0]
    setCharge(Boolean(first))
    setTitle(first?.title ?? 'VAT')
    setRate(first ? Number(first.rate) : null)
    setIncluded(doc.taxesIncluded)
    setExempt(doc.taxExempt)
    setRateError(undefined)
  }, [open])

  const save = () => {
    if (charge && (rate === null || rate < 0 || rate > 100)) {
      setRateError(t('tax.rateInvalid'))
      return
    }
    const percent = rate === null ? '0' : String(Math.round(rate * 10_000) / 10_000)
    actions.dispatch({
      type: 'setTaxes',
      taxLines: charge ? [{ title: title.trim() || 'VAT', rate: percent }] : [],
      taxesIncluded: included,
    })
    if (exempt !== doc.taxExempt) actions.dispatch({ type: 'setTaxExempt', taxExempt: exempt })
    onOpenChange(false)
  }

  return (
    <ResponsivePanel
      open={open}
      onOpenChange={onOpenChange}
      title={t('tax.title')}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('tax.cancel')}
          </Button>
          <Button onClick={save}>{t('tax.save')}</Button>
        </>
      }
    >
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          save()
        }}
      >
        <CheckboxField label={t('tax.charge')} checked={charge} onCheckedChange={setCharge} />
        {charge && (
          <div className="grid grid-cols-2 gap-3">
            <FormField id={`${id}-title`} label={t('tax.name')}>
              <Input
                {...fieldAria(`${id}-title`)}
                value={title}
                maxLength={60}
                onChange={(event) => setTitle(event.target.value)}
              />
            </FormField>
            <FormField id={`${id}-rate`} label={t('tax.rate')} error={rateError}>
              <NumberInput
                {...fieldAria(`${id}-rate`, rateError)}
                min={0}
                max={100}
                value={rate}
                onValueChange={(value) => {
                  setRate(value)
                  setRateError(undefined)
                }}
              />
            </FormField>
          </div>
        )}
        <CheckboxField label={t('tax.included')} checked={included} onCheckedChange={setIncluded} />
        <CheckboxField
          label={t('tax.exempt')}
          checked={exempt}
          onCheckedChange={setExempt}
          hint={exempt ? t('tax.exemptHint') : undefined}
        />
      </form>
    </ResponsivePanel>
  )
}
