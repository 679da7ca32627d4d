import {
  MAX_SAVED_VIEWS_PER_LIST,
  type SavedView,
  type SavedViewCreate,
  savedViewMessages,
} from '@lojista/contracts'
import type { Db } from '../../db/client.ts'
import { inScope } from '../../db/scope.ts'
import { conflict } from '../../lib/conflict.ts'
import { problems } from '../../lib/problem.ts'
import type { StoreScope } from '../../lib/store-scope.ts'
import * as repo from './saved-views.repository.ts'

function present(row: repo.SavedViewRow): SavedView {
  return {
    id: row.id,
    list: row.listKey,
    name: row.name,
    params: row.params,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/**
 * The signed-in person's saved views of a list in the current store. Every query names the store and
 * the person; row-level security holds the same line (a store scope sees only its person's views).
 */
export function createSavedViewsService(db: Db) {
  return {
    /** In the order they were saved, so the tabs above a list stay where people put them. */
    list(scope: StoreScope, listKey: string) {
      return inScope(db, scope, async (tx) => (await repo.listViews(tx, scope, listKey)).map(present))
    },

    /** Saves under a name; saving again under a name in use replaces that view's filters. */
    save(scope: StoreScope, input: SavedViewCreate) {
      return inScope(db, scope, async (tx) => {
        const existing = await repo.findViewId(tx, scope, input.list, input.name)
        if (!existing && (await repo.countViews(tx, scope, input.list)) >= MAX_SAVED_VIEWS_PER_LIST) {
          throw conflict(savedViewMessages.tooMany, {
            errors: [{ path: 'name', message: savedViewMessages.tooMany }],
          })
        }
        const row = await repo.upsertView(tx, scope, {
          listKey: input.list,
          name: input.name,
          params: input.params,
        })
        return { view: present(row), created: !existing }
      })
    },

    remove(scope: StoreScope, id: string) {
      return inScope(db, scope, async (tx) => {
        if (!(await repo.deleteView(tx, scope, id))) throw problems.notFound(savedViewMessages.notFound)
      })
    },
  }
}

export type SavedViewsService = ReturnType<typeof createSavedViewsService>
