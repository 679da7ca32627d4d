import type { PaymentTermType } from '@lojista/contracts'

export function paymentTermName(type: PaymentTermType, dueInDays: number | null): string {
  switch (type) {
    case 'receipt':
      return 'Due on receipt'
    case 'fulfillment':
      return 'Due on fulfillment'
    case 'fixed':
      return 'Fixed date'
    case 'net':
      return `Within ${dueInDays ?? 0} days`
  }
}

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

/** The spec's terms texts (section 4 Payment), for emails and the public checkout. */
export function paymentTermText(
  term: { type: PaymentTermType; dueInDays: number | null; dueAt: string | null } | null,
) {
  if (!term) return null
  const date = term.dueAt
    ? new Date(term.dueAt).toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : ''
  switch (term.type) {
    case 'fixed':
      return `Payment due on ${date}`
    case 'fulfillment':
      return 'Payment due when order is fulfilled.'
    case 'receipt':
      return 'Payment due when invoice is sent.'
    case 'net':
      return `Payment due on ${date} (Net ${term.dueInDays ?? 0}).`
  }
}
