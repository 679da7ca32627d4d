import type { AddressForm, CheckoutFormInput } from '@lojista/contracts/sales/checkout-form'
import type { Storefront } from '@lojista/contracts/settings/storefront'
import { Field } from '@/components/form/field'
import { useSalesT } from '@/lib/i18n/sales'

type Prefix = 'shippingAddress' | 'billingAddress'

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

/**
 * One address, labelled for browsers' autofill: shipping and billing use the same fields. `asked` is what
 * the store's checkout settings say of the company and phone: not shown, optional or required.
 */
export function AddressFields({ prefix, asked }: { prefix: Prefix; asked?: Storefront['fields'] }) {
  const t = useSalesT()
  const section = prefix === 'shippingAddress' ? 'shipping' : 'billing'
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map(({ key, autoComplete, wide, optional: optionalHere }) => {
        const setting = key === 'company' || key === 'phone' ? asked?.[key] : undefined
        if (setting === 'off') return null
        const optional = setting ? setting === 'optional' : optionalHere
        const label = t(`publicCheckout.address.${key}`)
        return (
          <Field<CheckoutFormInput>
            key={key}
            name={`${prefix}.${key}`}
            id={`${prefix}-${key}`}
            label={optional ? `${label} ${t('publicCheckout.optional')}` : label}
            className={wide ? 'sm:col-span-2' : undefined}
            autoComplete={`${section} ${autoComplete}`}
            aria-required={optional ? undefined : true}
          />
        )
      })}
    </div>
  )
}
