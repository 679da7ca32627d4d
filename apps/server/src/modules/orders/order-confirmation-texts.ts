import type { ManualPaymentMethod } from '@lojista/contracts'
import type { EmailLanguage } from './checkout-email-texts.ts'

// The words of the email a customer gets on placing an order at checkout, one table per language the
// customer emails are written in (see checkout-email-texts.ts). Amounts and dates come already
// formatted by Intl in the same language.

export interface OrderConfirmationTexts {
  subject: (store: string, order: string) => string
  heading: (order: string) => string
  placedOn: (date: string) => string
  subtotal: string
  discount: string
  shipping: string
  tax: string
  taxIncluded: string
  total: string
  /** The sentence on how the order is paid, by the way the customer chose. */
  paidByCard: string
  awaiting: (method: string, total: string) => string
  methods: Record<ManualPaymentMethod, string>
  pixHowTo: string
  pixCodeLabel: string
  /** Where the QR code is, since many mail apps do not show pictures made inside the email. */
  pixQrOnPage: string
  afterPayment: string
  statusCall: string
  statusValidUntil: (date: string) => string
}

const en: OrderConfirmationTexts = {
  subject: (store, order) => `Order ${order} confirmed at ${store}`,
  heading: (order) => `Thank you! Your order ${order} is confirmed.`,
  placedOn: (date) => `Placed on ${date}.`,
  subtotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  tax: 'Tax',
  taxIncluded: 'Tax (included)',
  total: 'Total',
  paidByCard: 'Paid by card. Thank you!',
  awaiting: (method, total) => `Payment pending: pay ${total} by ${method}.`,
  methods: {
    pix: 'Pix',
    bank_deposit: 'bank deposit',
    cash_on_delivery: 'cash on delivery',
    boleto: 'boleto',
  },
  pixHowTo: "Open your bank's app, choose Pix copy and paste, and paste this code:",
  pixCodeLabel: 'Pix code',
  pixQrOnPage: 'The QR code is on your order page.',
  afterPayment: 'The store confirms your order as soon as the payment arrives.',
  statusCall: 'See your order',
  statusValidUntil: (date) => `You can follow your order through this link until ${date}.`,
}

const ptBR: OrderConfirmationTexts = {
  subject: (store, order) => `Pedido ${order} confirmado em ${store}`,
  heading: (order) => `Obrigado! Seu pedido ${order} está confirmado.`,
  placedOn: (date) => `Feito em ${date}.`,
  subtotal: 'Subtotal',
  discount: 'Desconto',
  shipping: 'Frete',
  tax: 'Impostos',
  taxIncluded: 'Impostos (incluídos)',
  total: 'Total',
  paidByCard: 'Pago com cartão. Obrigado!',
  awaiting: (method, total) => `Pagamento pendente: pague ${total} por ${method}.`,
  methods: {
    pix: 'Pix',
    bank_deposit: 'depósito bancário',
    cash_on_delivery: 'pagamento na entrega',
    boleto: 'boleto',
  },
  pixHowTo: 'Abra o app do seu banco, escolha Pix copia e cola e cole este código:',
  pixCodeLabel: 'Código Pix',
  pixQrOnPage: 'O QR code está na página do seu pedido.',
  afterPayment: 'A loja confirma seu pedido assim que o pagamento chegar.',
  statusCall: 'Ver seu pedido',
  statusValidUntil: (date) => `Você pode acompanhar seu pedido por este link até ${date}.`,
}

const texts: Record<EmailLanguage, OrderConfirmationTexts> = { en, 'pt-BR': ptBR }

export function orderConfirmationTexts(language: EmailLanguage): OrderConfirmationTexts {
  return texts[language]
}
