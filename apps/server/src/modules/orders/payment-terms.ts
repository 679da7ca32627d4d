import type { PaymentTermType } from '@lojista/contracts'
import { formatDate } from '@lojista/contracts/common/locale-format'
import { checkoutEmailTexts, type EmailLanguage } from './checkout-email-texts.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The schedule of a term: issued now unless given; net terms fall due dueInDays after issue, fixed terms
 * on their date (now until staff pick one), the others when the event happens (no date).
 */
export function paymentSchedule(
  type: PaymentTermType,
  dueInDays: number | null,
  issuedAt: string | undefined,
  dueAt: string | null | undefined,
  now = new Date(),
): { issuedAt: string; dueAt: string | null } {
  const issued = issuedAt ? new Date(issuedAt) : now
  switch (type) {
    case 'net':
      return {
        issuedAt: issued.toISOString(),
        dueAt: new Date(issued.getTime() + (dueInDays ?? 0) * DAY_MS).toISOString(),
      }
    case 'fixed':
      return {
        issuedAt: issued.toISOString(),
        dueAt: dueAt ? new Date(dueAt).toISOString() : now.toISOString(),
      }
    default:
      return { issuedAt: issued.toISOString(), dueAt: null }
  }
}

/** The payment terms' texts for a customer's email, in the email's language. */
export function paymentTermText(
  term: { type: PaymentTermType; dueInDays: number | null; dueAt: string | null } | null,
  language: EmailLanguage,
) {
  if (!term) return null
  const date = term.dueAt ? formatDate(term.dueAt, language, 'UTC') : ''
  return checkoutEmailTexts(language).terms[term.type](date, term.dueInDays ?? 0)
}
