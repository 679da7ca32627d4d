import type { Invitation } from '@lojista/contracts/staff/invitations'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { MailIcon, SendIcon, XIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { toast } from '@/components/ui/toast'
import { useCan } from '@/lib/auth/permissions'
import { formatDate } from '@/lib/format'
import { invalidateAll, useQueryKeys } from '@/lib/query-keys'
import { listInvitations, resendInvitation, revokeInvitation } from '../api/staff-api'
import { describeInvitationError, useInvitationsT } from '../i18n/invitation-texts'
import { useStaffT } from '../i18n/staff-i18n'
import { roleName } from './role-name'

/**
 * The people invited who have not joined yet, beside the members: each pending or expired, with sending
 * the invitation again and withdrawing it for those who manage staff. Nothing shows while there are none.
 */
export function PendingInvitations() {
  const t = useInvitationsT()
  const keys = useQueryKeys()
  const query = useQuery({
    queryKey: keys.staff.invitations,
    queryFn: ({ signal }) => listInvitations(signal),
  })
  if (query.isError) return <Alert variant="destructive">{t('pending.loadFailed')}</Alert>
  const invitations = query.data ?? []
  if (invitations.length === 0) return null
  return (
    <section aria-labelledby="pending-invitations" className="grid gap-2">
      <h2 id="pending-invitations" className="font-medium text-sm">
        {t('pending.title')}
      </h2>
      <div className="rounded-md border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t('pending.columns.person')}</TableHead>
              <TableHead>{t('pending.columns.role')}</TableHead>
              <TableHead>{t('pending.columns.status')}</TableHead>
              <TableHead />
            </TableRow>
          </TableHeader>
          <TableBody>
            {invitations.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} />
            ))}
          </TableBody>
        </Table>
      </div>
    </section>
  )
}

function InvitationRow({ invitation }: { invitation: Invitation }) {
  const t = useInvitationsT()
  const staffT = useStaffT()
  const { t: appT } = useTranslation()
  const keys = useQueryKeys()
  const queryClient = useQueryClient()
  const canManage = useCan('staff.manage')
  const [revoking, setRevoking] = useState(false)
  const { email } = invitation
  const resend = useMutation({
    mutationFn: () => resendInvitation(invitation.id),
    onSuccess: () => {
      void invalidateAll(queryClient, [keys.staff.invitations])
      toast.success(t('pending.resent', { email }))
    },
    onError: (error) => toast.error(describeInvitationError(error)),
  })
  const revoke = useMutation({
    mutationFn: () => revokeInvitation(invitation.id),
    onSuccess: () => {
      void invalidateAll(queryClient, [keys.staff.invitations])
      setRevoking(false)
      toast.success(t('pending.revoked'))
    },
  })
  const expired = invitation.status === 'expired'
  return (
    <TableRow>
      <TableCell>
        <div className="flex items-center gap-2">
          <MailIcon className="size-4 text-muted-foreground" aria-hidden />
          <span>{email}</span>
        </div>
        {invitation.invitedBy && (
          <div className="text-muted-foreground text-xs">
            {t('pending.invitedBy', { name: invitation.invitedBy })}
          </div>
        )}
      </TableCell>
      <TableCell>
        <Badge variant="secondary">
          {roleName(staffT, { id: invitation.roleId, name: invitation.roleName })}
        </Badge>
      </TableCell>
      <TableCell>
        <Badge variant={expired ? 'destructive' : 'outline'}>{t(`pending.${invitation.status}`)}</Badge>
        <div className="text-muted-foreground text-xs">
          {t(expired ? 'pending.expiredOn' : 'pending.expires', { date: formatDate(invitation.expiresAt) })}
        </div>
      </TableCell>
      <TableCell className="text-right">
        {canManage && (
          <div className="flex justify-end gap-1">
            <Button
              size="sm"
              variant="outline"
              aria-label={t('pending.resendLabel', { email })}
              disabled={resend.isPending}
              onClick={() => resend.mutate()}
            >
              <SendIcon aria-hidden />
              {resend.isPending ? t('pending.resending') : t('pending.resend')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('pending.revokeLabel', { email })}
              onClick={() => setRevoking(true)}
            >
              <XIcon aria-hidden />
              {t('pending.revoke')}
            </Button>
            <ConfirmDialog
              open={revoking}
              onOpenChange={setRevoking}
              title={t('pending.revokeTitle', { email })}
              description={t('pending.revokeBody')}
              confirmLabel={t('pending.revoke')}
              pendingLabel={t('pending.revoking')}
              cancelLabel={t('invite.cancel')}
              closeLabel={appT('common.close')}
              pending={revoke.isPending}
              failure={revoke.error ? describeInvitationError(revoke.error) : null}
              onConfirm={() => revoke.mutate()}
            />
          </div>
        )}
      </TableCell>
    </TableRow>
  )
}
