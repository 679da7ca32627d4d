export const RETURN_TO_PARAM = 'returnTo'

/**
 * Accepts only a path of this application, so a crafted sign-in link cannot send the user to another site
 * once they have signed in.
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  if (value.startsWith('/auth/')) return fallback
  return value
}

export function signInPathFor(returnTo: string): string {
  const target = safeReturnPath(returnTo, '/')
  return target === '/' ? '/auth/sign-in' : `/auth/sign-in?${RETURN_TO_PARAM}=${encodeURIComponent(target)}`
}
