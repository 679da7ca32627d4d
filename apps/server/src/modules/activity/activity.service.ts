import {
  type ActivityAction,
  type ActivityEntry,
  type ActivityExportQuery,
  type ActivityListQuery,
  activityCsvColumns,
  MAX_PAGE_SIZE,
  normalizeSearchText,
  type PermissionArea,
  type SearchRequest,
} from '@lojista/contracts'
import { protectCsvFormula, toCsv } from '@lojista/contracts/csv'
import type { Db } from '../../db/client.ts'
import { inScope, type StoreTx } from '../../db/scope.ts'
import type { StoreScope } from '../../lib/store-scope.ts'
import { searchWords } from '../../lib/text-search.ts'
import {
  type ActivityRow,
  blankEntriesAboutSubject,
  entriesAboutSubject,
  searchActivity,
} from './activity.repository.ts'

function present(row: ActivityRow): ActivityEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: {
      userId: row.actorUserId,
      name: row.actorName,
      ...(row.actorApiTokenId ? { apiTokenId: row.actorApiTokenId } : {}),
    },
    area: row.area as PermissionArea,
    action: row.action as ActivityAction,
    subject: { type: row.subjectType, id: row.subjectId, label: row.subjectLabel },
    changes: row.changes,
    ip: row.ip,
  }
}

// What other modules read and change of the log inside their own store transaction (a customer's
// privacy requests: the entries about the customer, and the store's exports and erasures).

/** The entries about one subject, oldest first. */
export async function activityAbout(
  tx: StoreTx,
  tenantId: string,
  subject: { type: string; id: string },
): Promise<ActivityEntry[]> {
  return (await entriesAboutSubject(tx, tenantId, subject.type, subject.id)).map(present)
}

/** Leaves the subject's entries without its name and changed values (an erased customer). */
export function forgetSubjectInActivity(tx: StoreTx, subject: { type: string; id: string }) {
  // The store is the scope's: the database function takes it from there.
  return blankEntriesAboutSubject(tx, subject.type, subject.id)
}

/** A page of the entries of some actions, newest first; each word in who did it or to what. */
export async function activityOfActions(
  tx: StoreTx,
  tenantId: string,
  request: SearchRequest,
  actions: ActivityAction[],
) {
  const words = searchWords(normalizeSearchText(request.query))
  const { rows, total, page } = await searchActivity(tx, tenantId, request, { words, actions })
  return page.toConnection(rows, total, ({ cursorValue: _, ...row }) => present(row))
}

const EXPORT_BATCH = MAX_PAGE_SIZE
/** An export stops here: a log is read in a spreadsheet, and a larger one is narrowed by dates first. */
export const MAX_EXPORT_ROWS = 100_000

const filterOf = (query: ActivityExportQuery) => ({
  words: searchWords(normalizeSearchText(query.query)),
  area: query.area,
  person: query.person,
  from: query.from,
  to: query.to,
})

/** One CSV line of an entry: changes as `field: before → after`, values as JSON. */
function csvLine(entry: ActivityEntry): string[] {
  const changes = entry.changes
    .map((change) => `${change.field}: ${JSON.stringify(change.before)} → ${JSON.stringify(change.after)}`)
    .join('; ')
  return [
    entry.at,
    // The file is read outside the app, so a token says it is one rather than passing for a person.
    entry.actor.apiTokenId ? `API token ${entry.actor.name}` : entry.actor.name,
    entry.area,
    entry.action,
    entry.subject.type,
    entry.subject.id ?? '',
    entry.subject.label,
    changes,
    entry.ip ?? '',
  ].map(protectCsvFormula)
}

/** Reading the store's activity log; entries are written by the services whose changes they record. */
export function createActivityService(db: Db) {
  return {
    list(scope: StoreScope, query: ActivityListQuery) {
      return inScope(db, scope, async (tx) => {
        const { rows, total, page } = await searchActivity(tx, scope.tenantId, query, filterOf(query))
        return page.toConnection(rows, total, ({ cursorValue: _, ...row }) => present(row))
      })
    },

    /**
     * Every entry the filters find, newest first, as CSV (a byte order mark so spreadsheets read accents;
     * text a spreadsheet would run as a formula starts with an apostrophe). Read in one transaction, so
     * the file is one moment of the log.
     */
    exportCsv(scope: StoreScope, query: ActivityExportQuery): Promise<string> {
      return inScope(db, scope, async (tx) => {
        const lines: string[][] = []
        let after: string | undefined
        while (lines.length < MAX_EXPORT_ROWS) {
          const request = { query: query.query, first: EXPORT_BATCH, after }
          const { rows, total, page } = await searchActivity(tx, scope.tenantId, request, filterOf(query))
          const connection = page.toConnection(rows, total, ({ cursorValue: _, ...row }) => present(row))
          lines.push(...connection.edges.map((edge) => csvLine(edge.node)))
          if (!connection.pageInfo.hasNextPage) break
          after = connection.pageInfo.endCursor ?? undefined
        }
        return `\uFEFF${toCsv([[...activityCsvColumns], ...lines.slice(0, MAX_EXPORT_ROWS)])}`
      })
    },
  }
}

export type ActivityService = ReturnType<typeof createActivityService>
