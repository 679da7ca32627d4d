import { zodResolver } from '@hookform/resolvers/zod'
import type { Location } from '@lojista/contracts/catalog/inventory'
import { readyTimes } from '@lojista/contracts/shipping/shipping'
import {
  type PickupFormOutput,
  type PickupFormValues,
  pickupFormSchema,
} from '@lojista/contracts/shipping/shipping-forms'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { CheckboxField } from '@/components/form/checkbox-field'
import { Field } from '@/components/form/field'
import { Form } from '@/components/form/form'
import { FormFailure } from '@/components/form/form-failure'
import { SelectField } from '@/components/form/select-field'
import { SubmitButton } from '@/components/form/submit-button'
import { translateShippingMessage, useShippingT } from '../i18n/shipping-i18n'
import { LocationField } from './location-field'

/** Pickup at one location: what customers are told and how soon an order is ready. */
export function PickupForm({
  defaultValues,
  locations,
  isNew,
  onSubmit,
  actions,
}: {
  defaultValues: PickupFormValues
  locations: Location[] | null
  isNew: boolean
  onSubmit: (values: PickupFormOutput) => Promise<unknown>
  actions?: ReactNode
}) {
  const t = useShippingT()
  const form = useForm<PickupFormValues, unknown, PickupFormOutput>({
    resolver: zodResolver(pickupFormSchema),
    defaultValues,
  })
  return (
    <Form
      form={form}
      className="grid gap-4"
      idPrefix="pickup"
      translate={translateShippingMessage}
      onSubmit={async (values) => {
        await onSubmit(values)
        form.reset(values)
      }}
    >
      <FormFailure />
      {locations && (
        <LocationField<PickupFormValues>
          name="locationId"
          label={t('pickup.location')}
          locations={locations}
        />
      )}
      <CheckboxField<PickupFormValues>
        name="active"
        label={t('pickup.active')}
        hint={t('pickup.activeHint')}
      />
      <SelectField<PickupFormValues, (typeof readyTimes)[number]>
        name="readyTime"
        label={t('pickup.readyTime')}
        choices={readyTimes}
        nameOf={(choice) => t(`pickup.readyTimes.${choice}`)}
      />
      <Field<PickupFormValues>
        name="instructions"
        label={t('pickup.instructions')}
        hint={t('pickup.instructionsHint')}
        multiline
        rows={3}
        maxLength={500}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SubmitButton label={isNew ? t('page.create') : t('page.save')} pendingLabel={t('page.saving')} />
        {actions}
      </div>
    </Form>
  )
}
