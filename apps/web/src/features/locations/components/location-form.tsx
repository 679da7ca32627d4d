import { zodResolver } from '@hookform/resolvers/zod'
import {
  type LocationFormOutput,
  type LocationFormValues,
  locationFormSchema,
} from '@lojista/contracts/catalog/location-form'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { CheckboxField } from '@/components/form/checkbox-field'
import { Field } from '@/components/form/field'
import { Form } from '@/components/form/form'
import { FormFailure } from '@/components/form/form-failure'
import { CountryField, StateField } from '@/components/form/place-fields'
import { SubmitButton } from '@/components/form/submit-button'
import { translateLocationsMessage, useLocationsT } from '../i18n/locations-i18n'

/** The request paths the server names in its field errors, as this form's fields. */
const fieldOfPath: Record<string, keyof LocationFormValues> = {
  name: 'name',
  address1: 'address1',
  city: 'city',
  postalCode: 'postalCode',
  active: 'active',
  fulfilsOnlineOrders: 'fulfilsOnlineOrders',
  offersPickup: 'offersPickup',
  countryCode: 'country',
  provinceCode: 'state',
}

interface LocationFormProps {
  defaultValues: LocationFormValues
  /** Saves the values; what it throws lands on the fields the server names. */
  onSubmit: (values: LocationFormOutput) => Promise<unknown>
  isNew: boolean
  /** Beside the submit button: deleting a saved location. */
  actions?: ReactNode
}

/** A location's name, address and whether it is in use. */
export function LocationForm({ defaultValues, onSubmit, isNew, actions }: LocationFormProps) {
  const t = useLocationsT()
  const form = useForm<LocationFormValues, unknown, LocationFormOutput>({
    resolver: zodResolver(locationFormSchema),
    defaultValues,
  })
  return (
    <Form
      form={form}
      className="grid gap-4"
      idPrefix="location"
      translate={translateLocationsMessage}
      submitError={{ fieldOf: (path) => fieldOfPath[path] ?? null }}
      onSubmit={async (values) => {
        await onSubmit(values)
        // What was saved is the form's new starting point.
        form.reset(values)
      }}
    >
      <FormFailure />
      <Field<LocationFormValues>
        name="name"
        label={t('page.name')}
        placeholder={t('page.namePlaceholder')}
        maxLength={255}
        autoComplete="off"
      />
      <fieldset className="grid gap-4">
        <legend className="mb-2 font-medium text-sm">{t('page.address')}</legend>
        <CountryField<LocationFormValues> name={'country'} stateName={'state'} label={t('page.country')} />
        <Field<LocationFormValues> name="address1" label={t('page.address1')} maxLength={255} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field<LocationFormValues> name="city" label={t('page.city')} maxLength={255} />
          <Field<LocationFormValues> name="postalCode" label={t('page.postalCode')} maxLength={20} />
        </div>
        <StateField<LocationFormValues> name={'state'} countryName={'country'} label={t('page.state')} />
      </fieldset>
      <CheckboxField<LocationFormValues> name="active" label={t('page.active')} hint={t('page.activeHint')} />
      <CheckboxField<LocationFormValues>
        name="fulfilsOnlineOrders"
        label={t('page.fulfilsOnlineOrders')}
        hint={t('page.fulfilsOnlineOrdersHint')}
      />
      <CheckboxField<LocationFormValues>
        name="offersPickup"
        label={t('page.offersPickup')}
        hint={t('page.offersPickupHint')}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SubmitButton label={isNew ? t('page.create') : t('page.save')} pendingLabel={t('page.saving')} />
        {actions}
      </div>
    </Form>
  )
}
