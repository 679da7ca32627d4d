import { authMessages, type StoreSecurity } from '@lojista/contracts'
import type { Db } from '../../db/client.ts'
import { inScope } from '../../db/scope.ts'
import { recordActivity } from '../../lib/activity.ts'
import { conflict } from '../../lib/conflict.ts'
import { problems } from '../../lib/problem.ts'
import type { StoreScope } from '../../lib/store-scope.ts'
import { hasTwoFactor } from '../auth/two-factor.service.ts'
import * as repo from './security.repository.ts'

/** A store's security rules for its staff: for now, whether they must sign in with a second factor. */
export function createStoreSecurityService(db: Db) {
  return {
    /**
     * Requires two-factor authentication of the store's members, or stops requiring it. Members without
     * it are refused the store's calls from their next request until they turn it on. The person turning
     * it on must have it already, or they would lock themselves out with their own switch.
     */
    update(scope: StoreScope, input: StoreSecurity): Promise<StoreSecurity> {
      return inScope(db, scope, async (tx) => {
        const store = await repo.lockStoreSecurity(tx, scope.tenantId)
        if (!store) throw problems.notFound()
        if (store.requireTwoFactor === input.requireTwoFactor) return input
        if (input.requireTwoFactor && !(await hasTwoFactor(tx, scope.userId))) {
          throw conflict(authMessages.twoFactorForYourselfFirst)
        }
        await repo.updateRequireTwoFactor(tx, scope.tenantId, input.requireTwoFactor)
        await recordActivity(tx, scope, {
          area: 'staff',
          action: 'settings.security_updated',
          subject: { type: 'settings', id: null, label: store.name },
          changes: [
            { field: 'requireTwoFactor', before: store.requireTwoFactor, after: input.requireTwoFactor },
          ],
        })
        return input
      })
    },
  }
}

export type StoreSecurityService = ReturnType<typeof createStoreSecurityService>
