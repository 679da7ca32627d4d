import { memberStatuses } from '@lojista/contracts/staff/members'
import { KeyRoundIcon, ShieldIcon, UsersIcon } from 'lucide-react'
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
import { useCan } from '@/lib/auth/permissions'
import { useSession } from '@/lib/auth/session-context'
import { formatDateTime } from '@/lib/format'
import { listParam, listSchema, pageRequest } from '@/lib/list-params'
import { useQueryKeys } from '@/lib/query-keys'
import { listMembers } from '../api/staff-api'
import { InviteButton } from '../components/invite-panel'
import { PendingInvitations } from '../components/pending-invitations'
import { roleName } from '../components/role-name'
import { useApiTokensT } from '../i18n/api-tokens-texts'
import { translateStaffMessage, useStaffT } from '../i18n/staff-i18n'

export const USERS = '/settings/organization-account'

const PAGE_SIZE = 25

/** What the address may hold for this list; anything else in it falls back to these defaults. */
const memberListParams = listSchema({
  q: listParam.text(),
  status: listParam.oneOf(memberStatuses),
})

/**
 * Settings → Users: the store's people, the owner first, each opening their own page; the people invited
 * who have not joined yet above them, and Invite for those who manage staff.
 */
export function UsersPage() {
  const t = useStaffT()
  const keys = useQueryKeys()
  const me = useSession().user?.id
  const list = useListState(memberListParams)
  const { params, page } = list
  const request = { query: params.q, status: params.status, ...pageRequest(page, PAGE_SIZE) }
  const query = useListQuery(keys.staff.memberList(request), (signal) => listMembers(request, signal))
  const members = query.data?.edges.map((edge) => edge.node) ?? []
  const canManage = useCan('staff.manage')
  const canManageTokens = useCan('apps.manage_tokens')
  const tokensT = useApiTokensT()
  const actions = (
    <>
      {canManageTokens && (
        <Button asChild size="sm" variant="outline">
          <Link to={`${USERS}/api-tokens`}>
            <KeyRoundIcon aria-hidden />
            {tokensT('link')}
          </Link>
        </Button>
      )}
      <Button asChild size="sm" variant="outline">
        <Link to={`${USERS}/roles`}>
          <ShieldIcon aria-hidden />
          {t('users.roles')}
        </Link>
      </Button>
      {canManage && <InviteButton />}
    </>
  )
  return (
    <PageFrame className="max-w-4xl" description={t('users.description')} actions={actions}>
      <PendingInvitations />
      <ListView
        name="users"
        list={list}
        query={query}
        rows={members.length}
        search={{ label: t('users.searchLabel'), placeholder: t('users.searchPlaceholder') }}
        filters={
          <ListSelect
            label={t('users.statusLabel')}
            value={params.status}
            anyLabel={t('users.anyStatus')}
            options={memberStatuses.map((value) => ({ value, label: t(`member.${value}`) }))}
            onChange={(status) => list.set({ status })}
          />
        }
        loadFailed={t('users.loadFailed')}
        translate={translateStaffMessage}
        noMatch={{ title: t('users.noMatchTitle'), body: t('users.noMatchBody') }}
        empty={
          <EmptyState icon={UsersIcon} title={t('users.emptyTitle')}>
            {t('users.emptyBody')}
          </EmptyState>
        }
        pageSize={PAGE_SIZE}
      >
        <TableHeader>
          <TableRow>
            <TableHead>{t('users.columns.person')}</TableHead>
            <TableHead>{t('users.columns.role')}</TableHead>
            <TableHead>{t('users.columns.lastSignIn')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {members.map((member) => (
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
      </ListView>
    </PageFrame>
  )
}
