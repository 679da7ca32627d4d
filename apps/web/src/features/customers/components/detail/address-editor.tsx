import { Controller, type UseFormReturn } from 'react-hook-form'
import { type CustomersKey, useCustomersT } from '@/components/customers/i18n/customers-i18n'
import { CountryPicker, StatePicker } from '@/components/pickers/reference-pickers'
import { FormField, fieldAria } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import type { CustomerEditOutput, CustomerEditValues } from '../../model/customer-edit-form'
import { detailFieldId, errorAt } from './field-helpers'

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

interface AddressEditorProps {
  form: UseFormReturn<CustomerEditValues, unknown, CustomerEditOutput>
  slot: Slot
}

/** One default address: name, company, street, city, postal code, country and state (of that country), phone. */
export function AddressEditor({ form, slot }: AddressEditorProps) {
  const t = useCustomersT()
  const {
    register,
    control,
    watch,
    setValue,
    getValues,
    formState: { errors },
  } = form
  const country = watch(`${slot}.country`)

  const text = (leaf: TextLeaf, label: CustomersKey, type = 'text') => {
    const path = `${slot}.${leaf}` as const
    const error = errorAt(errors, path)
    return (
      <FormField id={detailFieldId(path)} label={t(label)} error={error}>
        <Input
          {...fieldAria(detailFieldId(path), error)}
          type={type}
          autoComplete="off"
          {...register(path)}
        />
      </FormField>
    )
  }

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
        <Controller
          control={control}
          name={`${slot}.country`}
          render={({ field }) => {
            const error = errorAt(errors, field.name)
            return (
              <FormField id={detailFieldId(field.name)} label={t('form.country')} error={error}>
                <CountryPicker
                  {...fieldAria(detailFieldId(field.name), error)}
                  value={field.value ?? null}
                  onChange={(next) => {
                    field.onChange(next)
                    const state = getValues(`${slot}.state`)
                    if (state && (!next || !state.id.startsWith(`${next.id}-`)))
                      setValue(`${slot}.state`, null, { shouldDirty: true })
                  }}
                />
              </FormField>
            )
          }}
        />
        <Controller
          control={control}
          name={`${slot}.state`}
          render={({ field }) => {
            const error = errorAt(errors, field.name)
            return (
              <FormField id={detailFieldId(field.name)} label={t('form.state')} error={error}>
                <StatePicker
                  {...fieldAria(detailFieldId(field.name), error)}
                  countryCode={country?.id ?? null}
                  value={field.value ?? null}
                  onChange={field.onChange}
                />
              </FormField>
            )
          }}
        />
      </div>
      {text('phone', 'detail.addressPhone', 'tel')}
    </div>
  )
}
