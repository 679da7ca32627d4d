/** The texts of authentication errors, shown as they are to people signing in or up. */
export const authMessages = {
  signUpFailed: 'Sign-up failed',
  invalidCredentials: 'Invalid credentials',
  signOutFailed: 'Failed to sign out',
  cookieFailed: 'Failed to fetch cookie',
  socialNotImplemented: 'Social authentication not implemented',
  emailTaken: 'An account with this email already exists',
  tooManyAttempts: 'Too many sign-in attempts. Try again later.',
  resetLinkInvalid: 'This reset link is invalid or has expired',
  tooManyResetRequests: 'Too many password reset requests. Try again later.',
  tooManyRequests: 'Too many attempts. Try again later.',
  verifyLinkInvalid: 'This verification link is invalid or has expired',
  emailNotVerified: 'Verify your email address before sending emails to customers.',
  emailAlreadyVerified: 'This email address is already verified.',
  passwordsDiffer: 'The passwords do not match',
  wrongPassword: 'This is not your current password',
  sessionNotFound: 'No such session of yours is open',
} as const
