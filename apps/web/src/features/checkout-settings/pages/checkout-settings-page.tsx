import { zodResolver } from '@hookform/resolvers/zod'
import {
  type CheckoutSettings,
  checkoutSettingsFields,
  checkoutSettingsSchema,
  fieldRequirements,
  type PolicyKind,
  policyKinds,
} from '@lojista/contracts/settings/checkout'
import { useController, useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { z } from 'zod'
import { CheckboxField } from '@/components/form/checkbox-field'
import { Form } from '@/components/form/form'
import { FormFailure } from '@/components/form/form-failure'
import { SelectField } from '@/components/form/select-field'
import { SubmitButton } from '@/components/form/submit-button'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { useQueryKeys } from '@/lib/query-keys'
import { getCheckoutSettings, saveCheckoutSettings } from '../api/checkout-settings-api'
import { SettingsPage } from '../components/settings-page'
import { translateCheckoutSettingsMessage, useCheckoutSettingsT } from '../i18n/checkout-settings-i18n'

const formSchema = z.object(checkoutSettingsFields)
type FormValues = z.input<typeof formSchema>
type FormOutput = z.output<typeof formSchema>

/** The policies the checkout page links: one box per policy, kept in the policies' own order. */
function PolicyLinksField() {
  const t = useCheckoutSettingsT()
  const { field } = useController<FormValues, 'policyLinks'>({ name: 'policyLinks' })
  const chosen = new Set(field.value)
  const toggle = (kind: PolicyKind, on: boolean) =>
    field.onChange(policyKinds.filter((each) => (each === kind ? on : chosen.has(each))))
  return (
    <fieldset className="grid gap-3 rounded-lg border p-4">
      <legend className="px-1 font-medium text-sm">{t('checkout.policyLinks')}</legend>
      <p className="text-muted-foreground text-xs">
        {t('checkout.policyLinksHint')}{' '}
        <Link to="/settings/policies" className="underline">
          {t('checkout.policiesLink')}
        </Link>
      </p>
      {policyKinds.map((kind) => (
        <div key={kind} className="flex items-center gap-2">
          <Checkbox
            id={`policy-link-${kind}`}
            checked={chosen.has(kind)}
            onCheckedChange={(checked) => toggle(kind, checked === true)}
          />
          <Label htmlFor={`policy-link-${kind}`} className="font-normal">
            {t(`policyKinds.${kind}`)}
          </Label>
        </div>
      ))}
    </fieldset>
  )
}

function CheckoutSettingsForm({
  settings,
  onSubmit,
}: {
  settings: CheckoutSettings
  onSubmit: (values: FormOutput) => Promise<void>
}) {
  const t = useCheckoutSettingsT()
  const { version: _, updatedAt: __, ...defaultValues } = settings
  const form = useForm<FormValues, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues })
  const nameOf = (choice: (typeof fieldRequirements)[number]) => t(`requirements.${choice}`)
  return (
    <Form
      form={form}
      className="grid gap-6"
      idPrefix="checkout"
      translate={translateCheckoutSettingsMessage}
      onSubmit={async (values) => {
        await onSubmit(values)
        form.reset(values)
      }}
    >
      <FormFailure />
      <fieldset className="grid gap-4 rounded-lg border p-4 sm:grid-cols-3">
        <legend className="px-1 font-medium text-sm">{t('checkout.fields')}</legend>
        <p className="text-muted-foreground text-xs sm:col-span-3">{t('checkout.fieldsHint')}</p>
        <SelectField<FormValues, (typeof fieldRequirements)[number]>
          name="phone"
          label={t('checkout.phone')}
          choices={fieldRequirements}
          nameOf={nameOf}
        />
        <SelectField<FormValues, (typeof fieldRequirements)[number]>
          name="company"
          label={t('checkout.company')}
          choices={fieldRequirements}
          nameOf={nameOf}
        />
        <SelectField<FormValues, (typeof fieldRequirements)[number]>
          name="taxId"
          label={t('checkout.taxId')}
          choices={fieldRequirements}
          nameOf={nameOf}
        />
      </fieldset>
      <fieldset className="grid gap-4 rounded-lg border p-4">
        <legend className="px-1 font-medium text-sm">{t('checkout.options')}</legend>
        <CheckboxField<FormValues>
          name="marketingConsentDefault"
          label={t('checkout.marketingConsentDefault')}
          hint={t('checkout.marketingConsentHint')}
        />
        <CheckboxField<FormValues> name="orderNote" label={t('checkout.orderNote')} />
      </fieldset>
      <PolicyLinksField />
      <div>
        <SubmitButton label={t('page.save')} pendingLabel={t('page.saving')} />
      </div>
    </Form>
  )
}

/** Settings → Checkout: the customer fields the checkout page asks for, its options and policy links. */
export function CheckoutSettingsPage() {
  const t = useCheckoutSettingsT()
  const keys = useQueryKeys()
  return (
    <SettingsPage
      queryKey={keys.storeSettings.checkout}
      load={getCheckoutSettings}
      schema={checkoutSettingsSchema}
      description={t('checkout.description')}
    >
      {(settings, save) => (
        <CheckoutSettingsForm
          key={settings.version}
          settings={settings}
          onSubmit={(values) => save((version) => saveCheckoutSettings({ ...values, version }))}
        />
      )}
    </SettingsPage>
  )
}
