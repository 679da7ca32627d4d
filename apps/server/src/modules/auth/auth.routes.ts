import {
  authResultSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  problemSchema,
  signInRequestSchema,
  signUpRequestSchema,
} from '@lojista/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AuthService, ClientInfo } from './auth.service.ts'

function clientInfo(request: FastifyRequest): ClientInfo {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null }
}

const tags = ['auth']

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/auth/sign-up',
    {
      schema: {
        tags,
        summary: 'Create an account and its first store',
        body: signUpRequestSchema,
        response: { 201: authResultSchema, 400: problemSchema, 409: problemSchema },
      },
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
          'Any failure answers 401 "Invalid credentials". 10 failures per account or IP in 15 minutes: 429.',
        body: signInRequestSchema,
        response: { 200: authResultSchema, 400: problemSchema, 401: problemSchema, 429: problemSchema },
      },
    },
    async (request) => auth.signIn(request.body, clientInfo(request)),
  )

  app.post(
    '/auth/sign-out',
    {
      schema: { tags, summary: 'End the current session', response: { 204: z.null(), 401: problemSchema } },
      preHandler: app.authenticate,
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
        description: 'Answers 202 whether or not the email has an account.',
        body: passwordResetRequestSchema,
        response: { 202: z.null(), 400: problemSchema },
      },
    },
    async (request, reply) => {
      await auth.requestPasswordReset(request.body.email)
      return reply.status(202).send(null)
    },
  )

  app.post(
    '/auth/password-reset/confirm',
    {
      schema: {
        tags,
        summary: 'Set a new password with an emailed reset token',
        body: passwordResetConfirmSchema,
        response: { 204: z.null(), 400: problemSchema },
      },
    },
    async (request, reply) => {
      await auth.confirmPasswordReset(request.body)
      return reply.status(204).send(null)
    },
  )
}
