import { createSigner, createVerifier } from 'fast-jwt'

export interface TokenClaims {
  /** The user id. */
  sub: string
  /** The server-side session id; revoking the session kills the token. */
  sid: string
  /** 'api' for bearer tokens, 'media' for the media cookie: one cannot stand in for the other. */
  aud: 'api' | 'media'
  /** Expiry, in seconds since the epoch. */
  exp: number
}

/** HS256 only: a token naming any other algorithm, 'none' included, is refused before its signature is read. */
export function createTokenCodec(secret: string) {
  const sign = createSigner({ key: secret, algorithm: 'HS256' })
  const verifiers = {
    api: createVerifier({
      key: secret,
      algorithms: ['HS256'],
      allowedAud: 'api',
      requiredClaims: ['sub', 'sid', 'exp'],
    }),
    media: createVerifier({
      key: secret,
      algorithms: ['HS256'],
      allowedAud: 'media',
      requiredClaims: ['sub', 'sid', 'exp'],
    }),
  }
  return {
    sign(claims: TokenClaims): string {
      return sign(claims)
    },
    /** The claims of a valid, unexpired token of that audience, or undefined. */
    verify(token: string, audience: TokenClaims['aud']): TokenClaims | undefined {
      try {
        const claims = verifiers[audience](token) as TokenClaims
        return typeof claims.sub === 'string' && typeof claims.sid === 'string' ? claims : undefined
      } catch {
        return undefined
      }
    },
  }
}

export type TokenCodec = ReturnType<typeof createTokenCodec>
