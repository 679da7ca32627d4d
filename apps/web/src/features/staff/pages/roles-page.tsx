import { useQuery } from '@tanstack/react-query'
import { PlusIcon } from 'lucide-react'
import { Link } from 'react-router'
import { PageFrame } from '@/components/layout/page-frame'
import { ListRow, ListTable, RowLink } from '@/components/list/list-table'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { mainLoad } from '@/lib/api/page-load'
import { useCan } from '@/lib/auth/permissions'
import { useQueryKeys } from '@/lib/query-keys'
import { listRoles } from '../api/staff-api'
import { roleDescription, roleName } from '../components/role-name'
import { describeStaffError, useStaffT } from '../i18n/staff-i18n'
import { USERS } from './users-page'

export const ROLES = `${USERS}/roles`

/** Settings → Users → Roles: the built-in roles, then the store's own, with how many people hold each. */
export function RolesPage() {
  const t = useStaffT()
  const keys = useQueryKeys()
  const canManage = useCan('staff.manage')
  const query = useQuery({
    ...mainLoad,
    queryKey: keys.staff.roles,
    queryFn: ({ signal }) => listRoles(signal),
  })
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
      {query.isError && <Alert variant="destructive">{describeStaffError(query.error)}</Alert>}
      {query.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <ListTable busy={query.isFetching && !query.isPending}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('roles.columns.role')}</TableHead>
              <TableHead>{t('roles.columns.permissions')}</TableHead>
              <TableHead>{t('roles.columns.members')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {(query.data ?? []).map((role) => (
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
        </ListTable>
      )}
    </PageFrame>
  )
}
