import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

// The copy of an email that carries its secret link (a checkout, a password reset, an address to verify)
// is kept in the outbox only sealed: AES-256-GCM under a key derived from the server's signing secret,
// which every process serving the database shares (decision 022). A reader of the database, a backup or
// a dump sees no link; the mail worker opens the copy as it sends it.

/** How a sealed copy starts: the form it is sealed in, so that a later form can be told apart. */
export const SEALED_PREFIX = 'sealed:v1:'
/** What the derived key is for: another use of the signing secret derives another key. */
const KEY_INFO = 'lojista email delivery copy v1'
const IV_BYTES = 12
const TAG_BYTES = 16

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
  const key = Buffer.from(hkdfSync('sha256', signingSecret, '', KEY_INFO, 32))
  // The email's id, recipient and part are authenticated with the copy: a copy written into another row,
  // or a row whose recipient was changed, does not open, so its link cannot be sent elsewhere.
  const boundTo = (email: SealedEmail, part: 'text' | 'html') =>
    Buffer.from(JSON.stringify([email.id, email.recipient, part]))

  function sealPart(email: SealedEmail, part: 'text' | 'html', plain: string): string {
    const iv = randomBytes(IV_BYTES)
    const cipher = createCipheriv('aes-256-gcm', key, iv)
    cipher.setAAD(boundTo(email, part))
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
    return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')
  }

  function openPart(email: SealedEmail, part: 'text' | 'html', stored: string): string {
    // Written by a release that kept the copy as it was; sealed at the next start (sealPlainDeliveryCopies).
    if (!stored.startsWith(SEALED_PREFIX)) return stored
    const bytes = Buffer.from(stored.slice(SEALED_PREFIX.length), 'base64url')
    if (bytes.length < IV_BYTES + TAG_BYTES) throw new UnreadableDeliveryCopy()
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES))
      decipher.setAAD(boundTo(email, part))
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8')
    } catch {
      throw new UnreadableDeliveryCopy()
    }
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
