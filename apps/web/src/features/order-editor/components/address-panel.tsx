import type { Address } from '@lojista/contracts/order/api'
import type { LookupOption } from '@lojista/contracts/reference/lookup'
import { provinceCodeOf } from '@lojista/contracts/reference/lookup'
import { useEffect, useId, useState } from 'react'
import { CountryPicker, StatePicker } from '@/components/pickers/reference-pickers'
import { Button } from '@/components/ui/button'
import { FormField, fieldAria } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ResponsivePanel } from '@/components/ui/responsive-panel'
import { useEditorT } from '../i18n/editor-i18n'
import { editorToast } from '../model/editor-toast'
import { useOrderEditor } from '../model/order-editor-context'
import { countryName, emptyAddress } from './address-text'
import { CheckboxField } from './checkbox-field'
import { problemMessage, updateCustomerAddress } from './customer-profile'

type TextField = Exclude<keyof Address, 'countryCode' | 'provinceCode'>

/**
 * Spec section 2.5 "Edit shipping address": every field edits the order's own address; with 'Update
 * customer profile' checked the customer's default address of that kind changes too.
 */
export function AddressPanel({
  kind,
  open,
  onOpenChange,
}: {
  kind: 'shipping' | 'billing'
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const t = useEditorT()
  const { doc, actions } = useOrderEditor()
  const id = useId()
  const [address, setAddress] = useState<Address>(emptyAddress)
  const [country, setCountry] = useState<LookupOption | null>(null)
  const [state, setState] = useState<LookupOption | null>(null)
  const [updateProfile, setUpdateProfile] = useState(true)
  const [saving, setSaving] = useState(false)
  const [container, setContainer] = useState<HTMLElement | null>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts from the order each time it opens
  useEffect(() => {
    if (!open) return
    const current = (kind === 'shipping'
      ? doc.shippingAddress
      : (doc.billingAddress ?? doc.shippingAddress)) ?? {
      ...emptyAddress,
      countryCode: 'BR',
    }
    setAddress(current)
    setCountry(
      current.countryCode ? { id: current.countryCode, name: countryName(current.countryCode) } : null,
    )
    setState(
      current.provinceCode && current.countryCode
        ? { id: `${current.countryCode}-${current.provinceCode}`, name: current.provinceCode }
        : null,
    )
    setUpdateProfile(true)
  }, [open])

  const field = (name: TextField, label: string) => (
    <FormField id={`${id}-${name}`} label={label}>
      <Input
        {...fieldAria(`${id}-${name}`)}
        value={address[name]}
        onChange={(event) => setAddress({ ...address, [name]: event.target.value })}
      />
    </FormField>
  )

  const save = async () => {
    const next: Address = {
      ...address,
      countryCode: country?.id ?? '',
      provinceCode: state ? provinceCodeOf(state.id) : '',
    }
    actions.dispatch({ type: 'setAddress', kind, address: next })
    const customer = doc.customer
    if (updateProfile && customer) {
      setSaving(true)
      try {
        await updateCustomerAddress(customer.id, kind, next)
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
      title={kind === 'shipping' ? t('customer.editShipping') : t('customer.editBilling')}
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
        ref={setContainer}
        className="grid gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        <FormField id={`${id}-country`} label={t('customer.country')}>
          <CountryPicker
            id={`${id}-country`}
            value={country}
            onChange={(value) => {
              setCountry(value)
              setState(null)
            }}
            container={container}
          />
        </FormField>
        <div className="grid grid-cols-2 gap-3">
          {field('firstName', t('customer.firstName'))}
          {field('lastName', t('customer.lastName'))}
        </div>
        {field('company', t('customer.company'))}
        {field('postalCode', t('customer.postalCode'))}
        {field('address1', t('customer.address1'))}
        {field('address2', t('customer.address2'))}
        <div className="grid grid-cols-2 gap-3">
          {field('city', t('customer.city'))}
          <FormField id={`${id}-state`} label={t('customer.state')}>
            <StatePicker
              id={`${id}-state`}
              countryCode={country?.id ?? null}
              value={state}
              onChange={setState}
              container={container}
            />
          </FormField>
        </div>
        {field('phone', t('customer.phone'))}
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
