import { type CalcResult, fromMinorUnits } from '@lojista/contracts'
import type { Email } from '../mail/mail.service.ts'
import type { DraftLineRow, DraftRow } from './draft.repository.ts'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

function amount(minor: number, currency: string): string {
  return `${currency} ${fromMinorUnits(minor)}`
}

export type CheckoutEmailKind = 'invoice' | 'quote' | 'recovery'

const SUBJECTS: Record<CheckoutEmailKind, (store: string, name: string) => string> = {
  invoice: (store, name) => `Invoice ${name} from ${store}`,
  quote: (store, name) => `Quote ${name} from ${store}`,
  recovery: (store, name) => `Complete your purchase ${name} at ${store}`,
}

const CALLS: Record<CheckoutEmailKind, string> = {
  invoice: 'Review and pay',
  quote: 'Review the quote and pay',
  recovery: 'Complete your purchase',
}

/** The email of an invoice, a quote or a recovery: the order, its totals, terms and the secure link. */
export function checkoutEmail(input: {
  kind: CheckoutEmailKind
  tenantId: string
  to: string
  storeName: string
  draftName: string
  draft: DraftRow
  lines: DraftLineRow[]
  calculation: CalcResult
  link: string
  expiresAt: Date
  subject?: string
  message: string
  termText: string | null
}): Email {
  const currency = input.draft.currencyCode
  const totals = new Map(input.calculation.lines.map((line) => [line.id, line.discountedTotal]))
  const rows = input.lines.map((line) => ({
    label: `${line.quantity} × ${line.title}${line.variantTitle ? ` (${line.variantTitle})` : ''}`,
    total: amount(totals.get(line.id) ?? 0, currency),
  }))
  const summary = [
    ['Subtotal', amount(input.calculation.subtotal, currency)],
    ...(input.calculation.orderDiscount > 0
      ? [['Discount', `-${amount(input.calculation.orderDiscount, currency)}`]]
      : []),
    ...(input.calculation.shipping > 0 ? [['Shipping', amount(input.calculation.shipping, currency)]] : []),
    ...(input.calculation.totalTax > 0
      ? [[input.draft.taxesIncluded ? 'Tax (included)' : 'Tax', amount(input.calculation.totalTax, currency)]]
      : []),
    ['Total', amount(input.calculation.total, currency)],
  ] as [string, string][]
  const expiry = input.expiresAt.toISOString().slice(0, 10)
  const text = [
    input.message,
    input.message ? '' : undefined,
    `${SUBJECTS[input.kind](input.storeName, input.draftName)}`,
    '',
    ...rows.map((row) => `${row.label}: ${row.total}`),
    '',
    ...summary.map(([label, value]) => `${label}: ${value}`),
    ...(input.termText ? ['', input.termText] : []),
    '',
    `${CALLS[input.kind]}: ${input.link}`,
    `This link is valid until ${expiry}.`,
  ]
    .filter((line) => line !== undefined)
    .join('\n')
  const html = `<div style="font-family:sans-serif;max-width:560px">
${input.message ? `<p>${escapeHtml(input.message)}</p>` : ''}
<h2>${escapeHtml(SUBJECTS[input.kind](input.storeName, input.draftName))}</h2>
<table style="width:100%;border-collapse:collapse">
${rows.map((row) => `<tr><td>${escapeHtml(row.label)}</td><td style="text-align:right">${escapeHtml(row.total)}</td></tr>`).join('\n')}
${summary.map(([label, value]) => `<tr><th style="text-align:left">${escapeHtml(label)}</th><td style="text-align:right">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
${input.termText ? `<p>${escapeHtml(input.termText)}</p>` : ''}
<p><a href="${escapeHtml(input.link)}">${escapeHtml(CALLS[input.kind])}</a></p>
<p style="color:#666">This link is valid until ${escapeHtml(expiry)}.</p>
</div>`
  return {
    tenantId: input.tenantId,
    to: input.to,
    subject: input.subject || SUBJECTS[input.kind](input.storeName, input.draftName),
    text,
    html,
  }
}
