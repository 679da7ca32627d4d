import { zodResolver } from '@hookform/resolvers/zod'
import {
  cardProviders,
  INSTRUCTIONS_MAX,
  type PaymentSettingsFormOutput,
  type PaymentSettingsFormValues,
  paymentSettingsFormSchema,
  pixKeyTypes,
} from '@lojista/contracts/settings/payments'
import { PIX_MERCHANT_CITY_MAX, PIX_MERCHANT_NAME_MAX } from '@lojista/contracts/settings/pix-br-code'
import type { ReactNode } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { CheckboxField } from '@/components/form/checkbox-field'
import { Field } from '@/components/form/field'
import { Form } from '@/components/form/form'
import { FormErrorSummary } from '@/components/form/form-error-summary'
import { FormFailure } from '@/components/form/form-failure'
import { SelectField } from '@/components/form/select-field'
import { SubmitButton } from '@/components/form/submit-button'
import { translatePaymentSettingsMessage, usePaymentSettingsT } from '../i18n/payment-settings-i18n'

type Values = PaymentSettingsFormValues

const summaryFields = [
  'cardEnabled',
  'pixKey',
  'pixMerchantName',
  'pixMerchantCity',
  'pixInstructions',
  'bankDepositInstructions',
  'cashOnDeliveryInstructions',
  'boletoInstructions',
] as const satisfies readonly (keyof Values)[]
const fields = new Set<string>(Object.keys(paymentSettingsFormSchema.shape))

interface PaymentSettingsFormProps {
  defaultValues: Values
  /** Saves the values; what it throws lands on the fields the server names. */
  onSubmit: (values: PaymentSettingsFormOutput) => Promise<unknown>
}

/** One way to pay: its switch, and its details while it is on. */
function Method({
  name,
  label,
  hint,
  children,
}: {
  name: 'cardEnabled' | 'pixEnabled' | 'bankDepositEnabled' | 'cashOnDeliveryEnabled' | 'boletoEnabled'
  label: string
  hint?: string
  children: ReactNode
}) {
  const on = useWatch<Values>({ name }) as boolean
  return (
    <div className="grid gap-4 rounded-lg border p-4">
      <CheckboxField<Values> name={name} label={label} hint={hint} />
      {on && <div className="grid gap-4 sm:ps-6">{children}</div>}
    </div>
  )
}

function Instructions({ name, label }: { name: keyof Values; label: string }) {
  return <Field<Values> name={name} label={label} multiline rows={3} maxLength={INSTRUCTIONS_MAX} />
}

/** The card through its provider, and the manual methods with what customers are told. */
export function PaymentSettingsForm({ defaultValues, onSubmit }: PaymentSettingsFormProps) {
  const t = usePaymentSettingsT()
  const form = useForm<Values, unknown, PaymentSettingsFormOutput>({
    resolver: zodResolver(paymentSettingsFormSchema),
    defaultValues,
  })
  return (
    <Form
      form={form}
      className="grid gap-6"
      idPrefix="payments"
      translate={translatePaymentSettingsMessage}
      submitError={{ fieldOf: (path) => (fields.has(path) ? (path as keyof Values) : null) }}
      onSubmit={async (values) => {
        await onSubmit(values)
        form.reset(values)
      }}
    >
      <FormFailure />
      <FormErrorSummary
        fields={summaryFields.map((name) => ({ name, label: t(`fields.${name}`) }))}
        title={(count) => t('page.errorSummary', { count })}
      />
      <section className="grid gap-3" aria-labelledby="payments-card-title">
        <h2 id="payments-card-title" className="font-medium">
          {t('card.title')}
        </h2>
        <Method name="cardEnabled" label={t('card.enabled')} hint={t('card.hint')}>
          <SelectField<Values, (typeof cardProviders)[number]>
            name="cardProvider"
            label={t('card.provider')}
            choices={cardProviders}
            nameOf={(provider) => t(`card.providers.${provider}`)}
          />
        </Method>
      </section>
      <section className="grid gap-3" aria-labelledby="payments-manual-title">
        <div className="grid gap-1">
          <h2 id="payments-manual-title" className="font-medium">
            {t('manual.title')}
          </h2>
          <p className="text-muted-foreground text-sm">{t('manual.hint')}</p>
        </div>
        <Method name="pixEnabled" label={t('pix.enabled')} hint={t('pix.hint')}>
          <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
            <SelectField<Values, (typeof pixKeyTypes)[number]>
              name="pixKeyType"
              label={t('pix.keyType')}
              choices={pixKeyTypes}
              nameOf={(type) => t(`pix.keyTypes.${type}`)}
            />
            <Field<Values> name="pixKey" label={t('pix.key')} maxLength={100} autoComplete="off" />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field<Values>
              name="pixMerchantName"
              label={t('pix.merchantName')}
              hint={t('pix.merchantNameHint')}
              maxLength={PIX_MERCHANT_NAME_MAX}
            />
            <Field<Values>
              name="pixMerchantCity"
              label={t('pix.merchantCity')}
              hint={t('pix.merchantCityHint')}
              maxLength={PIX_MERCHANT_CITY_MAX}
            />
          </div>
          <Instructions name="pixInstructions" label={t('pix.instructions')} />
        </Method>
        <Method name="bankDepositEnabled" label={t('bankDeposit.enabled')}>
          <Instructions name="bankDepositInstructions" label={t('bankDeposit.instructions')} />
        </Method>
        <Method name="boletoEnabled" label={t('boleto.enabled')}>
          <Instructions name="boletoInstructions" label={t('boleto.instructions')} />
        </Method>
        <Method name="cashOnDeliveryEnabled" label={t('cashOnDelivery.enabled')}>
          <Instructions name="cashOnDeliveryInstructions" label={t('cashOnDelivery.instructions')} />
        </Method>
      </section>
      <div>
        <SubmitButton label={t('page.save')} pendingLabel={t('page.saving')} />
      </div>
    </Form>
  )
}
