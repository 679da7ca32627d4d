import { notAllowedDetail, type Permission } from '@lojista/contracts'
import type { FastifyRequest } from 'fastify'
import { problems } from './problem.ts'

/**
 * Refuses (403, naming the permission) a store member whose role does not allow `permission`. The
 * permission guard calls it with the route's declared permission; a route calls it itself only where a
 * choice in the body needs one more (completing a draft as paid records a payment).
 */
export function assertPermission(request: FastifyRequest, permission: Permission): void {
  if (!request.tenant.permissions.includes(permission)) {
    throw problems.forbidden(notAllowedDetail(permission), { permission })
  }
}
