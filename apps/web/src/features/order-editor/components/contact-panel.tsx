import { isEmail } from '@lojista/contracts/party/party'
import { useEffect, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { FormField, fieldAria } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ResponsivePanel } from '@/components/ui/responsive-panel'
import { customerChoiceOf } from '../api/customer-api'
import { useEditorT } from '../i18n/editor-i18n'
import { editorToast } from '../model/editor-toast'
import { useOrderEditor } from '../model/order-editor-context'
import { CheckboxField } from './checkbox-field'
import { problemMessage, updateCustomerContact } from './customer-profile'

/**
 * Spec section 2.5 "Edit contact information": the order's email and the phone of its shipping address;
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
  const [email, setEmail] = useState('')
  const [phone, setPhone] = useState('')
  const [updateProfile, setUpdateProfile] = useState(true)
  const [emailError, setEmailError] = useState<string | undefined>()
  const [saving, setSaving] = useState(false)

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts from the order each time it opens
  useEffect(() => {
    if (!open) return
    setEmail(doc.email || doc.customer?.email || '')
    setPhone(doc.shippingAddress?.phone || doc.customer?.phone || '')
    setUpdateProfile(true)
    setEmailError(undefined)
  }, [open])

  const save = async () => {
    const trimmed = email.trim()
    if (trimmed && !isEmail(trimmed)) {
      setEmailError(t('customer.invalidEmail'))
      return
    }
    actions.dispatch({ type: 'setEmail', email: trimmed })
    if (doc.shippingAddress) {
      actions.dispatch({
        type: 'setAddress',
        kind: 'shipping',
        address: { ...doc.shippingAddress, phone: phone.trim() },
      })
    }
    const customer = doc.customer
    if (updateProfile && customer) {
      setSaving(true)
      try {
        const party = await updateCustomerContact(customer.id, trimmed, phone)
        actions.dispatch({ type: 'refreshCustomer', customer: customerChoiceOf(party).customer })
        editorToast.success(t('customer.saved'))
      } catch (error) {
        editorToast.error(t('customer.updateFailed', { message: problemMessage(error) }), {
          description: t('customer.orderOnly'),
        })
      } finally {
        setSaving(false)
      }
    }
    onOpenChange(false)
  }

  return (
    <ResponsivePanel
      open={open}
      onOpenChange={onOpenChange}
      title={t('customer.editContact')}
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
        <FormField id={`${id}-email`} label={t('customer.email')} error={emailError}>
          <Input
            {...fieldAria(`${id}-email`, emailError)}
            type="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value)
              setEmailError(undefined)
            }}
          />
        </FormField>
        <FormField id={`${id}-phone`} label={t('customer.phone')}>
          <Input
            {...fieldAria(`${id}-phone`)}
            type="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
        </FormField>
        {doc.customer && (
          <CheckboxField
            label={t('customer.updateProfile')}
            checked={updateProfile}
            onCheckedChange={setUpdateProfile}
          />
        )}
      </form>
    </ResponsivePanel>
  )
}
