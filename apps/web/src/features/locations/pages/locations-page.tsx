import type { Location } from '@lojista/contracts/catalog/inventory'
import { MapPinIcon, PlusIcon } from 'lucide-react'
import { Link } from 'react-router'
import { EmptyState, PageFrame } from '@/components/layout/page-frame'
import { ListSelect } from '@/components/list/list-select'
import { ListRow, RowLink } from '@/components/list/list-table'
import { ListView } from '@/components/list/list-view'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { useListQuery } from '@/hooks/use-list-query'
import { useListState } from '@/hooks/use-list-state'
import { countryName } from '@/lib/format/display-names'
import { listParam, listSchema, orderByOf, pageRequest } from '@/lib/list-params'
import { useQueryKeys } from '@/lib/query-keys'
import { searchLocations } from '../api/locations-api'
import { translateLocationsMessage, useLocationsT } from '../i18n/locations-i18n'

const PAGE_SIZE = 25
const statuses = ['active', 'inactive'] as const
const sorts = ['name_asc', 'name_desc', 'createdAt_desc'] as const

/** What the address may hold for this list; anything else in it falls back to these defaults. */
const locationListParams = listSchema({
  q: listParam.text(),
  status: listParam.oneOf(statuses),
  sort: listParam.oneOfOr(sorts, 'name_asc'),
})

/** "São Paulo, SP, Brazil": the parts a location has, the country named in the interface language. */
function placeOf(location: Location): string {
  return [location.city, location.provinceCode, location.countryCode && countryName(location.countryCode)]
    .filter(Boolean)
    .join(', ')
}

/** Settings → Locations: the shops and warehouses of the store, each opening its own page. */
export function LocationsPage() {
  const t = useLocationsT()
  const keys = useQueryKeys()
  const list = useListState(locationListParams)
  const { params, page } = list
  const request = {
    // A colon typed in the search would be read as a filter of its own.
    query: [params.q.replace(/:/g, ' ').trim(), params.status && `active:${params.status === 'active'}`]
      .filter(Boolean)
      .join(' '),
    orderBy: orderByOf<'name' | 'createdAt'>(params.sort),
    ...pageRequest(page, PAGE_SIZE),
  }
  const query = useListQuery(keys.locations.list(request), (signal) => searchLocations(request, signal))
  const locations = query.data?.edges.map((edge) => edge.node) ?? []
  const add = (
    <Button asChild size="sm">
      <Link to="/settings/locations/new">
        <PlusIcon aria-hidden />
        {t('list.add')}
      </Link>
    </Button>
  )

  return (
    <PageFrame className="max-w-4xl" description={t('list.description')} actions={add}>
      <ListView
        name="locations"
        list={list}
        query={query}
        rows={locations.length}
        search={{ label: t('list.searchLabel'), placeholder: t('list.searchPlaceholder') }}
        filters={
          <ListSelect
            label={t('list.statusLabel')}
            value={params.status}
            anyLabel={t('list.anyStatus')}
            options={statuses.map((value) => ({ value, label: t(`list.status.${value}`) }))}
            onChange={(status) => list.set({ status })}
          />
        }
        sort={{ options: sorts.map((value) => ({ value, label: t(`list.sort.${value}`) })) }}
        loadFailed={t('list.loadFailed')}
        translate={translateLocationsMessage}
        noMatch={{ title: t('list.noMatchTitle'), body: t('list.noMatchBody') }}
        empty={
          <EmptyState icon={MapPinIcon} title={t('list.emptyTitle')} action={add}>
            {t('list.emptyBody')}
          </EmptyState>
        }
        pageSize={PAGE_SIZE}
      >
        <TableHeader>
          <TableRow>
            <TableHead>{t('list.columns.name')}</TableHead>
            <TableHead>{t('list.columns.address')}</TableHead>
            <TableHead>{t('list.columns.status')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {locations.map((location) => (
            <ListRow key={location.id} to={`/settings/locations/${location.id}`}>
              <TableCell>
                <RowLink>{location.name}</RowLink>
              </TableCell>
              <TableCell>
                {location.address1 && <div>{location.address1}</div>}
                <div className="text-muted-foreground">{placeOf(location)}</div>
              </TableCell>
              <TableCell>
                <Badge variant={location.active ? 'secondary' : 'outline'}>
                  {t(`list.status.${location.active ? 'active' : 'inactive'}`)}
                </Badge>
              </TableCell>
            </ListRow>
          ))}
        </TableBody>
      </ListView>
    </PageFrame>
  )
}
