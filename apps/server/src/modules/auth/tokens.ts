import { createSigner, createVerifier } from 'fast-jwt'
import { isUuid } from '../../lib/uuid.ts'

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
      // Without `aud` required, a token minted for nothing in particular would pass as a bearer token.
      requiredClaims: ['sub', 'sid', 'exp', 'aud'],
    }),
    media: createVerifier({
      key: secret,
      algorithms: ['HS256'],
      allowedAud: 'media',
      requiredClaims: ['sub', 'sid', 'exp', 'aud'],
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
        // The ids go into queries on uuid columns: anything else is refused here, not by the database.
        return typeof claims.sub === 'string' &&
          typeof claims.sid === 'string' &&
          isUuid(claims.sub) &&
          isUuid(claims.sid)
          ? claims
          : undefined
      } catch {
        return undefined
      }
    },
  }
}

export type TokenCodec = ReturnType<typeof createTokenCodec>
