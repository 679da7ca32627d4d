import { zodResolver } from '@hookform/resolvers/zod'
import {
  PRIVACY_NOTICE_MAX,
  type PrivacySettings,
  privacySettingsFields,
  privacySettingsSchema,
} from '@lojista/contracts/settings/checkout'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'
import { Field } from '@/components/form/field'
import { Form } from '@/components/form/form'
import { FormFailure } from '@/components/form/form-failure'
import { SubmitButton } from '@/components/form/submit-button'
import { useCan } from '@/lib/auth/permissions'
import { useQueryKeys } from '@/lib/query-keys'
import { getPrivacySettings, savePrivacySettings } from '../api/checkout-settings-api'
import { CustomerRequestsCard, PrivacyRequestsList } from '../components/privacy-requests'
import { SettingsPage } from '../components/settings-page'
import { translateCheckoutSettingsMessage, useCheckoutSettingsT } from '../i18n/checkout-settings-i18n'

const formSchema = z.object(privacySettingsFields)
type FormValues = z.input<typeof formSchema>
type FormOutput = z.output<typeof formSchema>

function Length() {
  const t = useCheckoutSettingsT()
  const text = (useWatch<FormValues>({ name: 'dataKept' }) as string) ?? ''
  return (
    <span className="text-muted-foreground text-xs">{t('privacy.characters', { count: text.length })}</span>
  )
}

function PrivacyForm({
  settings,
  onSubmit,
}: {
  settings: PrivacySettings
  onSubmit: (values: FormOutput) => Promise<void>
}) {
  const t = useCheckoutSettingsT()
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { dataKept: settings.dataKept },
  })
  return (
    <Form
      form={form}
      className="grid gap-6"
      idPrefix="privacy"
      translate={translateCheckoutSettingsMessage}
      onSubmit={async (values) => {
        await onSubmit(values)
        form.reset(values)
      }}
    >
      <FormFailure />
      <Field<FormValues>
        name="dataKept"
        label={t('privacy.dataKept')}
        hint={t('privacy.dataKeptHint')}
        labelAside={<Length />}
        multiline
        rows={8}
        maxLength={PRIVACY_NOTICE_MAX}
      />
      <div>
        <SubmitButton label={t('page.save')} pendingLabel={t('page.saving')} />
      </div>
    </Form>
  )
}

/**
 * Settings → Customer privacy: what the store keeps about its customers, and its customers' data
 * requests (exports and erasures) for staff who may see personal data.
 */
export function PrivacyPage() {
  const t = useCheckoutSettingsT()
  const keys = useQueryKeys()
  const canSeeRequests = useCan('customers.view_personal_data')
  return (
    <SettingsPage
      queryKey={keys.storeSettings.privacy}
      load={getPrivacySettings}
      schema={privacySettingsSchema}
      description={t('privacy.description')}
    >
      {(settings, save) => (
        <>
          <PrivacyForm
            key={settings.version}
            settings={settings}
            onSubmit={(values) => save((version) => savePrivacySettings({ ...values, version }))}
          />
          {canSeeRequests && (
            <>
              <CustomerRequestsCard />
              <PrivacyRequestsList />
            </>
          )}
        </>
      )}
    </SettingsPage>
  )
}
