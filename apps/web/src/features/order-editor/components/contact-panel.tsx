import { zodResolver } from '@hookform/resolvers/zod'
import { type ContactFormValues, contactFormSchema } from '@lojista/contracts/order/editor-forms'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { CheckboxField } from '@/components/form/checkbox-field'
import { Field } from '@/components/form/field'
import { FormPanel } from '@/components/form/form-panel'
import { editorErrorMessage, translateEditorMessage, useEditorT } from '../i18n/editor-i18n'
import { customerChoiceOf } from '../model/customer-choice'
import { editorToast } from '../model/editor-toast'
import { useOrderEditor } from '../model/order-editor-context'
import { updateCustomerContact } from './customer-profile'

/**
 * "Edit contact information": the order's email and the phone of its shipping address;
 * with 'Update customer profile' checked, the customer's primary email and phone too.
 */
export function ContactPanel({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const t = useEditorT()
  const { doc, actions } = useOrderEditor()
  const id = useId()
  const form = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { email: '', phone: '', updateProfile: true },
  })

  const save = async ({ email, phone, updateProfile }: ContactFormValues) => {
    actions.dispatch({ type: 'setEmail', email })
    if (doc.shippingAddress) {
      actions.dispatch({ type: 'setAddress', kind: 'shipping', address: { ...doc.shippingAddress, phone } })
    }
    const customer = doc.customer
    if (updateProfile && customer) {
      try {
        const party = await updateCustomerContact(customer.id, email, phone)
        actions.dispatch({ type: 'refreshCustomer', customer: customerChoiceOf(party).customer })
        editorToast.success(t('customer.saved'))
      } catch (error) {
        // The order keeps the new contact either way; only the customer's record was left as it was.
        editorToast.error(t('customer.updateFailed', { message: editorErrorMessage(error) }), {
          description: t('customer.orderOnly'),
        })
      }
    }
    onOpenChange(false)
  }

  return (
    <FormPanel
      open={open}
      onOpenChange={onOpenChange}
      title={t('customer.editContact')}
      closeLabel={t('common.close')}
      submitLabel={t('customer.save')}
      cancelLabel={t('customer.cancel')}
      form={form}
      startFrom={() => ({
        email: doc.email || doc.customer?.email || '',
        phone: doc.shippingAddress?.phone || doc.customer?.phone || '',
        updateProfile: true,
      })}
      className="grid gap-3"
      translate={translateEditorMessage}
      onSubmit={save}
    >
      <Field name="email" id={`${id}-email`} label={t('customer.email')} type="email" />
      <Field name="phone" id={`${id}-phone`} label={t('customer.phone')} type="tel" />
      {doc.customer && (
        <CheckboxField name="updateProfile" id={`${id}-update`} label={t('customer.updateProfile')} />
      )}
    </FormPanel>
  )
}
