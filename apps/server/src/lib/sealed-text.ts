import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto'

// Secrets the server must read back later (an email's link, a person's authenticator key) are kept only
// sealed: AES-256-GCM under a key derived from the server's signing secret, which every process serving
// the database shares (decision 022). Each use derives its own key from its own label, so no key serves
// two purposes and the signing key itself never encrypts.

/** How a sealed text starts: the form it is sealed in, so that a later form can be told apart. */
export const SEALED_PREFIX = 'sealed:v1:'
const IV_BYTES = 12
const TAG_BYTES = 16

/** A key of its own for `label`, derived from the signing secret. */
export function derivedKey(signingSecret: string, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', signingSecret, '', label, 32))
}

/**
 * Seals and opens texts under the key of `label`. `boundTo` is authenticated with the text: a sealed text
 * copied into another row (another email, another person) does not open there.
 */
export function createTextSeal(signingSecret: string, label: string) {
  const key = derivedKey(signingSecret, label)
  return {
    seal(plain: string, boundTo: string): string {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      cipher.setAAD(Buffer.from(boundTo))
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')
    },

    /** The plain text, or undefined when it does not open: altered, moved, or sealed under another secret. */
    open(stored: string, boundTo: string): string | undefined {
      if (!stored.startsWith(SEALED_PREFIX)) return undefined
      const bytes = Buffer.from(stored.slice(SEALED_PREFIX.length), 'base64url')
      if (bytes.length < IV_BYTES + TAG_BYTES) return undefined
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES))
        decipher.setAAD(Buffer.from(boundTo))
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
        return Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8')
      } catch {
        return undefined
      }
    },
  }
}

/**
 * A keyed hash (HMAC-SHA256 under the key of `label`): what is kept of a short secret that is only ever
 * compared, so that a copy of the database alone is not enough to try guesses against it.
 */
export function createKeyedHash(signingSecret: string, label: string) {
  const key = derivedKey(signingSecret, label)
  return (value: string) => createHmac('sha256', key).update(value).digest('hex')
}

export type TextSeal = ReturnType<typeof createTextSeal>
