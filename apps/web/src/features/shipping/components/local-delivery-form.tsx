import { zodResolver } from '@hookform/resolvers/zod'
import type { Location } from '@lojista/contracts/catalog/inventory'
import {
  type LocalDeliveryFormOutput,
  type LocalDeliveryFormValues,
  localDeliveryFormSchema,
} from '@lojista/contracts/shipping/shipping-forms'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { CheckboxField } from '@/components/form/checkbox-field'
import { Field } from '@/components/form/field'
import { Form } from '@/components/form/form'
import { FormFailure } from '@/components/form/form-failure'
import { SubmitButton } from '@/components/form/submit-button'
import { translateShippingMessage, useShippingT } from '../i18n/shipping-i18n'
import { LocationField } from './location-field'

/** The server names each CEP range of the list; the form holds them as one text. */
const fieldOfPath = (path: string) =>
  (path.startsWith('postalCodeRanges') ? 'postalCodeRanges' : path) as keyof LocalDeliveryFormValues

/** Local delivery from one location: where to (CEP ranges), for how much, from what order price. */
export function LocalDeliveryForm({
  defaultValues,
  locations,
  isNew,
  onSubmit,
  actions,
}: {
  defaultValues: LocalDeliveryFormValues
  /** Offered when the delivery is new; a saved one stays at its location. */
  locations: Location[] | null
  isNew: boolean
  onSubmit: (values: LocalDeliveryFormOutput) => Promise<unknown>
  actions?: ReactNode
}) {
  const t = useShippingT()
  const form = useForm<LocalDeliveryFormValues, unknown, LocalDeliveryFormOutput>({
    resolver: zodResolver(localDeliveryFormSchema),
    defaultValues,
  })
  return (
    <Form
      form={form}
      className="grid gap-4"
      idPrefix="local-delivery"
      translate={translateShippingMessage}
      submitError={{ fieldOf: fieldOfPath }}
      onSubmit={async (values) => {
        await onSubmit(values)
        form.reset(values)
      }}
    >
      <FormFailure />
      {locations && (
        <LocationField<LocalDeliveryFormValues>
          name="locationId"
          label={t('localDelivery.location')}
          locations={locations}
        />
      )}
      <CheckboxField<LocalDeliveryFormValues> name="active" label={t('localDelivery.active')} />
      <Field<LocalDeliveryFormValues>
        name="postalCodeRanges"
        label={t('localDelivery.postalCodeRanges')}
        hint={t('localDelivery.postalCodeHint')}
        multiline
        rows={3}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field<LocalDeliveryFormValues>
          name="fee"
          label={t('localDelivery.fee')}
          inputMode="decimal"
          autoComplete="off"
        />
        <Field<LocalDeliveryFormValues>
          name="minimumOrder"
          label={t('localDelivery.minimumOrder')}
          hint={t('localDelivery.minimumOrderHint')}
          inputMode="decimal"
          autoComplete="off"
        />
      </div>
      <Field<LocalDeliveryFormValues>
        name="deliveryNote"
        label={t('localDelivery.deliveryNote')}
        hint={t('localDelivery.deliveryNoteHint')}
        multiline
        rows={2}
        maxLength={500}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SubmitButton label={isNew ? t('page.create') : t('page.save')} pendingLabel={t('page.saving')} />
        {actions}
      </div>
    </Form>
  )
}
