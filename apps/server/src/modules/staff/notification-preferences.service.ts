import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
  STAFF_EMAIL_TOPICS,
} from '@lojista/contracts'
import type { Db } from '../../db/client.ts'
import { inScope } from '../../db/scope.ts'
import { problems } from '../../lib/problem.ts'
import type { StoreScope } from '../../lib/store-scope.ts'
import * as repo from './notification-preferences.repository.ts'

/**
 * The emails about a store its member chose to get. Always the caller's own: no call names another
 * person, so nobody reads or changes a colleague's choices. A choice not made yet (a topic added after
 * the member chose) takes its default.
 */
export function createNotificationPreferencesService(db: Db) {
  return {
    get(scope: StoreScope): Promise<NotificationPreferences> {
      return inScope(db, scope, async (tx) => {
        const row = await repo.findPreferences(tx, scope.tenantId, scope.userId)
        if (!row) throw problems.notFound()
        return withDefaults(row.preferences)
      })
    },

    // Personal choices of how a person is told things, not a change to the store: not in its activity log.
    set(scope: StoreScope, preferences: NotificationPreferences): Promise<NotificationPreferences> {
      return inScope(db, scope, async (tx) => {
        await repo.savePreferences(tx, scope.tenantId, scope.userId, preferences)
        return preferences
      })
    },
  }
}

function withDefaults(stored: Partial<NotificationPreferences> | null): NotificationPreferences {
  const chosen = { ...DEFAULT_NOTIFICATION_PREFERENCES }
  for (const topic of STAFF_EMAIL_TOPICS) {
    const value = stored?.[topic]
    if (typeof value === 'boolean') chosen[topic] = value
  }
  return chosen
}

export type NotificationPreferencesService = ReturnType<typeof createNotificationPreferencesService>
