import {
  type PaymentSettingsFormOutput,
  paymentSettingsFormValues,
  paymentSettingsSchema,
} from '@lojista/contracts/settings/payments'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { PageFrame } from '@/components/layout/page-frame'
import { Alert } from '@/components/ui/alert'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/toast'
import { mainLoad } from '@/lib/api/page-load'
import { staleRecord } from '@/lib/api/stale-record'
import { useQueryKeys } from '@/lib/query-keys'
import { getPaymentSettings, savePaymentSettings } from '../api/payment-settings-api'
import { PaymentSettingsForm } from '../components/payment-settings-form'
import { describePaymentSettingsError, usePaymentSettingsT } from '../i18n/payment-settings-i18n'

/** Settings → Payments: the ways customers can pay on the checkout page. */
export function PaymentSettingsPage() {
  const t = usePaymentSettingsT()
  const keys = useQueryKeys()
  const queryClient = useQueryClient()
  const query = useQuery({
    ...mainLoad,
    queryKey: keys.paymentSettings,
    queryFn: ({ signal }) => getPaymentSettings(signal),
  })
  const settings = query.data

  const save = async (values: PaymentSettingsFormOutput) => {
    if (!settings) return
    try {
      const next = await savePaymentSettings({ ...values, version: settings.version })
      queryClient.setQueryData(keys.paymentSettings, next)
      toast.success(t('page.saved'))
    } catch (error) {
      const current = staleRecord(error, paymentSettingsSchema)
      if (!current) throw error
      queryClient.setQueryData(keys.paymentSettings, current)
      toast.error(t('page.stale'))
    }
  }

  if (query.isPending) {
    return (
      <PageFrame className="max-w-3xl">
        <Skeleton className="h-96" />
      </PageFrame>
    )
  }
  if (!settings) {
    return (
      <PageFrame className="max-w-3xl">
        <Alert variant="destructive">
          {describePaymentSettingsError(query.error) || t('page.loadFailed')}
        </Alert>
      </PageFrame>
    )
  }
  return (
    <PageFrame className="max-w-3xl" description={t('page.description')}>
      <PaymentSettingsForm
        key={settings.version}
        defaultValues={paymentSettingsFormValues(settings)}
        onSubmit={save}
      />
    </PageFrame>
  )
}
