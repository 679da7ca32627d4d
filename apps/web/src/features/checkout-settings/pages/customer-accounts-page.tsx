import { zodResolver } from '@hookform/resolvers/zod'
import {
  type CustomerAccountsSettings,
  customerAccountsSettingsFields,
  customerAccountsSettingsSchema,
} from '@lojista/contracts/settings/checkout'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'
import { CheckboxField } from '@/components/form/checkbox-field'
import { Form } from '@/components/form/form'
import { FormFailure } from '@/components/form/form-failure'
import { NumberField } from '@/components/form/number-field'
import { SubmitButton } from '@/components/form/submit-button'
import { useQueryKeys } from '@/lib/query-keys'
import { getCustomerAccountsSettings, saveCustomerAccountsSettings } from '../api/checkout-settings-api'
import { SettingsPage } from '../components/settings-page'
import { translateCheckoutSettingsMessage, useCheckoutSettingsT } from '../i18n/checkout-settings-i18n'

const formSchema = z.object(customerAccountsSettingsFields)
type FormValues = z.input<typeof formSchema>
type FormOutput = z.output<typeof formSchema>

function CustomerAccountsForm({
  settings,
  onSubmit,
}: {
  settings: CustomerAccountsSettings
  onSubmit: (values: FormOutput) => Promise<void>
}) {
  const t = useCheckoutSettingsT()
  const { version: _, updatedAt: __, ...defaultValues } = settings
  const form = useForm<FormValues, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues })
  const enabled = useWatch({ control: form.control, name: 'orderStatusLink' })
  return (
    <Form
      form={form}
      className="grid gap-6"
      idPrefix="customer-accounts"
      translate={translateCheckoutSettingsMessage}
      onSubmit={async (values) => {
        await onSubmit(values)
        form.reset(values)
      }}
    >
      <FormFailure />
      <fieldset className="grid gap-4 rounded-lg border p-4">
        <CheckboxField<FormValues>
          name="orderStatusLink"
          label={t('customerAccounts.orderStatusLink')}
          hint={t('customerAccounts.orderStatusLinkHint')}
        />
        <NumberField<FormValues>
          name="orderStatusLinkDays"
          kind="quantity"
          label={t('customerAccounts.orderStatusLinkDays')}
          suffix={t('customerAccounts.days')}
          className="max-w-48"
          disabled={!enabled}
        />
      </fieldset>
      <div>
        <SubmitButton label={t('page.save')} pendingLabel={t('page.saving')} />
      </div>
    </Form>
  )
}

/** Settings → Customer accounts: whether customers follow their orders through a link, and for how long. */
export function CustomerAccountsPage() {
  const t = useCheckoutSettingsT()
  const keys = useQueryKeys()
  return (
    <SettingsPage
      queryKey={keys.storeSettings.customerAccounts}
      load={getCustomerAccountsSettings}
      schema={customerAccountsSettingsSchema}
      description={t('customerAccounts.description')}
    >
      {(settings, save) => (
        <CustomerAccountsForm
          key={settings.version}
          settings={settings}
          onSubmit={(values) => save((version) => saveCustomerAccountsSettings({ ...values, version }))}
        />
      )}
    </SettingsPage>
  )
}
