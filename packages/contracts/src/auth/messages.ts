/** The spec's error catalogue for authentication (section 8). */
export const authMessages = {
  signUpFailed: 'Sign-up failed',
  invalidCredentials: 'Invalid credentials',
  signOutFailed: 'Failed to sign out',
  cookieFailed: 'Failed to fetch cookie',
  socialNotImplemented: 'Social authentication not implemented',
  emailTaken: 'An account with this email already exists',
  tooManyAttempts: 'Too many sign-in attempts. Try again later.',
  resetLinkInvalid: 'This reset link is invalid or has expired',
} as const
