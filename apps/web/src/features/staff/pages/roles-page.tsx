import { PlusIcon, ShieldIcon } from 'lucide-react'
import { Link } from 'react-router'
import { EmptyState, PageFrame } from '@/components/layout/page-frame'
import { ListRow, RowLink } from '@/components/list/list-table'
import { ListView } from '@/components/list/list-view'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { useListQuery } from '@/hooks/use-list-query'
import { useListState } from '@/hooks/use-list-state'
import { useCan } from '@/lib/auth/permissions'
import { listParam, listSchema, matchingRows, wholeListPage } from '@/lib/list-params'
import { useQueryKeys } from '@/lib/query-keys'
import { listRoles } from '../api/staff-api'
import { roleDescription, roleName } from '../components/role-name'
import { translateStaffMessage, useStaffT } from '../i18n/staff-i18n'
import { USERS } from './users-page'

export const ROLES = `${USERS}/roles`

/** What the address may hold for this list; anything else in it falls back to these defaults. */
const roleListParams = listSchema({ q: listParam.text() })

/**
 * Settings → Users → Roles: the built-in roles, then the store's own, with how many people hold each.
 * A store has a handful of roles: the API answers them all, and the search looks through them here.
 */
export function RolesPage() {
  const t = useStaffT()
  const keys = useQueryKeys()
  const canManage = useCan('staff.manage')
  const list = useListState(roleListParams)
  const query = useListQuery(keys.staff.roles, listRoles)
  const roles = matchingRows(
    query.data ?? [],
    list.params.q,
    (role) => `${roleName(t, role)} ${roleDescription(t, role)}`,
  )
  const create = canManage ? (
    <Button asChild size="sm">
      <Link to={`${ROLES}/new`}>
        <PlusIcon aria-hidden />
        {t('roles.create')}
      </Link>
    </Button>
  ) : (
    <Button size="sm" disabled title={t('role.notAllowed')}>
      <PlusIcon aria-hidden />
      {t('roles.create')}
    </Button>
  )
  return (
    <PageFrame className="max-w-4xl" description={t('roles.description')} actions={create}>
      <ListView
        name="roles"
        list={list}
        query={{ ...query, data: query.data && { pageInfo: wholeListPage(roles.length) } }}
        rows={roles.length}
        search={{ label: t('roles.searchLabel'), placeholder: t('roles.searchPlaceholder') }}
        loadFailed={t('roles.loadFailed')}
        translate={translateStaffMessage}
        noMatch={{ title: t('roles.noMatchTitle'), body: t('roles.noMatchBody') }}
        empty={
          <EmptyState icon={ShieldIcon} title={t('roles.emptyTitle')}>
            {t('roles.emptyBody')}
          </EmptyState>
        }
        pageSize={Math.max(roles.length, 1)}
      >
        <TableHeader>
          <TableRow>
            <TableHead>{t('roles.columns.role')}</TableHead>
            <TableHead>{t('roles.columns.permissions')}</TableHead>
            <TableHead>{t('roles.columns.members')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {roles.map((role) => (
            <ListRow key={role.id} to={`${ROLES}/${role.id}`}>
              <TableCell>
                <RowLink>{roleName(t, role)}</RowLink>
                {role.builtIn && (
                  <Badge variant="outline" className="ml-2">
                    {t('roles.builtIn')}
                  </Badge>
                )}
                <div className="text-muted-foreground">{roleDescription(t, role)}</div>
              </TableCell>
              <TableCell>{t('roles.permissions', { count: role.permissions.length })}</TableCell>
              <TableCell>{t('roles.members', { count: role.memberCount })}</TableCell>
            </ListRow>
          ))}
        </TableBody>
      </ListView>
    </PageFrame>
  )
}
