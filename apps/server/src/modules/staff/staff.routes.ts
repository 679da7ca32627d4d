import {
  accountSessionListSchema,
  conflictProblemSchema,
  memberListQuerySchema,
  memberListResultSchema,
  memberResultSchema,
  memberRoleChangeSchema,
  problemSchema,
  roleDetailSchema,
  roleIdSchema,
  roleInputSchema,
  roleListResultSchema,
  roleResultSchema,
  roleUpdateSchema,
} from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { storeScope } from '../../lib/store-scope.ts'
import { forAudience } from '../../plugins/audiences.ts'
import type { MembersService } from './members.service.ts'
import type { RolesService } from './roles.service.ts'

const tags = ['staff']
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema }
const roleParams = z.object({ id: roleIdSchema })
const memberParams = z.object({ userId: z.uuid() })

export const staffRoutes: FastifyPluginAsyncZod<{ roles: RolesService; members: MembersService }> =
  forAudience('storeMember', async (app, { roles, members }) => {
    app.get(
      '/staff/roles',
      {
        config: { permission: 'staff.view' },
        schema: {
          operationId: 'listStaffRoles',
          tags,
          summary: "The store's roles",
          description:
            'The built-in owner, admin and staff first, then the store’s own roles by name, each with its ' +
            'permissions and how many members hold it.',
          response: { 200: roleListResultSchema, ...errors },
        },
      },
      async (request) => ({ roles: await roles.list(storeScope(request)) }),
    )

    app.post(
      '/staff/roles',
      {
        config: { permission: 'staff.manage' },
        schema: {
          tags,
          summary: 'Make a role of the store’s own',
          description:
            'The permissions each chosen permission needs are added (editing orders needs seeing them).',
          body: roleInputSchema,
          response: { 201: roleResultSchema, ...errors, 409: problemSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ role: await roles.create(storeScope(request), request.body) }),
    )

    app.get(
      '/staff/roles/:id',
      {
        config: { permission: 'staff.view' },
        schema: {
          tags,
          summary: 'One role',
          description: 'A built-in role by its name (`owner`, `admin`, `staff`) or a store role by id.',
          params: roleParams,
          response: { 200: roleResultSchema, ...errors, 404: problemSchema },
        },
      },
      async (request) => ({ role: await roles.get(storeScope(request), request.params.id) }),
    )

    app.put(
      '/staff/roles/:id',
      {
        config: { permission: 'staff.manage' },
        schema: {
          tags,
          summary: 'Change one of the store’s own roles',
          description:
            'Against the `version` read: 409 with the current role when someone saved it first. Built-in ' +
            'roles cannot be changed (409). Members holding the role get the new permissions on their next request.',
          params: roleParams,
          body: roleUpdateSchema,
          response: {
            200: roleResultSchema,
            ...errors,
            404: problemSchema,
            409: conflictProblemSchema(roleDetailSchema),
          },
        },
      },
      async (request) => ({ role: await roles.update(storeScope(request), request.params.id, request.body) }),
    )

    app.delete(
      '/staff/roles/:id',
      {
        config: { permission: 'staff.manage' },
        schema: {
          tags,
          summary: 'Delete one of the store’s own roles',
          description: 'Refused (409) while members hold it, and for the built-in roles.',
          params: roleParams,
          response: { 204: z.null(), ...errors, 404: problemSchema, 409: problemSchema },
        },
      },
      async (request, reply) => {
        await roles.remove(storeScope(request), request.params.id)
        return reply.status(204).send(null)
      },
    )

    app.get(
      '/staff/members',
      {
        config: { permission: 'staff.view' },
        schema: {
          operationId: 'listStaffMembers',
          tags,
          summary: "The store's people",
          description:
            'The owner first, then everyone by name, with their role and last sign-in. `query` matches ' +
            'words of the name and email, ignoring case and accents; `status` is active or suspended. Keyset paging.',
          querystring: memberListQuerySchema,
          response: { 200: memberListResultSchema, ...errors },
        },
      },
      async (request) => ({ members: await members.list(storeScope(request), request.query) }),
    )

    app.get(
      '/staff/members/:userId',
      {
        config: { permission: 'staff.view' },
        schema: {
          tags,
          summary: 'One person of the store',
          params: memberParams,
          response: { 200: memberResultSchema, ...errors, 404: problemSchema },
        },
      },
      async (request) => ({ member: await members.get(storeScope(request), request.params.userId) }),
    )

    app.put(
      '/staff/members/:userId/role',
      {
        config: { permission: 'staff.manage' },
        schema: {
          tags,
          summary: 'Give a member another role',
          description:
            '`admin`, `staff` or a store role’s id. The owner’s role is fixed and nobody changes their own ' +
            '(409). The member works with the new role from their next request.',
          params: memberParams,
          body: memberRoleChangeSchema,
          response: { 200: memberResultSchema, ...errors, 404: problemSchema, 409: problemSchema },
        },
      },
      async (request) => ({
        member: await members.changeRole(storeScope(request), request.params.userId, request.body),
      }),
    )

    for (const action of ['suspend', 'reactivate'] as const) {
      app.post(
        `/staff/members/:userId/${action}`,
        {
          config: { permission: 'staff.manage' },
          schema: {
            tags,
            summary: action === 'suspend' ? 'Suspend a member' : "Lift a member's suspension",
            description:
              action === 'suspend'
                ? 'They keep their role and history but cannot open the store, from their next request on. ' +
                  'The owner cannot be suspended and nobody suspends themselves (409). Suspending twice ' +
                  'changes nothing.'
                : 'They open the store again with the role they had. Reactivating an active member changes nothing.',
            params: memberParams,
            response: { 200: memberResultSchema, ...errors, 404: problemSchema, 409: problemSchema },
          },
        },
        async (request) => ({
          member: await members.setSuspended(
            storeScope(request),
            request.params.userId,
            action === 'suspend',
          ),
        }),
      )
    }

    app.get(
      '/staff/members/:userId/sessions',
      {
        // Where a colleague is signed in is for those who look after the store's people.
        config: { permission: 'staff.manage' },
        schema: {
          tags,
          summary: 'The browsers and devices a member is signed in on',
          description:
            'Live sessions, newest first, with the address and browser each signed in from; `current` ' +
            'marks the caller’s own. A person who is not a member of the store answers 404.',
          params: memberParams,
          response: { 200: accountSessionListSchema, ...errors, 404: problemSchema },
        },
      },
      async (request) => ({
        sessions: await members.sessions(storeScope(request), request.params.userId, request.auth.sessionId),
      }),
    )

    app.post(
      '/staff/members/:userId/sign-out-everywhere',
      {
        config: { permission: 'staff.manage' },
        schema: {
          tags,
          summary: 'Sign a member out of every browser and device',
          description:
            'Each of their sessions is refused from its next request; they sign in again with their password. ' +
            'Sessions belong to the person, so their other stores sign them out too. One’s own sessions are ' +
            'signed out on the account’s calls, and the owner’s only by the owner (409). Written to the activity log.',
          params: memberParams,
          response: { 204: z.null(), ...errors, 404: problemSchema, 409: problemSchema },
        },
      },
      async (request, reply) => {
        await members.signOutEverywhere(storeScope(request), request.params.userId)
        return reply.status(204).send(null)
      },
    )

    app.post(
      '/staff/members/:userId/transfer-ownership',
      {
        // Managing people is the permission; being the owner is checked too (403 otherwise).
        config: { permission: 'staff.manage' },
        schema: {
          tags,
          summary: 'Make a member the owner of the store',
          description:
            'Only the owner may, in person (never with an API token), and gives the store to an active ' +
            'member; the owner until now stays on as an admin. Both take effect on their next request.',
          params: memberParams,
          response: { 200: memberResultSchema, ...errors, 404: problemSchema, 409: problemSchema },
        },
      },
      async (request) => ({
        member: await members.transferOwnership(storeScope(request), request.params.userId),
      }),
    )

    app.delete(
      '/staff/members/:userId',
      {
        config: { permission: 'staff.manage' },
        schema: {
          tags,
          summary: 'Remove a member from the store',
          description:
            'Their access ends with their next request. The owner cannot be removed and nobody removes ' +
            'themselves (409).',
          params: memberParams,
          response: { 204: z.null(), ...errors, 404: problemSchema, 409: problemSchema },
        },
      },
      async (request, reply) => {
        await members.remove(storeScope(request), request.params.userId)
        return reply.status(204).send(null)
      },
    )
  })
