import type { PartyOrderField, SearchRequest, SortDirection } from '@lojista/contracts'
import {
  and,
  arrayOverlaps,
  asc,
  desc,
  eq,
  getTableColumns,
  getTableName,
  inArray,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
import { reusingPlan } from '../../db/reused-plans.ts'
import {
  parties,
  partyAddresses,
  partyCommunicationPreferences,
  partyContacts,
} from '../../db/schema/customers.ts'
import type { StoreTx } from '../../db/scope.ts'
import { cappedCount, type KeptSet, listTotal } from '../../lib/capped-count.ts'
import { pageAndTotal } from '../../lib/found-first.ts'
import { keysetPage } from '../../lib/keyset.ts'
import { containsAllWords } from '../../lib/text-search.ts'
import { isUuid } from '../../lib/uuid.ts'
import {
  type AddressDraft,
  type ContactDraft,
  type PartyDraft,
  type PartyRecord,
  type PreferenceDraft,
  partySearchText,
} from './party.model.ts'

// Every function takes the store and filters by it, besides row-level security (the second wall).

/** Rows per INSERT statement: well under PostgreSQL's 65,535 parameters at ~20 columns a row. */
const INSERT_CHUNK = 500

function chunks<T>(items: T[], size = INSERT_CHUNK): T[][] {
  const result: T[][] = []
  for (let index = 0; index < items.length; index += size) result.push(items.slice(index, index + size))
  return result
}

function partyValues(tenantId: string, draft: PartyDraft) {
  const { contacts: _c, communicationPreferences: _p, addresses: _a, createdAt, roles, ...row } = draft
  const history = createdAt ? { createdAt, updatedAt: createdAt } : {}
  return {
    ...row,
    ...history,
    roles: [...new Set(roles)].sort(),
    tenantId,
    searchText: partySearchText(draft),
  }
}

async function insertChildren(tx: StoreTx, tenantId: string, drafts: PartyDraft[]) {
  const contacts = drafts.flatMap((draft) =>
    draft.contacts.map((contact, position) => ({ tenantId, partyId: draft.id, position, ...contact })),
  )
  const preferences = drafts.flatMap((draft) =>
    draft.communicationPreferences.map((preference) => ({ tenantId, partyId: draft.id, ...preference })),
  )
  const addresses = drafts.flatMap((draft) =>
    draft.addresses.map((address) => ({ tenantId, partyId: draft.id, ...address })),
  )
  for (const chunk of chunks(contacts)) await tx.insert(partyContacts).values(chunk)
  for (const chunk of chunks(preferences)) await tx.insert(partyCommunicationPreferences).values(chunk)
  for (const chunk of chunks(addresses)) await tx.insert(partyAddresses).values(chunk)
}

/** Removes a party's contacts, preferences and addresses (before writing new ones, or to erase them). */
async function deleteChildren(tx: StoreTx, tenantId: string, partyId: string) {
  for (const table of [partyContacts, partyCommunicationPreferences, partyAddresses])
    await tx.delete(table).where(and(eq(table.tenantId, tenantId), eq(table.partyId, partyId)))
}

/**
 * Inserts parties with their contacts, roles, preferences and addresses, a few statements for any number.
 * A party whose id the store already has is skipped (a repeated create); answers the ids inserted.
 */
export async function insertParties(
  tx: StoreTx,
  tenantId: string,
  drafts: PartyDraft[],
): Promise<Set<string>> {
  const inserted = new Set<string>()
  for (const chunk of chunks(drafts)) {
    const rows = await tx
      .insert(parties)
      .values(chunk.map((draft) => partyValues(tenantId, draft)))
      .onConflictDoNothing()
      .returning({ id: parties.id })
    for (const row of rows) inserted.add(row.id)
  }
  await insertChildren(
    tx,
    tenantId,
    drafts.filter((draft) => inserted.has(draft.id)),
  )
  return inserted
}

/**
 * A party's contacts, preferences and addresses as columns to add to a select of parties: each list is a
 * JSON array built by a subquery on the party's id, so a page of customers and all their lists come in
 * one statement. Behind a sort and a limit the database builds them for the page's rows only.
 */
function childrenColumns(tenantId: string) {
  // Named with its table: a select of parties alone writes its own columns without it.
  const id = sql`${sql.identifier(getTableName(parties))}.id`
  return {
    contacts: sql<ContactDraft[]>`(select coalesce(json_agg(json_build_object('type', c.type,
        'value', c.value, 'isPrimary', c.is_primary) order by c.position, c.id), '[]')
      from party_contacts c where c.tenant_id = ${tenantId} and c.party_id = ${id})`,
    communicationPreferences: sql<PreferenceDraft[]>`(select coalesce(json_agg(json_build_object(
        'channel', cp.channel, 'enabled', cp.enabled, 'frequency', cp.frequency) order by cp.channel), '[]')
      from party_communication_preferences cp where cp.tenant_id = ${tenantId} and cp.party_id = ${id})`,
    // Shipping before billing, the default first: the order the customer page and CSV read them in.
    addresses: sql<AddressDraft[]>`(select coalesce(json_agg(json_build_object('id', a.id, 'kind', a.kind,
        'isDefault', a.is_default, 'firstName', a.first_name, 'lastName', a.last_name, 'company', a.company,
        'address1', a.address1, 'address2', a.address2, 'city', a.city, 'provinceCode', a.province_code,
        'countryCode', a.country_code, 'postalCode', a.postal_code, 'phone', a.phone)
        order by a.kind desc, a.is_default desc, a.created_at, a.id), '[]')
      from party_addresses a where a.tenant_id = ${tenantId} and a.party_id = ${id})`,
  }
}

/** One party with everything it holds; `lock` holds the row until the transaction ends (for updates). */
export async function findParty(
  tx: StoreTx,
  tenantId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<PartyRecord | undefined> {
  const query = tx
    .select({ ...getTableColumns(parties), ...childrenColumns(tenantId) })
    .from(parties)
    .where(and(eq(parties.tenantId, tenantId), eq(parties.id, id)))
  const [row] = options.lock ? await query.for('update', { of: parties }) : await query
  return row
}

/**
 * Writes the draft over the stored party and replaces its lists, if the stored version is `version`;
 * answers whether it did. The version goes up by one.
 */
export async function updateParty(
  tx: StoreTx,
  tenantId: string,
  draft: PartyDraft,
  version: number,
): Promise<boolean> {
  const { id, tenantId: _t, ...values } = partyValues(tenantId, draft)
  const updated = await tx
    .update(parties)
    .set({ ...values, version: sql`${parties.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(parties.tenantId, tenantId), eq(parties.id, id), eq(parties.version, version)))
    .returning({ id: parties.id })
  if (updated.length === 0) return false
  await deleteChildren(tx, tenantId, id)
  await insertChildren(tx, tenantId, [draft])
  return true
}

/** Archives or restores; answers false when the party does not exist. The version goes up by one. */
export async function setPartyStatus(
  tx: StoreTx,
  tenantId: string,
  id: string,
  status: 'active' | 'archived',
): Promise<boolean> {
  const updated = await tx
    .update(parties)
    .set({ status, version: sql`${parties.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(parties.tenantId, tenantId), eq(parties.id, id)))
    .returning({ id: parties.id })
  return updated.length > 0
}

/** The oldest party whose email contact is `email` (stored in lower case). */
/** The store's customer with this email (the earliest made, should several have it). */
export async function findPartyIdByEmail(
  tx: StoreTx,
  tenantId: string,
  email: string,
): Promise<string | undefined> {
  return (await findPartyIdsByEmails(tx, tenantId, [email])).get(email.toLowerCase())
}

/** The customers those emails name, the earliest made for each, by email in lower case. */
export async function findPartyIdsByEmails(
  tx: StoreTx,
  tenantId: string,
  emails: string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(emails.map((email) => email.toLowerCase()))]
  if (wanted.length === 0) return new Map()
  const rows = await tx
    .selectDistinctOn([partyContacts.value], { email: partyContacts.value, id: parties.id })
    .from(partyContacts)
    .innerJoin(
      parties,
      and(eq(parties.tenantId, partyContacts.tenantId), eq(parties.id, partyContacts.partyId)),
    )
    .where(
      and(
        eq(partyContacts.tenantId, tenantId),
        eq(partyContacts.type, 'email'),
        inArray(partyContacts.value, wanted),
      ),
    )
    .orderBy(asc(partyContacts.value), asc(parties.createdAt), asc(parties.id))
  return new Map(rows.map((row) => [row.email, row.id]))
}

export interface PartySearch {
  words: string[]
  /** Any of these roles; empty means any party. */
  roles: string[]
  /** Every one of these tags, compared without case. */
  tags: string[]
  /** Empty means both. */
  statuses: ('active' | 'archived')[]
  sort: PartyOrderField
  direction: SortDirection
  paging: Pick<SearchRequest, 'first' | 'after' | 'last' | 'before'>
}

/** Timestamps travel in cursors as text with all six decimals: a millisecond Date would skip rows. */
const isoText = (column: typeof parties.createdAt | typeof parties.updatedAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

const sortColumns = {
  displayName: { column: parties.displayName, key: sql<string>`${parties.displayName}` },
  createdAt: { column: parties.createdAt, key: isoText(parties.createdAt) },
  updatedAt: { column: parties.updatedAt, key: isoText(parties.updatedAt) },
} as const

const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/

function isValidCursor(sort: PartyOrderField) {
  return (value: unknown, id: string) => {
    if (!isUuid(id) || typeof value !== 'string') return false
    if (sort === 'displayName') return !value.includes('\u0000')
    // A real instant: the regex alone would let "2026-02-31" through to a database error.
    const date = new Date(value)
    return (
      ISO_MICROS.test(value) &&
      !Number.isNaN(date.getTime()) &&
      date.toISOString().slice(0, 19) === value.slice(0, 19)
    )
  }
}

/**
 * The search's conditions: the store's, the role and status ones, and the rest (`narrowing`: words and
 * tags), which tell whether the list is a whole set whose number the database keeps (`keptSet`).
 */
function searchFilter(tenantId: string, search: PartySearch) {
  // A test of the row being read: no index serves it under row-level security (see decision 038).
  const roleFilter = search.roles.length > 0 ? arrayOverlaps(parties.roles, search.roles) : undefined
  const narrowing = [
    containsAllWords(parties.searchText, search.words),
    ...search.tags.map(
      (tag) => sql`exists (select 1 from unnest(${parties.tags}) as tag where lower(tag) = lower(${tag}))`,
    ),
  ]
  const [role, ...otherRoles] = search.roles
  const keptSet: KeptSet | undefined =
    role !== undefined && otherRoles.length === 0
      ? { role, statuses: search.statuses.length > 0 ? search.statuses : ['active', 'archived'] }
      : undefined
  const where = and(
    eq(parties.tenantId, tenantId),
    search.statuses.length === 1 ? eq(parties.status, search.statuses[0]!) : undefined,
    roleFilter,
    ...narrowing,
  )
  return { where, narrowing, keptSet }
}

/**
 * The page's rows and the count of matches. Words are searched first (lib/found-first.ts): the
 * people named "Rafael" sit together near the end of a list sorted by name. Past the cap, or without
 * words (a role or status most people have), the page is read along the sort's index.
 */
async function pageOfParties(
  tx: StoreTx,
  tenantId: string,
  search: PartySearch,
  page: ReturnType<typeof keysetPage<PartyRecord & { sortKey: string }>>,
  filter: ReturnType<typeof searchFilter>,
  matches: PgSelect,
) {
  const sort = sortColumns[search.sort]
  const columns = { ...getTableColumns(parties), ...childrenColumns(tenantId), sortKey: sort.key }
  return pageAndTotal(tx, matches, {
    foundFirst:
      search.words.length > 0
        ? {
            tenantId,
            table: parties,
            id: parties.id,
            sort: sort.column,
            where: filter.where,
            keyset: { direction: search.direction, request: search.paging },
            // Read by the words' index whatever the words: its plan can be kept (decision 040). The
            // list by role below cannot: a generic plan would take "customer", which nearly everyone
            // is, for a rare role.
            fromFound: (found) =>
              reusingPlan(
                found.source
                  .select({ ...columns, total: found.total })
                  .from(parties)
                  .innerJoin(found.page, found.joins(parties.tenantId, parties.id))
                  .orderBy(...page.orderBy),
              ),
          }
        : undefined,
    alongSort: () =>
      tx
        .select({
          ...columns,
          // One role with no words or tags (every active customer) is a set whose number the database
          // keeps.
          total: filter.keptSet
            ? listTotal(tenantId, filter.keptSet, filter.narrowing, matches)
            : cappedCount(matches),
        })
        .from(parties)
        .where(and(filter.where, page.where))
        .orderBy(...page.orderBy)
        .limit(page.limit),
  })
}

/** One page of parties (with their lists) and how many match the same filters. */
export async function searchParties(tx: StoreTx, tenantId: string, search: PartySearch) {
  const sort = sortColumns[search.sort]
  const page = keysetPage<PartyRecord & { sortKey: string }>({
    sort: sort.column,
    id: parties.id,
    direction: search.direction,
    request: search.paging,
    sortValueOf: (row) => row.sortKey,
    idOf: (row) => row.id,
    isValidCursor: isValidCursor(search.sort),
  })
  const filter = searchFilter(tenantId, search)
  const matches = tx.select({ one: sql`1` }).from(parties).where(filter.where).$dynamic()
  const { rows, total } = await pageOfParties(tx, tenantId, search, page, filter, matches)
  return { rows, total, page }
}

/**
 * The party with its contacts (primary first) and addresses (defaults first, then oldest): what an
 * order shows of its customer.
 */
export async function findPartyForOrders(tx: StoreTx, tenantId: string, partyId: string) {
  const [party] = await tx
    .select()
    .from(parties)
    .where(and(eq(parties.tenantId, tenantId), eq(parties.id, partyId)))
  if (!party) return undefined
  const contacts = await tx
    .select()
    .from(partyContacts)
    .where(and(eq(partyContacts.tenantId, tenantId), eq(partyContacts.partyId, partyId)))
    .orderBy(desc(partyContacts.isPrimary), asc(partyContacts.position))
  const addresses = await tx
    .select()
    .from(partyAddresses)
    .where(and(eq(partyAddresses.tenantId, tenantId), eq(partyAddresses.partyId, partyId)))
    .orderBy(desc(partyAddresses.isDefault), asc(partyAddresses.createdAt))
  return { party, contacts, addresses }
}

/**
 * Removes everything personal of a party (names, contacts, addresses, consent, notes, tags, tax fields)
 * and marks it erased; its id and roles stay, so the orders that name it still do.
 */
export async function eraseParty(tx: StoreTx, tenantId: string, id: string): Promise<void> {
  await deleteChildren(tx, tenantId, id)
  await tx
    .update(parties)
    .set({
      status: 'archived',
      displayName: '',
      firstName: '',
      lastName: '',
      company: '',
      locale: null,
      taxId: null,
      taxExempt: false,
      taxExemptReason: '',
      note: '',
      tags: [],
      loyaltyPoints: null,
      tier: null,
      searchText: '',
      erasedAt: sql`now()`,
      version: sql`${parties.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(parties.tenantId, tenantId), eq(parties.id, id)))
}

/**
 * A customer's name as a column of another module's query (null for no customer, or one not found):
 * what a list of drafts or checkouts shows of each, read with the list's own page.
 */
export function customerNameOf(tenantId: string, partyId: SQLWrapper): SQL<string | null> {
  return sql<string | null>`(select ${parties.displayName} from ${parties}
    where ${parties.tenantId} = ${tenantId} and ${parties.id} = ${partyId})`
}
