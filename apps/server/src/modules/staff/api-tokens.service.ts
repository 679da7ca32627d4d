import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import {
  API_TOKEN_PREFIX,
  type ApiToken,
  type ApiTokenCreated,
  type ApiTokenInput,
  type ApiTokenStatus,
  apiTokenMessages,
  BUILT_IN_ROLES,
  type Permission,
  staffMessages,
} from '@lojista/contracts'
import type { Db } from '../../db/client.ts'
import { inScope, type StoreTx, savepoint } from '../../db/scope.ts'
import { recordActivity } from '../../lib/activity.ts'
import { conflict, conflictOfUnique } from '../../lib/conflict.ts'
import { problems } from '../../lib/problem.ts'
import type { StoreScope } from '../../lib/store-scope.ts'
import type { Authenticated } from '../auth/auth.service.ts'
import { namesOfUsers } from '../auth/auth.service.ts'
import type { Membership, TenancyService } from '../tenancy/tenancy.service.ts'
import * as repo from './api-tokens.repository.ts'
import { findStoreRole } from './roles.repository.ts'
import { BUILT_IN_TEXT } from './roles.service.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const HEX_ID = /^[0-9a-f]{32}$/

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
}

/**
 * The secret names its token (the id, without dashes) before the random part, so a call finds its row
 * by key in the store's scope and compares only the hash of the whole secret.
 */
function parseSecret(secret: string): string | undefined {
  if (!secret.startsWith(API_TOKEN_PREFIX)) return undefined
  const rest = secret.slice(API_TOKEN_PREFIX.length)
  const hex = rest.slice(0, 32)
  if (!HEX_ID.test(hex) || rest.length < 32 + 40) return undefined
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** A call made with an API token: as whom, in which store with what permissions, and the token. */
export interface ApiTokenCall {
  auth: Authenticated
  tenant: Membership
  apiToken: { id: string; name: string }
}

export interface ApiTokensServiceDeps {
  db: Db
  tenancy: TenancyService
  now?: () => Date
}

/**
 * API tokens let a store's integrations (an ERP, a spreadsheet script) call the API without a person's
 * password. A token works in its store only, with a role's permissions, and never beyond what the person
 * who made it may do: it is made only with a role within theirs, each call gets what both allow, and it
 * stops working while they are suspended or once they leave. Making and revoking one is in the activity
 * log, and so is every change made with it, under its name.
 */
export function createApiTokensService(deps: ApiTokensServiceDeps) {
  const { db, tenancy } = deps
  const now = deps.now ?? (() => new Date())

  function statusOf(row: { revokedAt: Date | null; expiresAt: Date | null }, at: Date): ApiTokenStatus {
    if (row.revokedAt) return 'revoked'
    return row.expiresAt && row.expiresAt <= at ? 'expired' : 'active'
  }

  /** As the list shows it: a token whose maker is suspended or gone is paused, since it works no more. */
  function listedStatus(row: repo.ApiTokenRow, at: Date): ApiTokenStatus {
    const status = statusOf(row, at)
    return status === 'active' && !row.makerActive ? 'paused' : status
  }

  function roleOf(row: repo.ApiTokenRow): { roleId: string | null; roleName: string | null } {
    if (row.role !== 'custom') return { roleId: row.role, roleName: BUILT_IN_TEXT[row.role].name }
    return { roleId: row.storeRoleId, roleName: row.storeRoleName }
  }

  function present(row: repo.ApiTokenRow, names: Map<string, string>, at: Date): ApiToken {
    return {
      id: row.id,
      name: row.name,
      ...roleOf(row),
      createdBy: (row.createdBy && names.get(row.createdBy)) ?? null,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null,
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      revokedAt: row.revokedAt?.toISOString() ?? null,
      status: listedStatus(row, at),
    }
  }

  async function presentOne(tx: StoreTx, row: repo.ApiTokenRow): Promise<ApiToken> {
    return present(row, await namesOfUsers(tx, row.createdBy ? [row.createdBy] : []), now())
  }

  const roleField = (message: string) => problems.badRequest(message, [{ path: 'roleId', message }])

  /** The role a new token is given, as stored, with what it allows. */
  async function chosenRole(tx: StoreTx, scope: StoreScope, roleId: ApiTokenInput['roleId']) {
    if ((BUILT_IN_ROLES as readonly string[]).includes(roleId)) {
      const role = roleId as 'admin' | 'staff'
      return {
        role,
        roleId: null,
        name: BUILT_IN_TEXT[role].name,
        allows: tenancy.rolePermissions(role, null),
      }
    }
    const found = (await findStoreRole(tx, scope.tenantId, roleId))?.role
    if (!found) throw roleField(staffMessages.roleNotFound)
    return {
      role: 'custom' as const,
      roleId: found.id,
      name: found.name,
      allows: tenancy.rolePermissions('staff', found.permissions),
    }
  }

  return {
    /** Every token of the store, newest first; revoked ones stay listed as such. */
    list(scope: StoreScope): Promise<ApiToken[]> {
      return inScope(db, scope, async (tx) => {
        const rows = await repo.listTokens(tx, scope.tenantId)
        const names = await namesOfUsers(
          tx,
          rows.flatMap((row) => (row.createdBy ? [row.createdBy] : [])),
        )
        const at = now()
        return rows.map((row) => present(row, names, at))
      })
    },

    /**
     * Makes a token and answers its secret, this once. `callerMay` is what the caller's own role allows:
     * a token's role may not allow more.
     */
    create(
      scope: StoreScope,
      callerMay: readonly Permission[],
      input: ApiTokenInput,
    ): Promise<ApiTokenCreated> {
      return inScope(db, scope, async (tx) => {
        const role = await chosenRole(tx, scope, input.roleId)
        if (role.allows.some((permission) => !callerMay.includes(permission))) {
          throw roleField(apiTokenMessages.roleAboveYours)
        }
        const id = randomUUID()
        const secret = `${API_TOKEN_PREFIX}${id.replaceAll('-', '')}${randomBytes(32).toString('base64url')}`
        const createdAt = now()
        const expiresAt = input.expiresInDays
          ? new Date(createdAt.getTime() + input.expiresInDays * DAY_MS)
          : null
        try {
          await repo.insertToken(tx, {
            tenantId: scope.tenantId,
            id,
            name: input.name,
            role: role.role,
            roleId: role.roleId,
            tokenHash: sha256(secret),
            createdBy: scope.userId,
            createdAt,
            expiresAt,
          })
        } catch (error) {
          throw conflictOfUnique(error, {
            api_tokens_active_name_unique: () =>
              conflict(apiTokenMessages.nameTaken, {
                errors: [{ path: 'name', message: apiTokenMessages.nameTaken }],
              }),
          })
        }
        await recordActivity(tx, scope, {
          area: 'apps',
          action: 'api_token.created',
          subject: { type: 'api_token', id, label: input.name },
          changes: [
            { field: 'role', before: null, after: role.name },
            { field: 'expires', before: null, after: expiresAt?.toISOString() ?? null },
          ],
        })
        const row = (await repo.findToken(tx, scope.tenantId, id))!
        return { apiToken: await presentOne(tx, row), secret }
      })
    },

    /** Revokes the token: its next call answers 401. Revoking it again changes nothing. */
    revoke(scope: StoreScope, id: string): Promise<void> {
      return inScope(db, scope, async (tx) => {
        const row = await repo.findToken(tx, scope.tenantId, id, { lock: true })
        if (!row) throw problems.notFound(apiTokenMessages.tokenNotFound)
        if (row.revokedAt) return
        await repo.markRevoked(tx, scope.tenantId, id, { at: now(), userId: scope.userId })
        await recordActivity(tx, scope, {
          area: 'apps',
          action: 'api_token.revoked',
          subject: { type: 'api_token', id, label: row.name },
        })
      })
    },

    /** Whether a bearer credential is meant as an API token (rather than a session's). */
    isApiToken(secret: string): boolean {
      return secret.startsWith(API_TOKEN_PREFIX)
    },

    /**
     * The call a token makes in the store named: undefined when the secret opens no token of that store,
     * or the token is revoked or expired, or its maker can no longer open the store.
     */
    async authenticate(secret: string, tenantId: string): Promise<ApiTokenCall | undefined> {
      const id = parseSecret(secret)
      if (!id) return undefined
      const at = now()
      return inScope(db, { tenantId }, async (tx) => {
        const row = await repo.findTokenForCall(tx, tenantId, id)
        if (!row || !sameHash(row.tokenHash, sha256(secret))) return undefined
        if (statusOf(row, at) !== 'active' || !row.createdBy || !row.creatorRole) return undefined
        // A token whose store role was deleted keeps no role at all, rather than a built-in one.
        const allowed =
          row.role === 'custom'
            ? row.storeRolePermissions
              ? tenancy.rolePermissions('staff', row.storeRolePermissions)
              : []
            : tenancy.rolePermissions(row.role, null)
        const makerMay = new Set(tenancy.rolePermissions(row.creatorRole, row.creatorStoreRolePermissions))
        // Noting the use is no reason to refuse the call: a database that takes no writes (a full disk)
        // still answers the integration's reads.
        await savepoint(tx, (inner) => repo.touchLastUsed(inner, tenantId, id, at)).catch(() => undefined)
        return {
          auth: {
            userId: row.createdBy,
            sessionId: row.id,
            expiresAt: Math.floor((row.expiresAt ?? new Date(at.getTime() + DAY_MS)).getTime() / 1000),
          },
          tenant: {
            ...row.store,
            role: row.role === 'admin' ? 'admin' : 'staff',
            permissions: allowed.filter((permission) => makerMay.has(permission)),
          },
          apiToken: { id: row.id, name: row.name },
        }
      })
    },
  }
}

export type ApiTokensService = ReturnType<typeof createApiTokensService>
