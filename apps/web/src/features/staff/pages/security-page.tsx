import { zodResolver } from '@hookform/resolvers/zod'
import type { AccountSession } from '@lojista/contracts/auth/account-sessions'
import { type PasswordChangeForm, passwordChangeFormSchema } from '@lojista/contracts/auth/requests'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { HistoryIcon, LogOutIcon } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { Field } from '@/components/form/field'
import { Form } from '@/components/form/form'
import { FormFailure } from '@/components/form/form-failure'
import { SubmitButton } from '@/components/form/submit-button'
import { PageFrame } from '@/components/layout/page-frame'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/toast'
import { mainLoad } from '@/lib/api/page-load'
import { useCan } from '@/lib/auth/permissions'
import { useQueryKeys } from '@/lib/query-keys'
import {
  changePassword,
  listAccountSessions,
  signOutOtherSessions,
  signOutSession,
} from '../api/account-security-api'
import { SessionItem, sessionDevice } from '../components/session-item'
import { StoreSecurityCard } from '../components/store-security-card'
import { TwoFactorCard } from '../components/two-factor-card'
import { describeStaffError, translateStaffMessage, useStaffT } from '../i18n/staff-i18n'

/**
 * Settings → Users → Security: the person's own sessions, password and second factor, the store's rule
 * for its staff, and the store's activity log.
 */
export function SecurityPage() {
  const t = useStaffT()
  const canSeeLog = useCan('activity_log.view')
  const canManageStaff = useCan('staff.manage')
  return (
    <PageFrame className="max-w-3xl" description={t('security.description')}>
      <SessionsCard />
      <PasswordCard />
      <TwoFactorCard />
      {canManageStaff && <StoreSecurityCard />}
      {canSeeLog && (
        <Card>
          <CardHeader>
            <CardTitle>{t('security.logTitle')}</CardTitle>
            <CardDescription>{t('security.logBody')}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="outline">
              <Link to="/settings/organization-account/security/activity-log">
                <HistoryIcon aria-hidden />
                {t('security.openLog')}
              </Link>
            </Button>
          </CardContent>
        </Card>
      )}
    </PageFrame>
  )
}

function SessionsCard() {
  const t = useStaffT()
  const keys = useQueryKeys()
  const queryClient = useQueryClient()
  const sessions = useQuery({
    ...mainLoad,
    queryKey: keys.staff.sessions,
    queryFn: ({ signal }) => listAccountSessions(signal),
  })
  const refreshList = () => queryClient.invalidateQueries({ queryKey: keys.staff.sessions })
  const signOutOthers = useMutation({
    mutationFn: signOutOtherSessions,
    onSuccess: () => {
      toast.success(t('security.othersSignedOut'))
      void refreshList()
    },
    onError: (error) => toast.error(describeStaffError(error)),
  })
  const others = (sessions.data ?? []).filter((session) => !session.current)
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('security.sessionsTitle')}</CardTitle>
        <CardDescription>{t('security.sessionsBody')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {sessions.isPending && <Skeleton className="h-24 w-full" />}
        {sessions.isError && <Alert variant="destructive">{describeStaffError(sessions.error)}</Alert>}
        <ul className="grid gap-2" aria-label={t('security.sessionsTitle')}>
          {(sessions.data ?? []).map((session) => (
            <SessionRow key={session.id} session={session} onSignedOut={refreshList} />
          ))}
        </ul>
        {others.length > 0 && (
          <Button
            variant="outline"
            className="w-fit"
            disabled={signOutOthers.isPending}
            onClick={() => signOutOthers.mutate()}
          >
            <LogOutIcon aria-hidden />
            {t('security.signOutOthers')}
          </Button>
        )}
      </CardContent>
    </Card>
  )
}

function SessionRow({ session, onSignedOut }: { session: AccountSession; onSignedOut: () => void }) {
  const t = useStaffT()
  const signOut = useMutation({
    mutationFn: () => signOutSession(session.id),
    onSuccess: () => {
      toast.success(t('security.sessionSignedOut'))
      onSignedOut()
    },
    onError: (error) => toast.error(describeStaffError(error)),
  })
  const device = sessionDevice(t, session)
  return (
    <SessionItem
      session={session}
      action={
        session.current ? (
          <Badge variant="secondary">{t('security.thisDevice')}</Badge>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            disabled={signOut.isPending}
            onClick={() => signOut.mutate()}
            aria-label={t('security.signOutOne', { device })}
          >
            {t('security.signOut')}
          </Button>
        )
      }
    />
  )
}

const passwordFields = new Set(['currentPassword', 'newPassword'])

function PasswordCard() {
  const t = useStaffT()
  const keys = useQueryKeys()
  const queryClient = useQueryClient()
  const form = useForm<PasswordChangeForm>({
    resolver: zodResolver(passwordChangeFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmation: '' },
  })
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('security.passwordTitle')}</CardTitle>
        <CardDescription>{t('security.passwordBody')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form
          form={form}
          className="grid max-w-sm gap-4"
          idPrefix="password"
          translate={translateStaffMessage}
          submitError={{
            fieldOf: (path) => (passwordFields.has(path) ? (path as keyof PasswordChangeForm) : null),
          }}
          onSubmit={async ({ currentPassword, newPassword }) => {
            await changePassword({ currentPassword, newPassword })
            form.reset()
            void queryClient.invalidateQueries({ queryKey: keys.staff.sessions })
            toast.success(t('security.passwordChanged'))
          }}
        >
          <FormFailure />
          <Field
            name="currentPassword"
            label={t('security.currentPassword')}
            type="password"
            autoComplete="current-password"
          />
          <Field
            name="newPassword"
            label={t('security.newPassword')}
            type="password"
            autoComplete="new-password"
          />
          <Field
            name="confirmation"
            label={t('security.confirmPassword')}
            type="password"
            autoComplete="new-password"
          />
          <SubmitButton
            className="w-fit"
            label={t('security.changePassword')}
            pendingLabel={t('security.changingPassword')}
          />
        </Form>
      </CardContent>
    </Card>
  )
}
