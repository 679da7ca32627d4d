import { orderActionMessages } from '@lojista/contracts/sales/order-action-forms'
import { MoneyField } from '@/components/form/number-field'
import { translateMessage } from '@/lib/i18n/i18n'

/**
 * The amount of the collect-payment and refund forms, in the order's currency: decimal text, checked
 * in minor units against the balance or what can still be refunded (`amountUpToSchema`).
 */
export function AmountField({
  id,
  label,
  currencyCode,
}: {
  id: string
  label: string
  currencyCode: string
}) {
  return <MoneyField name="amount" id={id} label={label} currencyCode={currencyCode} />
}

/** The form's message lookup, which says the limit an amount went past with the figure ("At most R$ 10,00"). */
export function amountMessages(aboveLimit: string) {
  return (message: string) =>
    message === orderActionMessages.amountAboveLimit ? aboveLimit : translateMessage(message)
}
