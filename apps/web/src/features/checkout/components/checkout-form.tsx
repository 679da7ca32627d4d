import { zodResolver } from '@hookform/resolvers/zod'
import {
  type CheckoutShippingOption,
  checkoutMessages,
  type PublicCheckout,
} from '@lojista/contracts/sales/checkout'
import {
  type CheckoutFormInput,
  type CheckoutFormOutput,
  checkoutFormSchema,
} from '@lojista/contracts/sales/checkout-form'
import { LockIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { type Path, useForm } from 'react-hook-form'
import { CheckboxField } from '@/components/form/checkbox-field'
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
import { emptyAddress, sameAddress, toAddressForm } from '../checkout-form-values'
import { translateShippingMessage } from '../i18n/shipping-i18n'
import { translateStorefrontMessage } from '../i18n/storefront-i18n'
import { AddressFields } from './address-fields'
import { CustomerDetailsFields, withRequiredFields } from './customer-details-fields'
import { type LinkProblemKind, linkProblemOf } from './link-problem'
import { CARD_ONLY, PaymentMethods } from './payment-methods'

interface CheckoutFormProps {
  token: string
  checkout: PublicCheckout
  onPaid: (paid: PaidCheckout) => void
  onLinkProblem: (kind: LinkProblemKind) => void
  /** The store changed the order after the page was opened: show it as it is now, to be confirmed again. */
  onOrderChanged: (current: PublicCheckout) => void
  /** The customer's code no longer applies (it ran out meanwhile): the order is shown without it. */
  onCodeRefused: () => void
  /** The shipping the order is shown with, or the choice of it (decision 036), after the address. */
  shippingChoice?: ReactNode
  /** The option the customer chose, when the page offers a choice; paying sends it with the total shown. */
  shipping?: { kind: CheckoutShippingOption['kind']; sourceId: string } | undefined
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

/** Addresses to confirm and a way to pay among the store's, then Pay (or Place order, to pay by hand). */
export function CheckoutForm({
  token,
  checkout,
  onPaid,
  onLinkProblem,
  onOrderChanged,
  onCodeRefused,
  shippingChoice,
  shipping,
}: CheckoutFormProps) {
  const t = useSalesT()
  const offered = checkout.paymentMethods?.length ? checkout.paymentMethods : CARD_ONLY
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormOutput>({
    resolver: withRequiredFields(zodResolver(checkoutFormSchema), checkout.storefront.fields),
    defaultValues: {
      shippingAddress: toAddressForm(checkout.shippingAddress),
      billingSameAsShipping: sameAddress(checkout.shippingAddress, checkout.billingAddress),
      billingAddress: toAddressForm(checkout.billingAddress),
      paymentMethod: offered[0]?.method ?? 'card',
      card: { number: '', name: checkout.customerName ?? '' },
      details: { taxId: '', acceptsMarketing: checkout.storefront.marketingConsentDefault, note: '' },
    },
  })
  const byCard = form.watch('paymentMethod') === 'card'
  const billingSame = form.watch('billingSameAsShipping')
  const { isSubmitting } = form.formState
  const setFailure = (message: string) => form.setError(FORM_FAILURE, { type: 'server', message })

  const pay = async (values: CheckoutFormOutput) => {
    // The order needs shipping and none is chosen (or the store has none for the address).
    if (checkout.shippingOptions && !shipping) {
      setFailure(
        translateShippingMessage(
          checkout.shippingOptions.length > 0
            ? checkoutMessages.shippingRequired
            : checkoutMessages.noShipping,
        ),
      )
      return
    }
    try {
      const paid = await payCheckout(token, {
        version: checkout.version,
        shippingAddress: values.shippingAddress,
        billingAddress: values.billingSameAsShipping ? null : { ...emptyAddress, ...values.billingAddress },
        method: values.paymentMethod,
        ...(values.paymentMethod === 'card' ? { card: values.card } : {}),
        details: values.details,
        // The code goes with the total it showed: the store charges no other.
        ...(checkout.discountCode
          ? { discount: { code: checkout.discountCode.code, total: checkout.total.amount } }
          : {}),
        ...(shipping ? { shipping: { ...shipping, total: checkout.total.amount } } : {}),
      })
      onPaid(paid)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      // The store turned the chosen method off after the page was opened.
      if (error.status === 422) {
        setFailure(translateMessage(checkoutMessages.methodUnavailable))
        return
      }
      if (error.status === 402) {
        const message = translateMessage(checkoutMessages.cardDeclined)
        form.setError('card.number', { type: 'server', message }, { shouldFocus: true })
        setFailure(message)
        return
      }
      const current = changedCheckout(error)
      if (current) {
        onOrderChanged(current)
        // The shipping chosen may be what changed: the customer is told so, in their language.
        setFailure(translateShippingMessage(error.problem.detail ?? checkoutMessages.orderChanged))
        return
      }
      if (error.status === 409 && error.problem.detail === checkoutMessages.storeShippingUnavailable) {
        setFailure(translateShippingMessage(error.problem.detail))
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

      {shippingChoice}

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

      <PaymentMethods methods={offered} />

      <FormFailure />

      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={isSubmitting || checkout.shippingOptions?.length === 0}
        aria-busy={isSubmitting}
      >
        <LockIcon aria-hidden />
        {isSubmitting
          ? t(byCard ? 'publicCheckout.paying' : 'publicCheckout.placing')
          : t(byCard ? 'publicCheckout.pay' : 'publicCheckout.placeOrder', {
              total: formatMoney(checkout.total.amount, checkout.total.currencyCode),
            })}
      </Button>
    </Form>
  )
}
