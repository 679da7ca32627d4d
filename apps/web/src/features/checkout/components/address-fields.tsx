import { type Control, type FieldErrors, type UseFormRegister, useFormState } from 'react-hook-form'
import { FormField, fieldAria } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { translateMessage } from '@/lib/i18n/i18n'
import { useSalesTranslation } from '@/lib/i18n/sales'
import type { AddressForm, CheckoutFormInput, CheckoutFormOutput } from '../checkout-form-schema'

type Prefix = 'shippingAddress' | 'billingAddress'

interface AddressFieldsProps {
  prefix: Prefix
  register: UseFormRegister<CheckoutFormInput>
  control: Control<CheckoutFormInput, unknown, CheckoutFormOutput>
}

const fields: {
  key: Exclude<keyof AddressForm, 'countryCode'>
  autoComplete: string
  wide?: boolean
  optional?: boolean
}[] = [
  { key: 'firstName', autoComplete: 'given-name' },
  { key: 'lastName', autoComplete: 'family-name', optional: true },
  { key: 'company', autoComplete: 'organization', wide: true, optional: true },
  { key: 'postalCode', autoComplete: 'postal-code' },
  { key: 'address1', autoComplete: 'address-line1' },
  { key: 'address2', autoComplete: 'address-line2', wide: true, optional: true },
  { key: 'city', autoComplete: 'address-level2' },
  { key: 'provinceCode', autoComplete: 'address-level1', optional: true },
  { key: 'phone', autoComplete: 'tel', wide: true, optional: true },
]

/** One address, labelled for browsers' autofill: shipping and billing use the same fields. */
export function AddressFields({ prefix, register, control }: AddressFieldsProps) {
  const { t } = useSalesTranslation()
  const { errors } = useFormState({ control, name: prefix })
  const section = prefix === 'shippingAddress' ? 'shipping' : 'billing'
  const fieldErrors = errors[prefix] as FieldErrors<AddressForm> | undefined
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map(({ key, autoComplete, wide, optional }) => {
        const id = `${prefix}-${key}`
        const message = fieldErrors?.[key]?.message
        const error = message ? translateMessage(message) : undefined
        const label = t(`publicCheckout.address.${key}`)
        return (
          <FormField
            key={key}
            id={id}
            label={optional ? `${label} ${t('publicCheckout.optional')}` : label}
            error={error}
            className={wide ? 'sm:col-span-2' : undefined}
          >
            <Input
              {...fieldAria(id, error)}
              autoComplete={`${section} ${autoComplete}`}
              aria-required={optional ? undefined : true}
              {...register(`${prefix}.${key}`)}
            />
          </FormField>
        )
      })}
    </div>
  )
}
