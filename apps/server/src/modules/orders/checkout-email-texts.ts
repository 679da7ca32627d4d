import type { PaymentTermType } from '@lojista/contracts'

// The words of the emails a store sends its customers about a checkout (invoice, quote, recovery), one
// table per language the emails are written in. Amounts and dates come already formatted by Intl in
// the same language.

export const emailLanguages = ['en', 'pt-BR'] as const
export type EmailLanguage = (typeof emailLanguages)[number]

export type CheckoutEmailKind = 'invoice' | 'quote' | 'recovery'

export interface CheckoutEmailTexts {
  subject: Record<CheckoutEmailKind, (store: string, name: string) => string>
  /** The words of the link that opens the checkout. */
  call: Record<CheckoutEmailKind, string>
  subtotal: string
  discount: string
  shipping: string
  tax: string
  taxIncluded: string
  total: string
  validUntil: (date: string) => string
  /** The payment terms sentence; `date` is the due date, written for the email's language. */
  terms: Record<PaymentTermType, (date: string, days: number) => string>
}

const en: CheckoutEmailTexts = {
  subject: {
    invoice: (store, name) => `Invoice ${name} from ${store}`,
    quote: (store, name) => `Quote ${name} from ${store}`,
    recovery: (store, name) => `Complete your purchase ${name} at ${store}`,
  },
  call: {
    invoice: 'Review and pay',
    quote: 'Review the quote and pay',
    recovery: 'Complete your purchase',
  },
  subtotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  tax: 'Tax',
  taxIncluded: 'Tax (included)',
  total: 'Total',
  validUntil: (date) => `This link is valid until ${date}.`,
  terms: {
    fixed: (date) => `Payment due on ${date}.`,
    fulfillment: () => 'Payment due when order is fulfilled.',
    receipt: () => 'Payment due when invoice is sent.',
    net: (date, days) => `Payment due on ${date} (Net ${days}).`,
  },
}

const ptBR: CheckoutEmailTexts = {
  subject: {
    invoice: (store, name) => `Fatura ${name} de ${store}`,
    quote: (store, name) => `Orçamento ${name} de ${store}`,
    recovery: (store, name) => `Conclua sua compra ${name} em ${store}`,
  },
  call: {
    invoice: 'Revisar e pagar',
    quote: 'Revisar o orçamento e pagar',
    recovery: 'Concluir sua compra',
  },
  subtotal: 'Subtotal',
  discount: 'Desconto',
  shipping: 'Frete',
  tax: 'Impostos',
  taxIncluded: 'Impostos (incluídos)',
  total: 'Total',
  validUntil: (date) => `Este link é válido até ${date}.`,
  terms: {
    fixed: (date) => `Pagamento em ${date}.`,
    fulfillment: () => 'Pagamento quando o pedido for processado.',
    receipt: () => 'Pagamento quando a fatura for enviada.',
    net: (date, days) => `Pagamento em ${date} (${days} dias).`,
  },
}

const texts: Record<EmailLanguage, CheckoutEmailTexts> = { en, 'pt-BR': ptBR }

export function checkoutEmailTexts(language: EmailLanguage): CheckoutEmailTexts {
  return texts[language]
}

/**
 * The language of a customer's email: the customer's when their profile names one the emails are
 * written in. Stores have no language setting yet, so English otherwise.
 */
export function emailLanguage(customerLocale: string | null | undefined): EmailLanguage {
  const language = (customerLocale ?? '').toLowerCase()
  if (language === 'pt' || language.startsWith('pt-')) return 'pt-BR'
  return 'en'
}
