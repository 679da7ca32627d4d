import type { ActivityEntry } from '@lojista/contracts/staff/activity'
import { PERMISSION_AREAS } from '@lojista/contracts/staff/permissions'
import { HistoryIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { EmptyState, PageFrame } from '@/components/layout/page-frame'
import { ExportButton } from '@/components/list/export-button'
import { ListSelect } from '@/components/list/list-select'
import { ListView } from '@/components/list/list-view'
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { toast } from '@/components/ui/toast'
import { useListQuery } from '@/hooks/use-list-query'
import { useListState } from '@/hooks/use-list-state'
import { errorMessage } from '@/lib/api/error-message'
import { useCan } from '@/lib/auth/permissions'
import { formatDateTime } from '@/lib/format'
import { listParam, listSchema, pageRequest } from '@/lib/list-params'
import { useQueryKeys } from '@/lib/query-keys'
import { exportActivityCsv, listActivity } from '../api/staff-api'
import { type StaffT, translateStaffMessage, useStaffT } from '../i18n/staff-i18n'

const PAGE_SIZE = 50

const activityListParams = listSchema({
  q: listParam.text(),
  area: listParam.oneOf(PERMISSION_AREAS),
})

/** A value as it was or became: lists joined, nothing said as such. */
function shown(t: StaffT, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('activity.nothing')
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : t('activity.nothing')
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

function Entry({ entry }: { entry: ActivityEntry }) {
  const t = useStaffT()
  return (
    <TableRow>
      <TableCell className="whitespace-nowrap align-top text-muted-foreground">
        {formatDateTime(entry.at)}
      </TableCell>
      <TableCell className="align-top">
        <div>
          {entry.actor.apiTokenId
            ? t('activity.apiTokenActor', { name: entry.actor.name })
            : entry.actor.name}
        </div>
        {entry.ip && (
          <div className="text-muted-foreground text-xs">{t('activity.from', { ip: entry.ip })}</div>
        )}
      </TableCell>
      <TableCell className="align-top">
        <div>
          {t(`activity.actions.${entry.action}` as 'activity.actions.role.created', {
            label: entry.subject.label,
          })}
        </div>
        {entry.changes.length > 0 && (
          <ul className="mt-1 grid gap-0.5 text-muted-foreground text-xs">
            {entry.changes.map((change) => (
              <li key={change.field}>
                {t('activity.change', {
                  // Fields the catalogue names read in the interface language; others as the API calls them.
                  field: t(`activity.fields.${change.field}` as 'activity.fields.title', {
                    defaultValue: change.field,
                  }),
                  before: shown(t, change.before),
                  after: shown(t, change.after),
                })}
              </li>
            ))}
          </ul>
        )}
      </TableCell>
    </TableRow>
  )
}

/** Settings → Security → Activity log: the store's changes, newest first, by words and area. */
export function ActivityLogPage() {
  const t = useStaffT()
  const { t: app } = useTranslation()
  const keys = useQueryKeys()
  const list = useListState(activityListParams)
  const { params, page } = list
  const request = { query: params.q, area: params.area, ...pageRequest(page, PAGE_SIZE) }
  const query = useListQuery(keys.staff.activity(request), (signal) => listActivity(request, signal))
  const entries = query.data?.edges.map((edge) => edge.node) ?? []
  const canExport = useCan('activity_log.export')
  return (
    <PageFrame
      className="max-w-5xl"
      description={t('activity.description')}
      actions={
        canExport && (
          <ExportButton
            label={t('activity.export')}
            busyLabel={t('activity.exporting')}
            fileName="activity.csv"
            download={() => exportActivityCsv({ query: params.q, area: params.area })}
            failed={(error) => toast.error(t('activity.exportFailed'), { description: errorMessage(error) })}
          />
        )
      }
    >
      <ListView
        name="activity-log"
        list={list}
        query={query}
        rows={entries.length}
        search={{ label: t('activity.searchLabel'), placeholder: t('activity.searchPlaceholder') }}
        filters={
          <ListSelect
            label={t('activity.areaLabel')}
            value={params.area}
            anyLabel={t('activity.anyArea')}
            options={PERMISSION_AREAS.map((value) => ({ value, label: app(`permissions.${value}.area`) }))}
            onChange={(area) => list.set({ area })}
          />
        }
        loadFailed={t('activity.loadFailed')}
        translate={translateStaffMessage}
        noMatch={{ title: t('activity.noMatchTitle'), body: t('activity.noMatchBody') }}
        empty={
          <EmptyState icon={HistoryIcon} title={t('activity.emptyTitle')}>
            {t('activity.emptyBody')}
          </EmptyState>
        }
        pageSize={PAGE_SIZE}
      >
        <TableHeader>
          <TableRow>
            <TableHead>{t('activity.columns.when')}</TableHead>
            <TableHead>{t('activity.columns.who')}</TableHead>
            <TableHead>{t('activity.columns.what')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </TableBody>
      </ListView>
    </PageFrame>
  )
}
