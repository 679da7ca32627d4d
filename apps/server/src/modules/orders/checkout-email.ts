import { type CalcResult, fromMinorUnits } from '@lojista/contracts'
import { formatDate, formatDecimal, formatMoney } from '@lojista/contracts/common/locale-format'
import type { StoreEmail as Email } from '../mail/mail.service.ts'
import { escapeHtml, withSecretLink } from '../mail/secret-link.ts'
import { type CheckoutEmailKind, checkoutEmailTexts, type EmailLanguage } from './checkout-email-texts.ts'
import type { DraftLineRow, DraftRow } from './draft.repository.ts'

/**
 * The store's name under its logo, in its colour: the customer sees whose email it is before reading on.
 * The logo is an https address the store gave (decision 020); the text version starts with the name.
 */
export function brandHeader(storeName: string, brand: { logoUrl: string; primaryColor: string }): string {
  const logo = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(storeName)}" style="max-height:64px;max-width:240px;display:block;margin-bottom:8px">`
    : ''
  return `<div style="border-bottom:3px solid ${escapeHtml(brand.primaryColor)};padding-bottom:8px;margin-bottom:16px">${logo}<strong style="font-size:18px;color:${escapeHtml(brand.primaryColor)}">${escapeHtml(storeName)}</strong></div>`
}

/** The email of an invoice, a quote or a recovery: the order, its totals, terms and the secure link. */
export function checkoutEmail(input: {
  kind: CheckoutEmailKind
  tenantId: string
  to: string
  storeName: string
  /** The store's logo (an https address, or empty) and colour, at the top of the email. */
  brand: { logoUrl: string; primaryColor: string }
  draftName: string
  draft: DraftRow
  lines: DraftLineRow[]
  calculation: CalcResult
  link: string
  expiresAt: Date
  subject?: string
  message: string
  termText: string | null
  /** The customer's language, or the store's (see emailLanguage). */
  language: EmailLanguage
}): Email {
  const words = checkoutEmailTexts(input.language)
  const subject = words.subject[input.kind](input.storeName, input.draftName)
  const call = words.call[input.kind]
  const currency = input.draft.currencyCode
  const amount = (minor: number) => formatMoney(fromMinorUnits(minor), currency, input.language)
  const totals = new Map(input.calculation.lines.map((line) => [line.id, line.discountedTotal]))
  const rows = input.lines.map((line) => ({
    label: `${formatDecimal(line.quantity, input.language)} × ${line.title}${line.variantTitle ? ` (${line.variantTitle})` : ''}`,
    total: amount(totals.get(line.id) ?? 0),
  }))
  const summary = [
    [words.subtotal, amount(input.calculation.subtotal)],
    ...(input.calculation.orderDiscount > 0
      ? [[words.discount, amount(-input.calculation.orderDiscount)]]
      : []),
    ...(input.calculation.shipping > 0 ? [[words.shipping, amount(input.calculation.shipping)]] : []),
    ...(input.calculation.totalTax > 0
      ? [[input.draft.taxesIncluded ? words.taxIncluded : words.tax, amount(input.calculation.totalTax)]]
      : []),
    [words.total, amount(input.calculation.total)],
  ] as [string, string][]
  const expiry = formatDate(input.expiresAt, input.language, 'UTC')
  // The link opens the checkout by itself: the outbox keeps the email without it.
  const body = withSecretLink(input.link, (link) => ({
    text: [
      input.storeName,
      '',
      input.message,
      input.message ? '' : undefined,
      subject,
      '',
      ...rows.map((row) => `${row.label}: ${row.total}`),
      '',
      ...summary.map(([label, value]) => `${label}: ${value}`),
      ...(input.termText ? ['', input.termText] : []),
      '',
      `${call}: ${link.text}`,
      words.validUntil(expiry),
    ]
      .filter((line) => line !== undefined)
      .join('\n'),
    html: `<div style="font-family:sans-serif;max-width:560px">
${brandHeader(input.storeName, input.brand)}
${input.message ? `<p>${escapeHtml(input.message)}</p>` : ''}
<h2>${escapeHtml(subject)}</h2>
<table style="width:100%;border-collapse:collapse">
${rows.map((row) => `<tr><td>${escapeHtml(row.label)}</td><td style="text-align:right">${escapeHtml(row.total)}</td></tr>`).join('\n')}
${summary.map(([label, value]) => `<tr><th style="text-align:left">${escapeHtml(label)}</th><td style="text-align:right">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
${input.termText ? `<p>${escapeHtml(input.termText)}</p>` : ''}
<p>${link.html(call)}</p>
<p style="color:#666">${escapeHtml(words.validUntil(expiry))}</p>
</div>`,
  }))
  return {
    tenantId: input.tenantId,
    to: input.to,
    subject: input.subject || subject,
    ...body,
  }
}
