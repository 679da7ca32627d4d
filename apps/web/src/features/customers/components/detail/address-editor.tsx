import type { CustomerEditValues } from '@lojista/contracts/party/customer-edit-form'
import { type CustomersKey, useCustomersT } from '@/components/customers/i18n/customers-i18n'
import { Field } from '@/components/form/field'
import { CountryField, StateField } from '@/components/form/place-fields'

type Slot = 'shipping' | 'billing'
type TextLeaf =
  | 'firstName'
  | 'lastName'
  | 'company'
  | 'address1'
  | 'address2'
  | 'city'
  | 'postalCode'
  | 'phone'

/** One default address: name, company, street, city, postal code, country and state (of that country), phone. */
export function AddressEditor({ slot }: { slot: Slot }) {
  const t = useCustomersT()

  const text = (leaf: TextLeaf, label: CustomersKey, type = 'text') => (
    <Field<CustomerEditValues> name={`${slot}.${leaf}`} label={t(label)} type={type} autoComplete="off" />
  )

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('firstName', 'form.firstName')}
        {text('lastName', 'form.lastName')}
      </div>
      {text('company', 'form.company')}
      {text('address1', 'form.address1')}
      {text('address2', 'form.address2')}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('postalCode', 'form.postalCode')}
        {text('city', 'form.city')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <CountryField<CustomerEditValues>
          name={`${slot}.country`}
          stateName={`${slot}.state`}
          label={t('form.country')}
        />
        <StateField<CustomerEditValues>
          name={`${slot}.state`}
          countryName={`${slot}.country`}
          label={t('form.state')}
        />
      </div>
      {text('phone', 'detail.addressPhone', 'tel')}
    </div>
  )
}
