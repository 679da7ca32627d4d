import { zodResolver } from '@hookform/resolvers/zod'
import { checkoutMessages, type PublicCheckout } from '@lojista/contracts/sales/checkout'
import {
  type CheckoutFormInput,
  type CheckoutFormOutput,
  checkoutFormSchema,
} from '@lojista/contracts/sales/checkout-form'
import { CreditCardIcon, LockIcon } from 'lucide-react'
import { type Path, useForm } from 'react-hook-form'
import { CheckboxField } from '@/components/form/checkbox-field'
import { Field } from '@/components/form/field'
import { Form } from '@/components/form/form'
import { FormFailure } from '@/components/form/form-failure'
import { Button } from '@/components/ui/button'
import { ApiError } from '@/lib/api/api-error'
import { errorMessage } from '@/lib/api/error-message'
import { applySubmitError, FORM_FAILURE } from '@/lib/form/problem-errors'
import { formatMoney } from '@/lib/format'
import { translateMessage } from '@/lib/i18n/i18n'
import { useSalesT } from '@/lib/i18n/sales'
import { changedCheckout, type PaidCheckout, payCheckout } from '../api/public-checkout-api'
import { emptyAddress, sameAddress, TEST_CARD_DISPLAY, toAddressForm } from '../checkout-form-values'
import { translateStorefrontMessage } from '../i18n/storefront-i18n'
import { AddressFields } from './address-fields'
import { CustomerDetailsFields, withRequiredFields } from './customer-details-fields'
import { type LinkProblemKind, linkProblemOf } from './link-problem'

interface CheckoutFormProps {
  token: string
  checkout: PublicCheckout
  onPaid: (paid: PaidCheckout) => void
  onLinkProblem: (kind: LinkProblemKind) => void
  /** The store changed the order after the page was opened: show it as it is now, to be confirmed again. */
  onOrderChanged: (current: PublicCheckout) => void
  /** The customer's code no longer applies (it ran out meanwhile): the order is shown without it. */
  onCodeRefused: () => void
}

const serverFields = new Set<string>([
  'card.number',
  'card.name',
  ...Object.keys(emptyAddress).flatMap((key) => [`shippingAddress.${key}`, `billingAddress.${key}`]),
  'details.taxId',
  'details.note',
])

/** Whether the payment was refused for the code the customer entered (rather than a code of the store). */
const codeRefused = (error: ApiError) => error.fieldErrors.some((field) => field.path === 'discount.code')

/** Addresses to confirm and the store's test card, then Pay. */
export function CheckoutForm({
  token,
  checkout,
  onPaid,
  onLinkProblem,
  onOrderChanged,
  onCodeRefused,
}: CheckoutFormProps) {
  const t = useSalesT()
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormOutput>({
    resolver: withRequiredFields(zodResolver(checkoutFormSchema), checkout.storefront.fields),
    defaultValues: {
      shippingAddress: toAddressForm(checkout.shippingAddress),
      billingSameAsShipping: sameAddress(checkout.shippingAddress, checkout.billingAddress),
      billingAddress: toAddressForm(checkout.billingAddress),
      card: { number: '', name: checkout.customerName ?? '' },
      details: { taxId: '', acceptsMarketing: checkout.storefront.marketingConsentDefault, note: '' },
    },
  })
  const billingSame = form.watch('billingSameAsShipping')
  const { isSubmitting } = form.formState
  const setFailure = (message: string) => form.setError(FORM_FAILURE, { type: 'server', message })

  const pay = async (values: CheckoutFormOutput) => {
    try {
      const paid = await payCheckout(token, {
        version: checkout.version,
        shippingAddress: values.shippingAddress,
        billingAddress: values.billingSameAsShipping ? null : { ...emptyAddress, ...values.billingAddress },
        card: values.card,
        details: values.details,
        // The code goes with the total it showed: the store charges no other.
        ...(checkout.discountCode
          ? { discount: { code: checkout.discountCode.code, total: checkout.total.amount } }
          : {}),
      })
      onPaid(paid)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      if (error.status === 402) {
        const message = translateMessage(checkoutMessages.cardDeclined)
        form.setError('card.number', { type: 'server', message }, { shouldFocus: true })
        setFailure(message)
        return
      }
      const current = changedCheckout(error)
      if (current) {
        onOrderChanged(current)
        setFailure(translateMessage(checkoutMessages.orderChanged))
        return
      }
      // A code on the order that ended or ran out since the invoice went: the link is fine, the store
      // has to change the order; the customer is told why, in their language.
      if (error.status === 409 && 'discountRefusal' in error.problem) {
        setFailure(errorMessage(error))
        if (codeRefused(error)) onCodeRefused()
        return
      }
      if (codeRefused(error)) {
        setFailure(translateMessage(error.fieldErrors[0]?.message ?? checkoutMessages.unknownCode))
        onCodeRefused()
        return
      }
      const problem = linkProblemOf(error.status)
      if (problem && error.status !== 400) return onLinkProblem(problem)
      const placed = applySubmitError(form, error, {
        fieldOf: (path) => (serverFields.has(path) ? (path as Path<CheckoutFormInput>) : null),
        failure: () => t('publicCheckout.payFailed'),
      })
      if (placed > 0) setFailure(t('publicCheckout.fixFields'))
    }
  }

  return (
    <Form
      form={form}
      onSubmit={pay}
      className="grid gap-8"
      aria-label={t('publicCheckout.formLabel')}
      translate={translateStorefrontMessage}
    >
      <fieldset className="grid gap-4">
        <legend className="mb-4 font-semibold text-lg">{t('publicCheckout.shippingTitle')}</legend>
        <AddressFields prefix="shippingAddress" asked={checkout.storefront.fields} />
      </fieldset>

      <CustomerDetailsFields storefront={checkout.storefront} />

      <fieldset className="grid gap-4">
        <legend className="mb-4 font-semibold text-lg">{t('publicCheckout.billingTitle')}</legend>
        <CheckboxField<CheckoutFormInput>
          name="billingSameAsShipping"
          id="billing-same"
          label={t('publicCheckout.billingSame')}
        />
        {!billingSame && <AddressFields prefix="billingAddress" />}
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
            onClick={() => form.setValue('card.number', TEST_CARD_DISPLAY, { shouldValidate: true })}
          >
            {t('publicCheckout.useTestCard')}
          </Button>
        </div>
        <Field<CheckoutFormInput>
          name="card.number"
          id="card-number"
          label={t('publicCheckout.cardNumber')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          aria-required
        />
        <Field<CheckoutFormInput>
          name="card.name"
          id="card-name"
          label={t('publicCheckout.cardName')}
          autoComplete="cc-name"
          aria-required
        />
      </fieldset>

      <FormFailure />

      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
        <LockIcon aria-hidden />
        {isSubmitting
          ? t('publicCheckout.paying')
          : t('publicCheckout.pay', {
              total: formatMoney(checkout.total.amount, checkout.total.currencyCode),
            })}
      </Button>
    </Form>
  )
}
