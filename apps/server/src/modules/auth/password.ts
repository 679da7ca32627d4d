import { hash, verify } from '@node-rs/argon2'

/** OWASP's argon2id recommendation: 19 MiB of memory, 2 iterations, 1 lane. */
// 2 is Algorithm.Argon2id, a const enum that isolated modules cannot import.
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS)
}

let dummyHash: Promise<string> | undefined

/**
 * Verifies a password against a stored hash; with no hash (unknown user) it verifies against a
 * throw-away hash of the same cost, so that both failures take about as long.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hashPassword('lojista-no-such-user')
    await verify(await dummyHash, password)
    return false
  }
  return verify(storedHash, password)
}
