/** The session is checked again every minute while the user is signed in. */
export const SESSION_RECHECK_MS = 60_000

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/')
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')
  const binary = atob(padded)
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
  return new TextDecoder().decode(bytes)
}

/** Reads the expiry claim (seconds since the epoch) of a signed token, or null when it cannot be read. */
export function readTokenExpiry(token: string): number | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload))
    if (typeof claims !== 'object' || claims === null) return null
    const exp = (claims as { exp?: unknown }).exp
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null
  } catch {
    return null
  }
}

/** Valid only if a token exists, decodes, and its exp lies in the future. */
export function isSessionValid(token: string | null | undefined, nowMs: number = Date.now()): boolean {
  if (!token) return false
  const exp = readTokenExpiry(token)
  return exp !== null && exp * 1000 > nowMs
}
