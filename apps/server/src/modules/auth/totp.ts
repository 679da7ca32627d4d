import { randomInt } from 'node:crypto'
import { RECOVERY_CODE_COUNT } from '@lojista/contracts'
import { generateSecret, generateURI, verify } from 'otplib'

// Codes from authenticator apps (RFC 6238 TOTP: SHA-1, 6 digits, 30 s), through otplib (decision 024).

const ISSUER = 'Lojista'
/** A code from the step before or after the current one is accepted too: phones' clocks drift. */
const TOLERANCE_SECONDS = 30
const SIX_DIGITS = /^\d{6}$/

export function newTotpSecret(): string {
  return generateSecret()
}

/** The address an authenticator app reads from the QR code: the key, named after the product and the person. */
export function otpauthUri(secret: string, email: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret })
}

export function looksLikeTotp(code: string): boolean {
  return SIX_DIGITS.test(code.replace(/\s/g, ''))
}

/**
 * The time step of `code` when it is valid at `at` and later than `after` (the last step used), else
 * undefined: a code works once.
 */
export async function totpStep(
  secret: string,
  code: string,
  at: Date,
  after: number | null,
): Promise<number | undefined> {
  const token = code.replace(/\s/g, '')
  if (!SIX_DIGITS.test(token)) return undefined
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(at.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(after === null ? {} : { afterTimeStep: after }),
  })
  return result.valid && 'timeStep' in result ? result.timeStep : undefined
}

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** Ten recovery codes such as `k7m2p-x9qra`: about 50 bits each, easy to read aloud and type. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)])
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
  })
}

/** A recovery code as typed, in the form it was hashed in: lower case, without dashes or spaces. */
export function normalRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '')
}
