import { zodResolver } from '@hookform/resolvers/zod'
import { checkoutMessages, type PublicCheckout } from '@lojista/contracts/sales/checkout'
import { CreditCardIcon, LockIcon } from 'lucide-react'
import { useState } from 'react'
import { Controller, type Path, useForm } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { FormField, fieldAria } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { ApiError } from '@/lib/api/api-error'
import { formatMoney } from '@/lib/format'
import { translateMessage } from '@/lib/i18n/i18n'
import { useSalesTranslation } from '@/lib/i18n/sales'
import { type PaidCheckout, payCheckout } from '../api/public-checkout-api'
import {
  type CheckoutFormInput,
  type CheckoutFormOutput,
  checkoutFormSchema,
  emptyAddress,
  sameAddress,
  TEST_CARD_DISPLAY,
  toAddressForm,
} from '../checkout-form-schema'
import { AddressFields } from './address-fields'
import { type LinkProblemKind, linkProblemOf } from './link-problem'

interface CheckoutFormProps {
  token: string
  checkout: PublicCheckout
  onPaid: (paid: PaidCheckout) => void
  onLinkProblem: (kind: LinkProblemKind) => void
}

const serverFields = new Set<string>([
  'card.number',
  'card.name',
  ...Object.keys(emptyAddress).flatMap((key) => [`shippingAddress.${key}`, `billingAddress.${key}`]),
])

/** Addresses to confirm and the store's test card, then Pay. */
export function CheckoutForm({ token, checkout, onPaid, onLinkProblem }: CheckoutFormProps) {
  const { t } = useSalesTranslation()
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutFormInput, unknown, CheckoutFormOutput>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: {
      shippingAddress: toAddressForm(checkout.shippingAddress),
      billingSameAsShipping: sameAddress(checkout.shippingAddress, checkout.billingAddress),
      billingAddress: toAddressForm(checkout.billingAddress),
      card: { number: '', name: checkout.customerName ?? '' },
    },
  })
  const billingSame = watch('billingSameAsShipping')

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null)
    try {
      const paid = await payCheckout(token, {
        shippingAddress: form.shippingAddress,
        billingAddress: form.billingSameAsShipping ? null : { ...emptyAddress, ...form.billingAddress },
        card: form.card,
      })
      onPaid(paid)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      if (error.status === 402) {
        const message = translateMessage(checkoutMessages.cardDeclined)
        setError('card.number', { type: 'server', message }, { shouldFocus: true })
        setFailure(message)
        return
      }
      const problem = linkProblemOf(error.status)
      if (problem && error.status !== 400) return onLinkProblem(problem)
      let matched = false
      for (const fieldError of error.fieldErrors) {
        if (!serverFields.has(fieldError.path)) continue
        setError(fieldError.path as Path<CheckoutFormInput>, {
          type: 'server',
          message: translateMessage(fieldError.message),
        })
        matched = true
      }
      setFailure(matched ? t('publicCheckout.fixFields') : t('publicCheckout.payFailed'))
    }
  })

  const cardNumberError = errors.card?.number?.message
  const cardNameError = errors.card?.name?.message
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-8" aria-label={t('publicCheckout.formLabel')}>
      <fieldset className="grid gap-4">
        <legend className="mb-4 font-semibold text-lg">{t('publicCheckout.shippingTitle')}</legend>
        <AddressFields prefix="shippingAddress" register={register} control={control} />
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-4 font-semibold text-lg">{t('publicCheckout.billingTitle')}</legend>
        <div className="flex items-center gap-2">
          <Controller
            control={control}
            name="billingSameAsShipping"
            render={({ field }) => (
              <Checkbox
                id="billing-same"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
              />
            )}
          />
          <Label htmlFor="billing-same" className="font-normal">
            {t('publicCheckout.billingSame')}
          </Label>
        </div>
        {!billingSame && <AddressFields prefix="billingAddress" register={register} control={control} />}
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-4 flex items-center gap-2 font-semibold text-lg">
          <CreditCardIcon className="size-5" aria-hidden />
          {t('publicCheckout.paymentTitle')}
        </legend>
        <div
          className="grid gap-2 rounded-md border border-dashed bg-muted/50 p-3 text-sm"
          id="test-card-hint"
        >
          <p>{t('publicCheckout.testMode')}</p>
          <p>
            {t('publicCheckout.testCard')} <span className="font-mono font-medium">{TEST_CARD_DISPLAY}</span>
          </p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="w-fit"
            onClick={() => setValue('card.number', TEST_CARD_DISPLAY, { shouldValidate: true })}
          >
            {t('publicCheckout.useTestCard')}
          </Button>
        </div>
        <FormField
          id="card-number"
          label={t('publicCheckout.cardNumber')}
          error={cardNumberError && translateMessage(cardNumberError)}
        >
          <Input
            {...fieldAria('card-number', cardNumberError)}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            aria-required
            {...register('card.number')}
          />
        </FormField>
        <FormField
          id="card-name"
          label={t('publicCheckout.cardName')}
          error={cardNameError && translateMessage(cardNameError)}
        >
          <Input
            {...fieldAria('card-name', cardNameError)}
            autoComplete="cc-name"
            aria-required
            {...register('card.name')}
          />
        </FormField>
      </fieldset>

      {failure && <Alert variant="destructive">{failure}</Alert>}

      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
        <LockIcon aria-hidden />
        {isSubmitting
          ? t('publicCheckout.paying')
          : t('publicCheckout.pay', {
              total: formatMoney(checkout.total.amount, checkout.total.currencyCode),
            })}
      </Button>
    </form>
  )
}
