import { zodResolver } from '@hookform/resolvers/zod'
import {
  type PricingSettings,
  pricingSettingsFields,
  pricingSettingsSchema,
} from '@lojista/contracts/settings/checkout'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { z } from 'zod'
import { CheckboxField } from '@/components/form/checkbox-field'
import { Form } from '@/components/form/form'
import { FormFailure } from '@/components/form/form-failure'
import { SubmitButton } from '@/components/form/submit-button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useQueryKeys } from '@/lib/query-keys'
import { getPricingSettings, savePricingSettings } from '../api/checkout-settings-api'
import { SettingsPage } from '../components/settings-page'
import { translateCheckoutSettingsMessage, useCheckoutSettingsT } from '../i18n/checkout-settings-i18n'

const formSchema = z.object(pricingSettingsFields)
type FormValues = z.input<typeof formSchema>

function PricingForm({
  settings,
  onSubmit,
}: {
  settings: PricingSettings
  onSubmit: (values: FormValues) => Promise<void>
}) {
  const t = useCheckoutSettingsT()
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { showCompareAtPrices: settings.showCompareAtPrices },
  })
  return (
    <Form
      form={form}
      className="grid gap-6"
      idPrefix="pricing"
      translate={translateCheckoutSettingsMessage}
      onSubmit={async (values) => {
        await onSubmit(values)
        form.reset(values)
      }}
    >
      <FormFailure />
      <div className="grid max-w-48 gap-1.5">
        <Label htmlFor="pricing-currency">{t('pricing.currency')}</Label>
        <Input
          id="pricing-currency"
          value={settings.currencyCode}
          readOnly
          aria-describedby="pricing-currency-hint"
        />
        <p id="pricing-currency-hint" className="text-muted-foreground text-xs">
          {t('pricing.currencyHint')}
        </p>
      </div>
      <fieldset className="grid gap-4 rounded-lg border p-4">
        <legend className="px-1 font-medium text-sm">{t('pricing.display')}</legend>
        <CheckboxField<FormValues> name="showCompareAtPrices" label={t('pricing.showCompareAtPrices')} />
        <p className="text-muted-foreground text-sm">
          {t('pricing.taxes')}{' '}
          <Link to="/settings/taxes" className="underline">
            {t('pricing.taxesLink')}
          </Link>
        </p>
      </fieldset>
      <div>
        <SubmitButton label={t('page.save')} pendingLabel={t('page.saving')} />
      </div>
    </Form>
  )
}

/** Settings → Pricing: the store's one currency and how prices are shown. */
export function PricingPage() {
  const t = useCheckoutSettingsT()
  const keys = useQueryKeys()
  return (
    <SettingsPage
      queryKey={keys.storeSettings.pricing}
      load={getPricingSettings}
      schema={pricingSettingsSchema}
      description={t('pricing.description')}
    >
      {(settings, save) => (
        <PricingForm
          key={settings.version}
          settings={settings}
          onSubmit={(values) => save((version) => savePricingSettings({ ...values, version }))}
        />
      )}
    </SettingsPage>
  )
}
