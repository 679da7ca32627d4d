import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { tenantId } from './columns.ts'

/**
 * The store's activity log: one row per change that matters, written in the transaction of the change
 * itself, so a change is never without its entry nor an entry without its change. The actor's name is
 * kept as it was, since people leave stores and rename themselves.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid('actor_user_id'),
    actorName: text('actor_name').notNull(),
    /** Set when the change was made with an API token: the actor is the token, named by actorName. */
    actorApiTokenId: uuid('actor_api_token_id'),
    area: text('area').notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    subjectLabel: text('subject_label').notNull(),
    changes: jsonb('changes')
      .$type<{ field: string; before: unknown; after: unknown }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * Who and what, folded as lib/text-search.ts foldedSql does, kept by the database: the word search
     * compares this column, so that its trigram index serves it under row-level security (decision 028).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`translate(lower(subject_label || ' ' || actor_name), 'áàâãäåéèêëíìîïóòôõöúùûüçñý', 'aaaaaaeeeeiiiiooooouuuucny')`,
    ),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('activity_log_at_idx').on(t.tenantId, t.at, t.id),
    index('activity_log_actor_idx').on(t.tenantId, t.actorUserId, t.at),
    // The log's word search, on the folded who and what.
    index('activity_log_search_trgm')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
)
