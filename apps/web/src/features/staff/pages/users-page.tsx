import { useQuery } from '@tanstack/react-query'
import { ShieldIcon } from 'lucide-react'
import { Link } from 'react-router'
import { PageFrame } from '@/components/layout/page-frame'
import { ListRow, ListTable, RowLink } from '@/components/list/list-table'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { mainLoad } from '@/lib/api/page-load'
import { useSession } from '@/lib/auth/session-context'
import { formatDateTime } from '@/lib/format'
import { useQueryKeys } from '@/lib/query-keys'
import { listMembers } from '../api/staff-api'
import { roleName } from '../components/role-name'
import { describeStaffError, useStaffT } from '../i18n/staff-i18n'

export const USERS = '/settings/organization-account'

/** Settings → Users: the store's people, the owner first, each opening their own page. */
export function UsersPage() {
  const t = useStaffT()
  const keys = useQueryKeys()
  const me = useSession().user?.id
  const query = useQuery({
    ...mainLoad,
    queryKey: keys.staff.members,
    queryFn: ({ signal }) => listMembers(signal),
  })
  const roles = (
    <Button asChild size="sm" variant="outline">
      <Link to={`${USERS}/roles`}>
        <ShieldIcon aria-hidden />
        {t('users.roles')}
      </Link>
    </Button>
  )
  return (
    <PageFrame className="max-w-4xl" description={t('users.description')} actions={roles}>
      {query.isError && <Alert variant="destructive">{describeStaffError(query.error)}</Alert>}
      {query.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <ListTable busy={query.isFetching && !query.isPending}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('users.columns.person')}</TableHead>
              <TableHead>{t('users.columns.role')}</TableHead>
              <TableHead>{t('users.columns.lastSignIn')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {(query.data ?? []).map((member) => (
              <ListRow key={member.userId} to={`${USERS}/${member.userId}`}>
                <TableCell>
                  <RowLink>{member.name}</RowLink>
                  {member.userId === me && (
                    <Badge variant="outline" className="ml-2">
                      {t('users.you')}
                    </Badge>
                  )}
                  {member.status === 'suspended' && (
                    <Badge variant="destructive" className="ml-2">
                      {t('member.suspended')}
                    </Badge>
                  )}
                  <div className="text-muted-foreground">{member.email}</div>
                </TableCell>
                <TableCell>
                  <Badge variant={member.isOwner ? 'default' : 'secondary'}>
                    {roleName(t, { id: member.roleId, name: member.roleName })}
                  </Badge>
                </TableCell>
                <TableCell className="text-muted-foreground">
                  {member.lastSignInAt ? formatDateTime(member.lastSignInAt) : t('users.never')}
                </TableCell>
              </ListRow>
            ))}
          </TableBody>
        </ListTable>
      )}
    </PageFrame>
  )
}
