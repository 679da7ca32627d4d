import type { ApiToken } from '@lojista/contracts/staff/api-tokens'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { KeyRoundIcon, XIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState, PageFrame } from '@/components/layout/page-frame'
import { ListView } from '@/components/list/list-view'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { toast } from '@/components/ui/toast'
import { useListQuery } from '@/hooks/use-list-query'
import { useListState } from '@/hooks/use-list-state'
import { formatDate, formatDateTime } from '@/lib/format'
import { listParam, listSchema, matchingRows, wholeListPage } from '@/lib/list-params'
import { invalidateAll, useQueryKeys } from '@/lib/query-keys'
import { listApiTokens, revokeApiToken } from '../api/api-tokens-api'
import { CreateApiTokenButton } from '../components/api-token-panel'
import { roleName } from '../components/role-name'
import {
  type ApiTokensT,
  describeApiTokenError,
  translateApiTokenMessage,
  useApiTokensT,
} from '../i18n/api-tokens-texts'
import { type StaffT, useStaffT } from '../i18n/staff-i18n'
import { USERS } from './users-page'

export const API_TOKENS = `${USERS}/api-tokens`

/** What the address may hold for this list; anything else in it falls back to these defaults. */
const tokenListParams = listSchema({ q: listParam.text() })

function tokenRole(t: ApiTokensT, staffT: StaffT, token: ApiToken): string {
  return token.roleId
    ? roleName(staffT, { id: token.roleId, name: token.roleName ?? token.roleId })
    : t('noRole')
}

/**
 * Settings → Users → API tokens: the store's tokens for its integrations, newest first, each with its
 * role, who made it, when it was last used and when it expires; Create token and Revoke. A store has a
 * handful: the API answers them all, and the search looks through them here.
 */
export function ApiTokensPage() {
  const t = useApiTokensT()
  const staffT = useStaffT()
  const keys = useQueryKeys()
  const list = useListState(tokenListParams)
  const query = useListQuery(keys.staff.apiTokens, listApiTokens)
  const tokens = matchingRows(
    query.data ?? [],
    list.params.q,
    (token) => `${token.name} ${tokenRole(t, staffT, token)} ${token.createdBy ?? ''}`,
  )
  return (
    <PageFrame className="max-w-5xl" description={t('description')} actions={<CreateApiTokenButton />}>
      <ListView
        name="api-tokens"
        list={list}
        query={{ ...query, data: query.data && { pageInfo: wholeListPage(tokens.length) } }}
        rows={tokens.length}
        search={{ label: t('searchLabel'), placeholder: t('searchPlaceholder') }}
        loadFailed={t('loadFailed')}
        translate={translateApiTokenMessage}
        noMatch={{ title: t('noMatchTitle'), body: t('noMatchBody') }}
        empty={
          <EmptyState icon={KeyRoundIcon} title={t('emptyTitle')}>
            {t('emptyBody')}
          </EmptyState>
        }
        pageSize={Math.max(tokens.length, 1)}
      >
        <TableHeader>
          <TableRow>
            <TableHead>{t('columns.name')}</TableHead>
            <TableHead>{t('columns.role')}</TableHead>
            <TableHead>{t('columns.createdBy')}</TableHead>
            <TableHead>{t('columns.lastUsed')}</TableHead>
            <TableHead>{t('columns.expires')}</TableHead>
            <TableHead />
          </TableRow>
        </TableHeader>
        <TableBody>
          {tokens.map((token) => (
            <TokenRow key={token.id} token={token} />
          ))}
        </TableBody>
      </ListView>
    </PageFrame>
  )
}

const STATUS_VARIANT = {
  active: 'outline',
  paused: 'secondary',
  expired: 'secondary',
  revoked: 'destructive',
} as const

function TokenRow({ token }: { token: ApiToken }) {
  const t = useApiTokensT()
  const staffT = useStaffT()
  const { t: appT } = useTranslation()
  const keys = useQueryKeys()
  const queryClient = useQueryClient()
  const [revoking, setRevoking] = useState(false)
  const { name } = token
  const revoke = useMutation({
    mutationFn: () => revokeApiToken(token.id),
    onSuccess: () => {
      void invalidateAll(queryClient, [keys.staff.apiTokens])
      setRevoking(false)
      toast.success(t('revoke.done', { name }))
    },
  })
  return (
    <TableRow>
      <TableCell>
        <div className="flex items-center gap-2">
          <span className="font-medium">{name}</span>
          <Badge variant={STATUS_VARIANT[token.status]}>{t(`status.${token.status}`)}</Badge>
        </div>
        {token.status === 'paused' && <div className="text-muted-foreground text-xs">{t('pausedHint')}</div>}
        {token.revokedAt && (
          <div className="text-muted-foreground text-xs">
            {t('revokedOn', { date: formatDate(token.revokedAt) })}
          </div>
        )}
      </TableCell>
      <TableCell>
        <Badge variant="secondary">{tokenRole(t, staffT, token)}</Badge>
      </TableCell>
      <TableCell className="text-muted-foreground">
        {token.createdBy
          ? t('createdByOn', { name: token.createdBy, date: formatDate(token.createdAt) })
          : t('createdOn', { date: formatDate(token.createdAt) })}
      </TableCell>
      <TableCell className="text-muted-foreground">
        {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : t('never')}
      </TableCell>
      <TableCell className="text-muted-foreground">
        {token.expiresAt ? formatDate(token.expiresAt) : t('noExpiry')}
      </TableCell>
      <TableCell className="text-right">
        {token.status !== 'revoked' && (
          <>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('revoke.label', { name })}
              onClick={() => setRevoking(true)}
            >
              <XIcon aria-hidden />
              {t('revoke.action')}
            </Button>
            <ConfirmDialog
              open={revoking}
              onOpenChange={setRevoking}
              title={t('revoke.title', { name })}
              description={t('revoke.body')}
              confirmLabel={t('revoke.action')}
              pendingLabel={t('revoke.pending')}
              cancelLabel={t('revoke.cancel')}
              closeLabel={appT('common.close')}
              pending={revoke.isPending}
              failure={revoke.error ? describeApiTokenError(revoke.error) : null}
              onConfirm={() => revoke.mutate()}
            />
          </>
        )}
      </TableCell>
    </TableRow>
  )
}
