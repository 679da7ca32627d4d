import { zodResolver } from '@hookform/resolvers/zod'
import { type TaxIdFormValues, taxIdFormSchema } from '@lojista/contracts/order/editor-forms'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Field } from '@/components/form/field'
import { FormFailure } from '@/components/form/form-failure'
import { FormPanel } from '@/components/form/form-panel'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { editorErrorMessage, translateEditorMessage, useEditorT } from '../i18n/editor-i18n'
import { customerChoiceOf } from '../model/customer-choice'
import { editorToast } from '../model/editor-toast'
import { useOrderEditor } from '../model/order-editor-context'
import { updateCustomerTaxId } from './customer-profile'

/**
 * "Additional information": the CPF/CNPJ. An order has no tax id of its own, so the
 * number is always written to the customer, and the box says so.
 */
export function TaxIdPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useEditorT()
  const { doc, actions } = useOrderEditor()
  const id = useId()
  const form = useForm<TaxIdFormValues>({
    resolver: zodResolver(taxIdFormSchema),
    defaultValues: { taxId: '' },
  })

  const save = async ({ taxId }: TaxIdFormValues) => {
    const customer = doc.customer
    if (!customer) return
    const party = await updateCustomerTaxId(customer.id, taxId)
    actions.dispatch({ type: 'refreshCustomer', customer: customerChoiceOf(party).customer })
    editorToast.success(t('customer.saved'))
    onOpenChange(false)
  }

  return (
    <FormPanel
      open={open}
      onOpenChange={onOpenChange}
      title={t('customer.editTaxId')}
      closeLabel={t('common.close')}
      submitLabel={t('customer.save')}
      cancelLabel={t('customer.cancel')}
      form={form}
      startFrom={() => ({ taxId: doc.customer?.taxId ?? '' })}
      className="grid gap-3"
      translate={translateEditorMessage}
      onSubmit={save}
      submitError={{ fieldOf: (path) => (path === 'taxId' ? 'taxId' : null), failure: editorErrorMessage }}
    >
      <FormFailure />
      <Field name="taxId" id={`${id}-tax-id`} label={t('customer.taxId')} inputMode="numeric" />
      {/* Always on: an order has no tax id of its own, so the number is written to the customer. */}
      <div className="grid gap-1">
        <div className="flex items-center gap-2">
          <Checkbox id={`${id}-profile`} checked disabled aria-describedby={`${id}-profile-hint`} />
          <Label htmlFor={`${id}-profile`} className="font-normal">
            {t('customer.updateProfile')}
          </Label>
        </div>
        <p id={`${id}-profile-hint`} className="pl-6 text-muted-foreground text-xs">
          {t('customer.taxIdOnProfile')}
        </p>
      </div>
    </FormPanel>
  )
}
