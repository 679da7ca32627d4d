import { zodResolver } from '@hookform/resolvers/zod'
import { discountRefusalText } from '@lojista/contracts/discounts/refusals'
import {
  type CheckoutCodeRefusal,
  type PublicCheckout,
  publicDiscountCodeRequestSchema,
} from '@lojista/contracts/sales/checkout'
import { TagIcon, XIcon } from 'lucide-react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Field } from '@/components/form/field'
import { Form } from '@/components/form/form'
import { FormFailure } from '@/components/form/form-failure'
import { SubmitButton } from '@/components/form/submit-button'
import { Button } from '@/components/ui/button'
import { formatMoney, interfaceLanguage } from '@/lib/format'
import { useSalesT } from '@/lib/i18n/sales'
import { checkDiscountCode } from '../api/public-checkout-api'

type CodeForm = z.input<typeof publicDiscountCodeRequestSchema>

interface DiscountCodeFieldProps {
  token: string
  /** The order as shown: with the code the customer entered, once it applies. */
  checkout: PublicCheckout
  onApplied: (checkout: PublicCheckout) => void
  onRemoved: () => void
}

/**
 * The customer's discount code: weighed by the store's server on their order, with the same rules as the
 * store's draft editor. One that applies shows what it takes off and the new total; one that does not says
 * why, in the customer's language. Nothing is counted until they pay.
 */
export function DiscountCodeField({ token, checkout, onApplied, onRemoved }: DiscountCodeFieldProps) {
  const t = useSalesT()
  const form = useForm<CodeForm>({
    resolver: zodResolver(publicDiscountCodeRequestSchema),
    defaultValues: { code: '' },
  })
  const currencyCode = checkout.total.currencyCode
  const reasonOf = (refusal: CheckoutCodeRefusal) =>
    refusal.reason === 'unknown_code'
      ? t('publicCheckout.codeUnknown')
      : discountRefusalText(refusal, interfaceLanguage(), currencyCode)

  const check = async ({ code }: CodeForm) => {
    const answer = await checkDiscountCode(token, code)
    if (answer.applies) {
      form.reset({ code: '' })
      onApplied(answer.checkout)
      return
    }
    if (answer.refusal) form.setError('code', { type: 'server', message: reasonOf(answer.refusal) })
  }

  const applied = checkout.discountCode
  if (applied) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-md border bg-muted/50 px-3 py-2 text-sm">
        <p role="status" className="flex min-w-0 items-center gap-2">
          <TagIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span className="truncate">
            {t('publicCheckout.codeApplied', {
              code: applied.code,
              amount: formatMoney(applied.amount.amount, applied.amount.currencyCode),
            })}
          </span>
        </p>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t('publicCheckout.removeCode', { code: applied.code })}
          onClick={onRemoved}
        >
          <XIcon aria-hidden />
        </Button>
      </div>
    )
  }
  return (
    <Form
      form={form}
      onSubmit={check}
      className="grid gap-2"
      submitError={{ failure: () => t('publicCheckout.codeFailed') }}
    >
      <div className="flex items-start gap-2">
        <Field<CodeForm>
          name="code"
          id="discount-code"
          label={t('publicCheckout.codeLabel')}
          className="flex-1"
          autoComplete="off"
          autoCapitalize="characters"
        />
        <SubmitButton
          variant="outline"
          className="mt-[1.375rem]"
          label={t('publicCheckout.applyCode')}
          pendingLabel={t('publicCheckout.applyingCode')}
        />
      </div>
      <FormFailure />
    </Form>
  )
}
