import type { Member } from '@lojista/contracts/staff/members'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { LogOutIcon } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/toast'
import { invalidateAll, useQueryKeys } from '@/lib/query-keys'
import { listMemberSessions, signOutMemberEverywhere } from '../api/staff-api'
import { describeStaffError, useStaffT } from '../i18n/staff-i18n'
import { SessionItem } from './session-item'

/**
 * Where a colleague is signed in, for those who manage the store's people, with signing them out of
 * every device (a lost phone, someone leaving). The owner's sessions are the owner's to end.
 */
export function MemberSessionsCard({ member }: { member: Member }) {
  const t = useStaffT()
  const keys = useQueryKeys()
  const queryClient = useQueryClient()
  const [asking, setAsking] = useState(false)
  const sessions = useQuery({
    queryKey: keys.staff.memberSessions(member.userId),
    queryFn: ({ signal }) => listMemberSessions(member.userId, signal),
  })
  const signOut = useMutation({
    mutationFn: () => signOutMemberEverywhere(member.userId),
    onSuccess: () => {
      toast.success(t('memberSessions.signedOut', { name: member.name }))
      void invalidateAll(queryClient, [keys.staff.memberSessions(member.userId)])
    },
  })
  const listed = sessions.data ?? []
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('memberSessions.title')}</CardTitle>
        <CardDescription>{t('memberSessions.body', { name: member.name })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {sessions.isPending && <Skeleton className="h-16 w-full" />}
        {sessions.isError && <Alert variant="destructive">{describeStaffError(sessions.error)}</Alert>}
        {sessions.isSuccess && listed.length === 0 && (
          <p className="text-muted-foreground text-sm">{t('memberSessions.none')}</p>
        )}
        {listed.length > 0 && (
          <ul className="grid gap-2" aria-label={t('memberSessions.title')}>
            {listed.map((session) => (
              <SessionItem key={session.id} session={session} />
            ))}
          </ul>
        )}
        {member.isOwner ? (
          <p className="text-muted-foreground text-sm">{t('memberSessions.ownerOnly')}</p>
        ) : (
          listed.length > 0 && (
            <Button type="button" variant="outline" className="w-fit" onClick={() => setAsking(true)}>
              <LogOutIcon aria-hidden />
              {t('memberSessions.signOutEverywhere')}
            </Button>
          )
        )}
        <ConfirmDialog
          open={asking}
          onOpenChange={(open) => {
            if (!open) signOut.reset()
            setAsking(open)
          }}
          title={t('memberSessions.confirmTitle', { name: member.name })}
          description={t('memberSessions.confirmBody')}
          confirmLabel={t('memberSessions.signOutEverywhere')}
          pendingLabel={t('memberSessions.signingOut')}
          cancelLabel={t('member.cancel')}
          closeLabel={t('translation:common.close')}
          pending={signOut.isPending}
          failure={signOut.error ? describeStaffError(signOut.error) : null}
          onConfirm={() => signOut.mutate(undefined, { onSuccess: () => setAsking(false) })}
        />
      </CardContent>
    </Card>
  )
}
