import {
  authResultSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  problemSchema,
  signInRequestSchema,
  signInResultSchema,
  signUpRequestSchema,
  twoFactorSignInSchema,
  verifyEmailRequestSchema,
} from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { clientInfo } from '../../lib/client-info.ts'
import { type AuthService, EMAIL_LIMITS } from './auth.service.ts'
import { ADDRESS_MAX_FAILURES, FREE_FAILURES } from './sign-in-limiter.ts'

const tags = ['auth']
// Signing in, signing up and the emailed-token pages are for anyone; the rest need a session. Said per
// route: a new route here must choose.
const anyone = { audience: 'anyone' } as const
const signedIn = { audience: 'signedIn' } as const

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/auth/sign-up',
    {
      schema: {
        tags,
        summary: 'Create an account and its first store',
        description:
          'Also emails a link that verifies the address (POST /v1/auth/verify-email): until it is opened, ' +
          "the account's stores cannot email their customers.",
        body: signUpRequestSchema,
        response: { 201: authResultSchema, 400: problemSchema, 409: problemSchema },
      },
      config: anyone,
    },
    async (request, reply) => reply.status(201).send(await auth.signUp(request.body, clientInfo(request))),
  )

  app.post(
    '/auth/sign-in',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password',
        description:
          'Any failure answers 401 "Invalid credentials". Limits answer 429 with Retry-After: ' +
          `${ADDRESS_MAX_FAILURES} failures from one address in 15 minutes, on any accounts; and after ` +
          `${FREE_FAILURES} failures on one account from one address, each further attempt from there must ` +
          'wait 1 s, 2 s, 4 s, ... (at most 5 minutes) after the last failure. Failures from other addresses ' +
          'never block an account: the right password from an address that has not been failing signs in. ' +
          'A person with two-factor authentication gets no session yet but `twoFactorRequired` and a ' +
          '`challenge`, to send with their code to POST /v1/auth/sign-in/two-factor within 5 minutes.',
        body: signInRequestSchema,
        response: { 200: signInResultSchema, 400: problemSchema, 401: problemSchema, 429: problemSchema },
      },
      config: anyone,
    },
    async (request) => auth.signIn(request.body, clientInfo(request)),
  )

  app.post(
    '/auth/sign-in/two-factor',
    {
      schema: {
        tags,
        summary: 'Finish signing in with a code from the authenticator app or a recovery code',
        description:
          'Takes the `challenge` that sign-in answered. A wrong code answers 401 "Invalid code" and counts ' +
          'as a failed sign-in, under the same limits (429 with Retry-After). A code of the app is accepted ' +
          'once; a recovery code works once and is written to the activity log of the person’s stores. A ' +
          'used or expired challenge answers 401: sign in again.',
        body: twoFactorSignInSchema,
        response: { 200: authResultSchema, 400: problemSchema, 401: problemSchema, 429: problemSchema },
      },
      config: anyone,
    },
    async (request) => auth.completeSignIn(request.body, clientInfo(request)),
  )

  app.post(
    '/auth/sign-out',
    {
      schema: { tags, summary: 'End the current session', response: { 204: z.null(), 401: problemSchema } },
      config: signedIn,
    },
    async (request, reply) => {
      await auth.signOut(request.auth.sessionId)
      return reply.status(204).send(null)
    },
  )

  app.post(
    '/auth/password-reset/request',
    {
      schema: {
        tags,
        summary: 'Email a password reset link',
        description:
          'Answers 202 whether or not the email has an account. At most ' +
          `${EMAIL_LIMITS.resetRequestsPerEmail.max} requests an hour per email and ` +
          `${EMAIL_LIMITS.resetRequestsPerAddress.max} per address, known emails or not: then 429 with Retry-After.`,
        body: passwordResetRequestSchema,
        response: { 202: z.null(), 400: problemSchema, 429: problemSchema },
      },
      config: anyone,
    },
    async (request, reply) => {
      await auth.requestPasswordReset(request.body.email, clientInfo(request))
      return reply.status(202).send(null)
    },
  )

  app.post(
    '/auth/password-reset/confirm',
    {
      schema: {
        tags,
        summary: 'Set a new password with an emailed reset token',
        description:
          'Ends every session of the account and voids every other reset link it has. At most ' +
          `${EMAIL_LIMITS.resetConfirmsPerAddress.max} attempts an hour per address: then 429 with Retry-After.`,
        body: passwordResetConfirmSchema,
        response: { 204: z.null(), 400: problemSchema, 429: problemSchema },
      },
      config: anyone,
    },
    async (request, reply) => {
      await auth.confirmPasswordReset(request.body, clientInfo(request))
      return reply.status(204).send(null)
    },
  )

  app.post(
    '/auth/verify-email',
    {
      schema: {
        tags,
        summary: 'Verify the account’s email address with the emailed token',
        description: 'The token works once and for 48 hours; an invalid, used or expired one answers 400.',
        body: verifyEmailRequestSchema,
        response: { 204: z.null(), 400: problemSchema },
      },
      config: anyone,
    },
    async (request, reply) => {
      await auth.verifyEmail(request.body.token)
      return reply.status(204).send(null)
    },
  )

  app.post(
    '/auth/verify-email/resend',
    {
      schema: {
        tags,
        summary: 'Email the signed-in user a new link that verifies their address',
        description:
          `At most ${EMAIL_LIMITS.verificationResendsPerUser.max} an hour: then 429 with Retry-After. ` +
          'An address already verified answers 409.',
        response: { 202: z.null(), 401: problemSchema, 409: problemSchema, 429: problemSchema },
      },
      config: signedIn,
    },
    async (request, reply) => {
      await auth.resendVerification(request.auth.userId)
      return reply.status(202).send(null)
    },
  )
}
