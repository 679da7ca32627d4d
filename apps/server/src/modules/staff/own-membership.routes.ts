import {
  memberResultSchema,
  notificationPreferencesResultSchema,
  notificationPreferencesSchema,
  problemSchema,
} from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { storeScope } from '../../lib/store-scope.ts'
import { forAudience } from '../../plugins/audiences.ts'
import type { MembersService } from './members.service.ts'
import type { NotificationPreferencesService } from './notification-preferences.service.ts'

const tags = ['staff']
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema }

/** The caller's own place in the store: what every member may see and choose about themselves. */
export const ownMembershipRoutes: FastifyPluginAsyncZod<{
  members: MembersService
  preferences: NotificationPreferencesService
}> = forAudience('storeMember', async (app, { members, preferences }) => {
  app.get(
    '/staff/me',
    {
      // Their own page in the store: every member sees it, whatever their role.
      config: { permission: null },
      schema: {
        tags,
        summary: 'The caller as a member of the store',
        description:
          'Their role, when they joined and last signed in, as the store’s people list shows them.',
        response: { 200: memberResultSchema, ...errors },
      },
    },
    async (request) => ({ member: await members.mine(storeScope(request)) }),
  )

  app.get(
    '/staff/me/notifications',
    {
      // The person's own choice of emails: any member keeps their own.
      config: { permission: null },
      schema: {
        tags,
        summary: 'Which emails about this store the caller gets',
        description:
          'One switch per kind of email, the caller’s own for this store; the defaults until they choose.',
        response: { 200: notificationPreferencesResultSchema, ...errors, 404: problemSchema },
      },
    },
    async (request) => ({ preferences: await preferences.get(storeScope(request)) }),
  )

  app.put(
    '/staff/me/notifications',
    {
      // The person's own choice of emails: any member keeps their own.
      config: { permission: null },
      schema: {
        tags,
        summary: 'Choose which emails about this store the caller gets',
        description:
          'Every switch at once. Only the caller’s own choices for this store: nobody changes a colleague’s. ' +
          'A personal choice, not written to the store’s activity log.',
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesResultSchema, ...errors },
      },
    },
    async (request) => ({ preferences: await preferences.set(storeScope(request), request.body) }),
  )
})
