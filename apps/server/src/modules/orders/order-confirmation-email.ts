import { fromMinorUnits, isManualPaymentMethod, type PaymentMethod } from '@lojista/contracts'
import { formatDate, formatDecimal, formatMoney } from '@lojista/contracts/common/locale-format'
import type { StoreEmail } from '../mail/mail.service.ts'
import { escapeHtml, type LinkWriter, withSecretLink } from '../mail/secret-link.ts'
import { brandHeader } from './checkout-email.ts'
import type { EmailLanguage } from './checkout-email-texts.ts'
import { orderConfirmationTexts } from './order-confirmation-texts.ts'

export interface ConfirmationInput {
  tenantId: string
  to: string
  storeName: string
  brand: { logoUrl: string; primaryColor: string }
  language: EmailLanguage
  /** The store's time zone: the date the order was placed, as the store's calendar has it. */
  timeZone: string
  order: {
    name: string
    createdAt: Date
    currencyCode: string
    taxesIncluded: boolean
    subtotalMinor: number
    totalDiscountsMinor: number
    totalShippingMinor: number
    totalTaxMinor: number
    totalMinor: number
  }
  lines: { title: string; variantTitle: string; quantity: number; discountedTotalMinor: number }[]
  /** How the customer pays: the card is paid; a manual method comes with what to do (the Pix code). */
  payment: {
    method: PaymentMethod
    instructions: string
    pix: { code: string; txid: string } | null
  }
  /** The order-status page, when the store lets customers follow their orders through a link. */
  statusLink: { url: string; expiresAt: Date } | null
}

/**
 * The customer's confirmation of an order placed at checkout: the store's brand, the order's lines and
 * totals, and how it is paid. For Pix it carries the copy-and-paste code as text (mail apps often hide
 * pictures made inside an email, so the QR code is on the status page the link opens).
 */
export function orderConfirmationEmail(input: ConfirmationInput): StoreEmail {
  const words = orderConfirmationTexts(input.language)
  const { order, language } = input
  const amount = (minor: number) => formatMoney(fromMinorUnits(minor), order.currencyCode, language)
  const subject = words.subject(input.storeName, order.name)
  const rows = input.lines.map((line) => ({
    label: `${formatDecimal(line.quantity, language)} × ${line.title}${line.variantTitle ? ` (${line.variantTitle})` : ''}`,
    total: amount(line.discountedTotalMinor),
  }))
  const summary: [string, string][] = [
    [words.subtotal, amount(order.subtotalMinor)],
    ...(order.totalDiscountsMinor > 0
      ? [[words.discount, amount(-order.totalDiscountsMinor)] as [string, string]]
      : []),
    ...(order.totalShippingMinor > 0
      ? [[words.shipping, amount(order.totalShippingMinor)] as [string, string]]
      : []),
    ...(order.totalTaxMinor > 0
      ? [
          [order.taxesIncluded ? words.taxIncluded : words.tax, amount(order.totalTaxMinor)] as [
            string,
            string,
          ],
        ]
      : []),
    [words.total, amount(order.totalMinor)],
  ]
  const { method, instructions, pix } = input.payment
  const paymentLine = isManualPaymentMethod(method)
    ? words.awaiting(words.methods[method], amount(order.totalMinor))
    : words.paidByCard
  const pending = isManualPaymentMethod(method)
  const placedOn = words.placedOn(formatDate(order.createdAt, language, input.timeZone))
  const statusUntil = input.statusLink
    ? words.statusValidUntil(formatDate(input.statusLink.expiresAt, language, input.timeZone))
    : ''

  const render = (link: LinkWriter | null) => ({
    text: [
      input.storeName,
      '',
      words.heading(order.name),
      placedOn,
      '',
      ...rows.map((row) => `${row.label}: ${row.total}`),
      '',
      ...summary.map(([label, value]) => `${label}: ${value}`),
      '',
      paymentLine,
      ...(pix ? ['', words.pixHowTo, pix.code, ...(link ? [words.pixQrOnPage] : [])] : []),
      ...(instructions ? ['', instructions] : []),
      ...(pending ? ['', words.afterPayment] : []),
      ...(link ? ['', `${words.statusCall}: ${link.text}`, statusUntil] : []),
    ].join('\n'),
    html: `<div style="font-family:sans-serif;max-width:560px">
${brandHeader(input.storeName, input.brand)}
<h2>${escapeHtml(words.heading(order.name))}</h2>
<p style="color:#666">${escapeHtml(placedOn)}</p>
<table style="width:100%;border-collapse:collapse">
${rows.map((row) => `<tr><td>${escapeHtml(row.label)}</td><td style="text-align:right">${escapeHtml(row.total)}</td></tr>`).join('\n')}
${summary.map(([label, value]) => `<tr><th style="text-align:left">${escapeHtml(label)}</th><td style="text-align:right">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p><strong>${escapeHtml(paymentLine)}</strong></p>
${pix ? `<p>${escapeHtml(words.pixHowTo)}</p><p style="font-family:monospace;word-break:break-all;background:#f4f4f5;padding:8px">${escapeHtml(pix.code)}</p>${link ? `<p>${escapeHtml(words.pixQrOnPage)}</p>` : ''}` : ''}
${instructions ? `<p style="white-space:pre-line">${escapeHtml(instructions)}</p>` : ''}
${pending ? `<p>${escapeHtml(words.afterPayment)}</p>` : ''}
${link ? `<p>${link.html(words.statusCall)}</p><p style="color:#666">${escapeHtml(statusUntil)}</p>` : ''}
</div>`,
  })
  // The status link opens the order by itself: the outbox keeps the email without it.
  const body = input.statusLink ? withSecretLink(input.statusLink.url, render) : render(null)
  return { tenantId: input.tenantId, to: input.to, subject, ...body }
}
