import type { PublicCheckout } from '@lojista/contracts/sales/checkout'
import type { CheckoutFormInput } from '@lojista/contracts/sales/checkout-form'
import type { PaymentMethod } from '@lojista/contracts/settings/payments'
import { CreditCardIcon } from 'lucide-react'
import { useFormContext, useWatch } from 'react-hook-form'
import { Field } from '@/components/form/field'
import { Button } from '@/components/ui/button'
import { useSalesT } from '@/lib/i18n/sales'
import { cn } from '@/lib/utils'
import { TEST_CARD_DISPLAY } from '../checkout-form-values'

type Offered = NonNullable<PublicCheckout['paymentMethods']>

/** What a checkout that does not list its methods (an answer from before they existed) offers: the card. */
export const CARD_ONLY: Offered = [{ method: 'card', instructions: '' }]

/** The store's test card, and the card's fields. */
function CardFields() {
  const t = useSalesT()
  const form = useFormContext<CheckoutFormInput>()
  return (
    <div className="grid gap-4">
      <div className="grid gap-2 rounded-md border border-dashed bg-muted/50 p-3 text-sm" id="test-card-hint">
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
    </div>
  )
}

/**
 * The ways to pay the store offers, one to choose (the only one is chosen already): the card's fields for
 * the card, the store's instructions for a manual method.
 */
export function PaymentMethods({ methods }: { methods: Offered }) {
  const t = useSalesT()
  const { register } = useFormContext<CheckoutFormInput>()
  const chosen = useWatch<CheckoutFormInput, 'paymentMethod'>({ name: 'paymentMethod' }) as PaymentMethod
  const instructions = methods.find((offer) => offer.method === chosen)?.instructions ?? ''
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-4 flex items-center gap-2 font-semibold text-lg">
        <CreditCardIcon className="size-5" aria-hidden />
        {t('publicCheckout.paymentTitle')}
      </legend>
      {methods.length > 1 && (
        <div className="grid gap-2" role="radiogroup" aria-label={t('publicCheckout.chooseMethod')}>
          {methods.map(({ method }) => (
            <label
              key={method}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-md border p-3 text-sm',
                chosen === method && 'border-primary bg-primary/5',
              )}
            >
              <input
                type="radio"
                value={method}
                className="size-4 accent-primary"
                {...register('paymentMethod')}
              />
              {t(`paymentMethods.${method}`)}
            </label>
          ))}
        </div>
      )}
      {methods.length === 1 && chosen !== 'card' && (
        <p className="font-medium text-sm">{t(`paymentMethods.${chosen}`)}</p>
      )}
      {chosen === 'card' ? (
        <CardFields />
      ) : (
        instructions && (
          <p className="whitespace-pre-line rounded-md border bg-muted/50 p-3 text-sm">{instructions}</p>
        )
      )}
    </fieldset>
  )
}
