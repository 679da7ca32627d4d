import {
  type CustomerImportRequest,
  type CustomerImportResponse,
  customerMessages,
  type FieldError,
  type Party,
  type PartyCreate,
  type PartyDefaultAddressInput,
  type PartyOrderField,
  type PartySearchResponse,
  type PartyUpdate,
  privacyMessages,
  type SearchRequest,
} from '@lojista/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.ts'
import { inScope, type StoreTx, savepoint } from '../../db/scope.ts'
import { refreshStatistics } from '../../db/statistics.ts'
import { changedFields, importCounts, recordActivity } from '../../lib/activity.ts'
import { conflict } from '../../lib/conflict.ts'
import { HttpProblem, problems } from '../../lib/problem.ts'
import type { StoreScope } from '../../lib/store-scope.ts'
import { searchWords, splitQuery } from '../../lib/text-search.ts'
import type { ReferenceService } from '../reference/reference.service.ts'
import {
  type CustomerCsvRowValues,
  csvColumnOfPath,
  customerCsv,
  draftFromCsvRow,
  parseCustomerCsvRow,
} from './party.csv.ts'
import {
  draftFromCreate,
  draftFromUpdate,
  type PartyDraft,
  type PartyRecord,
  requireNameOrContact,
  toParty,
  toPartySummary,
} from './party.model.ts'
import {
  findParty,
  findPartyIdByEmail,
  findPartyIdsByEmails,
  insertParties,
  type PartySearch,
  searchParties,
  setPartyStatus,
  updateParty,
} from './party.repository.ts'

/** What became of one row of a customer import. */
type RowOutcome = { status: 'created' | 'updated'; id: string } | { error: unknown }

const STATUS_VALUES = ['active', 'archived', 'any'] as const
/** Rows read per query while exporting. */
const EXPORT_BATCH = 1000

/** The search's filters from its query text: role:, tag:, status: (active by default; any for both). */
function toPartySearch(
  request: SearchRequest<PartyOrderField>,
  defaults: { roles?: string[] } = {},
): PartySearch {
  // PostgreSQL text cannot hold NUL; a filter value with one would be a database error.
  const { text, filters } = splitQuery(request.query, ['role', 'tag', 'status'])
  const statuses = (filters.status ?? ['active']).map((status) => status.trim().toLowerCase())
  const unknown = statuses.find((status) => !(STATUS_VALUES as readonly string[]).includes(status))
  if (unknown !== undefined)
    throw problems.badRequest('Unknown status filter.', [
      { path: 'query', message: `Unknown status "${unknown}": use active, archived or any` },
    ])
  const roles = filters.role?.map((role) => role.trim().toLowerCase()) ?? defaults.roles ?? []
  return {
    words: searchWords(text),
    roles,
    tags: (filters.tag ?? []).map((tag) => tag.trim()).filter(Boolean),
    statuses: statuses.includes('any') ? [] : [...new Set(statuses as ('active' | 'archived')[])],
    sort: request.orderBy?.field ?? 'displayName',
    direction: request.orderBy?.direction ?? 'asc',
    paging: request,
  }
}

// What orders read of their customer, inside the order's store transaction.
export { type CustomerSummary, customerSummary } from './customer-summary.ts'
export { customerNameOf } from './party.repository.ts'

/**
 * What the activity log says changed on a customer. Contacts, addresses and tax ids are personal data,
 * which not everyone who reads the log may see: their changes show as the entry itself, not as values.
 */
const LOGGED_FIELDS = [
  'displayName',
  'company',
  'tags',
  'taxExempt',
  'taxExemptReason',
  'locale',
  'note',
] as const

function loggedFields(party: Party): Record<(typeof LOGGED_FIELDS)[number], unknown> {
  return {
    displayName: party.displayName,
    company: party.company,
    tags: party.tags,
    taxExempt: party.taxExempt,
    taxExemptReason: party.taxExemptReason,
    locale: party.locale,
    note: party.note.slice(0, 120),
  }
}

const customerSubject = (party: Party) => ({ type: 'customer', id: party.id, label: party.displayName })

export function createPartyService(db: Db, reference: ReferenceService) {
  /** Locale, countries and states must be in the reference lists; the locale takes its listed spelling. */
  async function checkCodes(tx: StoreTx, draft: PartyDraft): Promise<PartyDraft> {
    const [checked] = await checkCodesOf(tx, [draft])
    if (checked instanceof HttpProblem) throw checked
    return checked!
  }

  /**
   * Each draft with its language and address codes checked against the reference data, read once for
   * all of them (a batch of an import): the draft as it is to be stored, or its 400.
   */
  async function checkCodesOf(tx: StoreTx, drafts: PartyDraft[]): Promise<(PartyDraft | HttpProblem)[]> {
    const known = await reference.knownCodes(tx, {
      languages: [...new Set(drafts.flatMap((draft) => (draft.locale ? [draft.locale] : [])))],
      countries: [
        ...new Set(
          drafts.flatMap((draft) => draft.addresses.map((address) => address.countryCode).filter(Boolean)),
        ),
      ],
    })
    return drafts.map((draft) => {
      const errors: FieldError[] = []
      let locale = draft.locale
      if (locale) {
        locale = known.languages.get(locale.toLowerCase()) ?? null
        if (!locale) errors.push({ path: 'locale', message: customerMessages.unknownLanguage })
      }
      draft.addresses.forEach((address, index) => {
        if (address.countryCode && !known.countries.has(address.countryCode))
          errors.push({ path: `addresses.${index}.countryCode`, message: customerMessages.unknownCountry })
        const listsStates = known.countriesWithProvinces.has(address.countryCode)
        if (
          address.provinceCode &&
          listsStates &&
          !known.provinces.has(`${address.countryCode}-${address.provinceCode}`)
        )
          errors.push({ path: `addresses.${index}.provinceCode`, message: customerMessages.unknownProvince })
      })
      if (errors.length > 0) return problems.badRequest('The request has invalid fields.', errors)
      return { ...draft, locale }
    })
  }

  async function mustFind(tx: StoreTx, tenantId: string, id: string, lock = false): Promise<PartyRecord> {
    const record = await findParty(tx, tenantId, id, { lock })
    if (!record) throw problems.notFound('Customer not found.')
    // An erased customer is a stub its orders name: writing a person back into it would undo the erasure.
    if (lock && record.erasedAt) throw conflict(privacyMessages.erased, { current: toParty(record) })
    return record
  }

  /** A stale version is a 409 that carries the party as it now is, so the client can show or merge it. */
  function requireVersion(record: PartyRecord, version: number | undefined) {
    if (version !== undefined && version !== record.version)
      throw conflict(customerMessages.staleVersion, {
        errors: [{ path: 'version', message: 'Stale version' }],
        current: toParty(record),
      })
  }

  /** Writes the draft over the locked record and answers the party as stored; `logged` false for imports. */
  async function save(
    tx: StoreTx,
    scope: StoreScope,
    record: PartyRecord,
    draft: PartyDraft,
    logged = true,
  ): Promise<Party> {
    requireNameOrContact(draft)
    const checked = await checkCodes(tx, draft)
    if (!(await updateParty(tx, scope.tenantId, checked, record.version)))
      throw problems.notFound('Customer not found.')
    const saved = toParty(await mustFind(tx, scope.tenantId, record.id))
    if (!logged) return saved
    await recordActivity(tx, scope, {
      area: 'customers',
      action: 'customer.updated',
      subject: customerSubject(saved),
      changes: changedFields(loggedFields(toParty(record)), loggedFields(saved), LOGGED_FIELDS),
    })
    return saved
  }

  return {
    /** Creates the party, or answers the one made earlier with the same id (`created` false). */
    async create(scope: StoreScope, input: PartyCreate): Promise<{ party: Party; created: boolean }> {
      return inScope(db, scope, async (tx) => {
        const existing = await findParty(tx, scope.tenantId, input.id)
        if (existing) return { party: toParty(existing), created: false }
        const draft = await checkCodes(tx, draftFromCreate(input))
        // A concurrent create of the same id inserts nothing here and answers that one's party.
        const inserted = await insertParties(tx, scope.tenantId, [draft])
        const party = toParty(await mustFind(tx, scope.tenantId, input.id))
        const created = inserted.has(input.id)
        if (created) {
          await recordActivity(tx, scope, {
            area: 'customers',
            action: 'customer.created',
            subject: customerSubject(party),
          })
        }
        return { party, created }
      })
    },

    async get(scope: StoreScope, id: string): Promise<Party> {
      return inScope(db, scope, async (tx) => toParty(await mustFind(tx, scope.tenantId, id)))
    },

    async update(scope: StoreScope, id: string, input: PartyUpdate): Promise<Party> {
      const { version, ...changes } = input
      return inScope(db, scope, async (tx) => {
        const record = await mustFind(tx, scope.tenantId, id, true)
        requireVersion(record, version)
        return save(tx, scope, record, draftFromUpdate(record, changes))
      })
    },

    /** Archived parties leave searches (unless asked for with status:archived); archiving twice is fine. */
    async setStatus(scope: StoreScope, id: string, status: 'active' | 'archived'): Promise<Party> {
      return inScope(db, scope, async (tx) => {
        const record = await mustFind(tx, scope.tenantId, id, true)
        if (record.status === status) return toParty(record)
        await setPartyStatus(tx, scope.tenantId, id, status)
        const party = toParty(await mustFind(tx, scope.tenantId, id))
        await recordActivity(tx, scope, {
          area: 'customers',
          action: status === 'archived' ? 'customer.archived' : 'customer.unarchived',
          subject: customerSubject(party),
        })
        return party
      })
    },

    /** Replaces the default address of a kind (keeping its id), or adds it. */
    async setDefaultAddress(scope: StoreScope, id: string, input: PartyDefaultAddressInput): Promise<Party> {
      const { version, ...fields } = input
      const address = {
        kind: fields.kind ?? 'shipping',
        firstName: fields.firstName ?? '',
        lastName: fields.lastName ?? '',
        company: fields.company ?? '',
        address1: fields.address1 ?? '',
        address2: fields.address2 ?? '',
        city: fields.city ?? '',
        provinceCode: fields.provinceCode ?? '',
        countryCode: fields.countryCode ?? '',
        postalCode: fields.postalCode ?? '',
        phone: fields.phone ?? '',
      }
      return inScope(db, scope, async (tx) => {
        const record = await mustFind(tx, scope.tenantId, id, true)
        requireVersion(record, version)
        const current = record.addresses.find((entry) => entry.kind === address.kind && entry.isDefault)
        const addresses = current
          ? record.addresses.map((entry) =>
              entry === current ? { ...address, id: current.id, isDefault: true } : entry,
            )
          : [...record.addresses, { ...address, isDefault: true }]
        return save(tx, scope, record, draftFromUpdate(record, { addresses }))
      })
    },

    async search(scope: StoreScope, request: SearchRequest<PartyOrderField>): Promise<PartySearchResponse> {
      const search = toPartySearch(request)
      const { rows, total, page } = await inScope(db, scope, (tx) =>
        searchParties(tx, scope.tenantId, search),
      )
      return { parties: page.toConnection(rows, total, toPartySummary) }
    },

    /** Every customer matching the query (role customer unless the query names a role), as CSV text. */
    async exportCsv(scope: StoreScope, query: string): Promise<string> {
      const search = toPartySearch(
        { query, orderBy: { field: 'createdAt', direction: 'asc' } },
        { roles: ['customer'] },
      )
      const records: PartyRecord[] = []
      await inScope(db, scope, async (tx) => {
        let after: string | undefined
        for (;;) {
          const batch = await searchParties(tx, scope.tenantId, {
            ...search,
            paging: { first: EXPORT_BATCH, after },
          })
          const connection = batch.page.toConnection(batch.rows, batch.total, (row) => row)
          records.push(...connection.edges.map((edge) => edge.node))
          if (!connection.pageInfo.hasNextPage) break
          after = connection.pageInfo.endCursor ?? undefined
        }
        // Personal data leaving the store: who took it, and which.
        await recordActivity(tx, scope, {
          area: 'customers',
          action: 'customer.exported',
          subject: { type: 'export', id: null, label: String(records.length) },
          changes: query.trim() ? [{ field: 'query', before: null, after: query.trim() }] : [],
        })
      })
      return customerCsv(records)
    },

    /**
     * Imports CSV rows: a row whose email matches a customer updates it, another creates one. The new
     * customers of a batch are checked and then written together, a few statements for the whole batch;
     * updates, and a row repeating the email of a new customer above it (which updates that one), run one
     * by one. Each failed row leaves nothing behind and does not stop the others: should the batch's
     * write fail, its rows are written one by one, each in its own savepoint.
     */
    async importRows(
      scope: StoreScope,
      request: CustomerImportRequest,
      log: FastifyBaseLogger,
    ): Promise<CustomerImportResponse> {
      const firstRow = request.firstRowNumber ?? 1
      const response: CustomerImportResponse = { results: [], created: 0, updated: 0, failed: 0 }
      const { tenantId } = scope
      const settle = (row: number, outcome: RowOutcome) => {
        if ('status' in outcome) {
          response.results.push({ row, ...outcome, errors: [] })
          response[outcome.status] += 1
          return
        }
        const error = outcome.error
        const errors =
          error instanceof HttpProblem && error.errors?.length
            ? error.errors.map((fieldError) => ({ ...fieldError, path: csvColumnOfPath(fieldError.path) }))
            : [{ path: 'row', message: 'This row could not be saved.' }]
        if (!(error instanceof HttpProblem)) log.error({ err: error, row }, 'customer import row failed')
        response.results.push({ row, status: 'error', id: null, errors })
        response.failed += 1
      }

      /** One row in its own savepoint: an update of the customer its email names, or a new one. */
      const importOne = (tx: StoreTx, values: CustomerCsvRowValues): Promise<RowOutcome> =>
        savepoint(tx, async (rowTx) => {
          const matchId = values.email ? await findPartyIdByEmail(rowTx, tenantId, values.email) : undefined
          const current = matchId ? await mustFind(rowTx, tenantId, matchId, true) : undefined
          const draft = draftFromCsvRow(values, current)
          if (current) {
            // An import is not logged row by row: thousands of entries would bury everything else.
            await save(rowTx, scope, current, draft, false)
            return { status: 'updated' as const, id: current.id }
          }
          requireNameOrContact(draft)
          await insertParties(rowTx, tenantId, [await checkCodes(rowTx, draft)])
          return { status: 'created' as const, id: draft.id }
        }).catch((error: unknown) => ({ error }))

      await inScope(db, scope, async (tx) => {
        const rows = request.rows.map((cells, index) => ({
          row: firstRow + index,
          parsed: parseCustomerCsvRow(cells),
        }))
        const emailOf = (values: CustomerCsvRowValues) => values.email?.toLowerCase() || undefined
        const known = await findPartyIdsByEmails(
          tx,
          tenantId,
          rows.flatMap(({ parsed }) => (parsed.ok && parsed.row.email ? [parsed.row.email] : [])),
        )
        const oneByOne: { row: number; values: CustomerCsvRowValues }[] = []
        const fresh: { row: number; values: CustomerCsvRowValues; draft: PartyDraft }[] = []
        const freshEmails = new Set<string>()
        for (const { row, parsed } of rows) {
          if (!parsed.ok) {
            response.results.push({ row, status: 'error', id: null, errors: parsed.errors })
            response.failed += 1
            continue
          }
          const email = emailOf(parsed.row)
          if (email && (known.has(email) || freshEmails.has(email))) {
            oneByOne.push({ row, values: parsed.row })
            continue
          }
          const draft = draftFromCsvRow(parsed.row)
          try {
            requireNameOrContact(draft)
          } catch (error) {
            settle(row, { error })
            continue
          }
          if (email) freshEmails.add(email)
          fresh.push({ row, values: parsed.row, draft })
        }
        const checked = await checkCodesOf(
          tx,
          fresh.map((entry) => entry.draft),
        )
        const ready: { row: number; values: CustomerCsvRowValues; draft: PartyDraft }[] = []
        fresh.forEach((entry, index) => {
          const draft = checked[index]!
          if (draft instanceof HttpProblem) settle(entry.row, { error: draft })
          else ready.push({ ...entry, draft })
        })
        // The batch's write fails as a whole (a row the checks passed but the database refused): the
        // rows are then written one by one, and only that row fails.
        const together = await savepoint(tx, (batchTx) =>
          insertParties(
            batchTx,
            tenantId,
            ready.map((entry) => entry.draft),
          ),
        ).then(
          () => true,
          () => false,
        )
        for (const entry of ready) {
          settle(
            entry.row,
            together ? { status: 'created', id: entry.draft.id } : await importOne(tx, entry.values),
          )
        }
        for (const entry of oneByOne) settle(entry.row, await importOne(tx, entry.values))
        response.results.sort((a, b) => a.row - b.row)
        // One entry per batch of rows, not one per customer.
        await recordActivity(tx, scope, {
          area: 'customers',
          action: 'customer.imported',
          subject: { type: 'import', id: null, label: String(response.created + response.updated) },
          changes: importCounts(response),
        })
      })
      await refreshStatistics(db, 'customers')
      return response
    },
  }
}

export type PartyService = ReturnType<typeof createPartyService>
