import { zodResolver } from '@hookform/resolvers/zod'
import type { Address } from '@lojista/contracts/order/api'
import {
  type AddressFormInput,
  type AddressFormOutput,
  addressFormSchema,
} from '@lojista/contracts/order/editor-forms'
import { provinceCodeOf } from '@lojista/contracts/reference/lookup'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { CheckboxField } from '@/components/form/checkbox-field'
import { ControlledField } from '@/components/form/controlled-field'
import { Field } from '@/components/form/field'
import { FormPanel } from '@/components/form/form-panel'
import { CountryPicker, StatePicker } from '@/components/pickers/reference-pickers'
import { countryName } from '@/lib/format/display-names'
import { editorErrorMessage, translateEditorMessage, useEditorT } from '../i18n/editor-i18n'
import { editorToast } from '../model/editor-toast'
import { useOrderEditor } from '../model/order-editor-context'
import { emptyAddress } from './address-text'
import { updateCustomerAddress } from './customer-profile'

type TextField = keyof AddressFormInput['address']

/**
 * "Edit shipping address": every field edits the order's own address; with 'Update
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
  const form = useForm<AddressFormInput, unknown, AddressFormOutput>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: { address: emptyAddress, country: null, state: null, updateProfile: true },
  })
  const [container, setContainer] = useState<HTMLElement | null>(null)

  const startFrom = () => {
    const { countryCode, provinceCode, ...address } = (kind === 'shipping'
      ? doc.shippingAddress
      : (doc.billingAddress ?? doc.shippingAddress)) ?? {
      ...emptyAddress,
      countryCode: 'BR',
    }
    return {
      address,
      country: countryCode ? { id: countryCode, name: countryName(countryCode) } : null,
      state:
        provinceCode && countryCode ? { id: `${countryCode}-${provinceCode}`, name: provinceCode } : null,
      updateProfile: true,
    }
  }

  const field = (name: TextField, label: string) => (
    <Field name={`address.${name}`} id={`${id}-${name}`} label={label} />
  )

  const save = async ({ address, country, state, updateProfile }: AddressFormOutput) => {
    const next: Address = {
      ...address,
      countryCode: country?.id ?? '',
      provinceCode: state ? provinceCodeOf(state.id) : '',
    }
    actions.dispatch({ type: 'setAddress', kind, address: next })
    const customer = doc.customer
    if (updateProfile && customer) {
      try {
        await updateCustomerAddress(customer.id, kind, next)
        editorToast.success(t('customer.saved'))
      } catch (error) {
        // The order keeps the new address either way; only the customer's record was left as it was.
        editorToast.error(t('customer.updateFailed', { message: editorErrorMessage(error) }), {
          description: t('customer.orderOnly'),
        })
      }
    }
    onOpenChange(false)
  }
  const country = form.watch('country')

  return (
    <FormPanel
      open={open}
      onOpenChange={onOpenChange}
      title={kind === 'shipping' ? t('customer.editShipping') : t('customer.editBilling')}
      closeLabel={t('common.close')}
      submitLabel={t('customer.save')}
      cancelLabel={t('customer.cancel')}
      form={form}
      startFrom={startFrom}
      formRef={setContainer}
      className="grid gap-3"
      translate={translateEditorMessage}
      onSubmit={save}
    >
      <ControlledField<AddressFormInput, 'country'>
        name="country"
        id={`${id}-country`}
        label={t('customer.country')}
        render={({ field }) => (
          <CountryPicker
            id={`${id}-country`}
            value={field.value}
            onChange={(value) => {
              field.onChange(value)
              form.setValue('state', null)
            }}
            container={container}
          />
        )}
      />
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
        <ControlledField<AddressFormInput, 'state'>
          name="state"
          id={`${id}-state`}
          label={t('customer.state')}
          render={({ field }) => (
            <StatePicker
              id={`${id}-state`}
              countryCode={country?.id ?? null}
              value={field.value}
              onChange={field.onChange}
              container={container}
            />
          )}
        />
      </div>
      {field('phone', t('customer.phone'))}
      {doc.customer && (
        <CheckboxField name="updateProfile" id={`${id}-update`} label={t('customer.updateProfile')} />
      )}
    </FormPanel>
  )
}
