import {
  type PaymentSettingsFormOutput,
  paymentSettingsFormValues,
  paymentSettingsSchema,
} from '@lojista/contracts/settings/payments'
import { VersionedSettingsPage } from '@/components/layout/versioned-settings-page'
import { useQueryKeys } from '@/lib/query-keys'
import { getPaymentSettings, savePaymentSettings } from '../api/payment-settings-api'
import { PaymentSettingsForm } from '../components/payment-settings-form'
import { describePaymentSettingsError, usePaymentSettingsT } from '../i18n/payment-settings-i18n'

/** Settings → Payments: the ways customers can pay on the checkout page. */
export function PaymentSettingsPage() {
  const t = usePaymentSettingsT()
  const keys = useQueryKeys()
  return (
    <VersionedSettingsPage
      queryKey={keys.paymentSettings}
      load={getPaymentSettings}
      schema={paymentSettingsSchema}
      description={t('page.description')}
      texts={{ saved: t('page.saved'), stale: t('page.stale'), loadFailed: t('page.loadFailed') }}
      describeError={describePaymentSettingsError}
    >
      {(settings, save) => (
        <PaymentSettingsForm
          key={settings.version}
          defaultValues={paymentSettingsFormValues(settings)}
          onSubmit={(values: PaymentSettingsFormOutput) =>
            save((version) => savePaymentSettings({ ...values, version }))
          }
        />
      )}
    </VersionedSettingsPage>
  )
}
