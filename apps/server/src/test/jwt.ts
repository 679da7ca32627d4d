import { createHmac } from 'node:crypto'

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** Builds a JWT by hand, so tests can make tokens the server must refuse. */
export function craftJwt(
  claims: Record<string, unknown>,
  { secret, alg = 'HS256' }: { secret?: string; alg?: string } = {},
): string {
  const head = `${encode({ alg, typ: 'JWT' })}.${encode(claims)}`
  if (!secret) return `${head}.`
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`
}

export function decodeJwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))
}
