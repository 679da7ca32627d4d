import { taxIdInputSchema } from '@lojista/contracts/party/party'
import { useEffect, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { FormField, fieldAria } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ResponsivePanel } from '@/components/ui/responsive-panel'
import { customerChoiceOf } from '../api/customer-api'
import { translateEditorMessage, useEditorT } from '../i18n/editor-i18n'
import { editorToast } from '../model/editor-toast'
import { useOrderEditor } from '../model/order-editor-context'
import { CheckboxField } from './checkbox-field'
import { problemMessage, updateCustomerTaxId } from './customer-profile'

/**
 * Spec section 2.5 "Additional information": the CPF/CNPJ. An order has no tax id of its own, so the
 * number is always written to the customer, and the box says so.
 */
export function TaxIdPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useEditorT()
  const { doc, actions } = useOrderEditor()
  const id = useId()
  const [taxId, setTaxId] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [saving, setSaving] = useState(false)

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts from the customer each time it opens
  useEffect(() => {
    if (!open) return
    setTaxId(doc.customer?.taxId ?? '')
    setError(undefined)
  }, [open])

  const save = async () => {
    const customer = doc.customer
    if (!customer) return
    const checked = taxIdInputSchema.safeParse(taxId)
    if (!checked.success) {
      setError(translateEditorMessage(checked.error.issues[0]?.message ?? ''))
      return
    }
    setSaving(true)
    try {
      const party = await updateCustomerTaxId(customer.id, taxId)
      actions.dispatch({ type: 'refreshCustomer', customer: customerChoiceOf(party).customer })
      editorToast.success(t('customer.saved'))
      onOpenChange(false)
    } catch (failure) {
      setError(translateEditorMessage(problemMessage(failure)))
    } finally {
      setSaving(false)
    }
  }

  return (
    <ResponsivePanel
      open={open}
      onOpenChange={onOpenChange}
      title={t('customer.editTaxId')}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('customer.cancel')}
          </Button>
          <Button onClick={save} disabled={saving}>
            {t('customer.save')}
          </Button>
        </>
      }
    >
      <form
        className="grid gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        <FormField id={`${id}-tax-id`} label={t('customer.taxId')} error={error}>
          <Input
            {...fieldAria(`${id}-tax-id`, error)}
            value={taxId}
            inputMode="numeric"
            onChange={(event) => {
              setTaxId(event.target.value)
              setError(undefined)
            }}
          />
        </FormField>
        <CheckboxField
          label={t('customer.updateProfile')}
          checked
          disabled
          onCheckedChange={() => {}}
          hint={t('customer.taxIdOnProfile')}
        />
      </form>
    </ResponsivePanel>
  )
}
