import { createTextSeal, SEALED_PREFIX } from '../../lib/sealed-text.ts'

// The copy of an email that carries its secret link (a checkout, a password reset, an address to verify)
// is kept in the outbox only sealed: AES-256-GCM under a key derived from the server's signing secret,
// which every process serving the database shares (decision 022). A reader of the database, a backup or
// a dump sees no link; the mail worker opens the copy as it sends it.

export { SEALED_PREFIX }

/** What the derived key is for: another use of the signing secret derives another key. */
const KEY_INFO = 'lojista email delivery copy v1'

/** The email a copy belongs to: a copy opens only for the row and recipient it was sealed for. */
export interface SealedEmail {
  id: string
  recipient: string
}

export interface DeliveryCopy {
  text: string
  html: string | null
}

/** A sealed copy that does not open: moved to another email, altered, or sealed under another secret. */
export class UnreadableDeliveryCopy extends Error {
  constructor() {
    super(
      'The copy of this email with its link cannot be opened: the server’s signing secret (JWT_SECRET) ' +
        'changed since it was written, or the email was altered.',
    )
    this.name = 'UnreadableDeliveryCopy'
  }
}

export function createDeliverySeal(signingSecret: string) {
  const sealed = createTextSeal(signingSecret, KEY_INFO)
  // The email's id, recipient and part are authenticated with the copy: a copy written into another row,
  // or a row whose recipient was changed, does not open, so its link cannot be sent elsewhere.
  const boundTo = (email: SealedEmail, part: 'text' | 'html') =>
    JSON.stringify([email.id, email.recipient, part])

  function sealPart(email: SealedEmail, part: 'text' | 'html', plain: string): string {
    return sealed.seal(plain, boundTo(email, part))
  }

  function openPart(email: SealedEmail, part: 'text' | 'html', stored: string): string {
    // Written by a release that kept the copy as it was; sealed at the next start (sealPlainDeliveryCopies).
    if (!stored.startsWith(SEALED_PREFIX)) return stored
    const plain = sealed.open(stored, boundTo(email, part))
    if (plain === undefined) throw new UnreadableDeliveryCopy()
    return plain
  }

  return {
    /** The copy as the outbox keeps it: each part sealed for this email. */
    seal(email: SealedEmail, copy: DeliveryCopy): DeliveryCopy {
      return {
        text: sealPart(email, 'text', copy.text),
        html: copy.html === null ? null : sealPart(email, 'html', copy.html),
      }
    },

    /**
     * The copy with the link as its recipient gets it, or null for an email without one (its kept copy
     * is the one sent). Throws UnreadableDeliveryCopy when the copy does not open.
     */
    open(
      row: SealedEmail & { deliveryTextBody: string | null; deliveryHtmlBody: string | null },
    ): DeliveryCopy | null {
      if (row.deliveryTextBody === null) return null
      return {
        text: openPart(row, 'text', row.deliveryTextBody),
        html: row.deliveryHtmlBody === null ? null : openPart(row, 'html', row.deliveryHtmlBody),
      }
    },
  }
}

export type DeliverySeal = ReturnType<typeof createDeliverySeal>
