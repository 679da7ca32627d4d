import { zodResolver } from '@hookform/resolvers/zod'
import { type Member, type MemberRoleChange, memberRoleChangeSchema } from '@lojista/contracts/staff/members'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  ArrowLeftIcon,
  BellIcon,
  CrownIcon,
  PauseCircleIcon,
  PlayCircleIcon,
  ShieldIcon,
  UserMinusIcon,
} from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate, useParams } from 'react-router'
import { Form } from '@/components/form/form'
import { FormFailure } from '@/components/form/form-failure'
import { SelectField } from '@/components/form/select-field'
import { SubmitButton } from '@/components/form/submit-button'
import { PageFrame } from '@/components/layout/page-frame'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api/api-error'
import { mainLoad } from '@/lib/api/page-load'
import { useCan } from '@/lib/auth/permissions'
import { useSession } from '@/lib/auth/session-context'
import { formatDate, formatDateTime } from '@/lib/format'
import { invalidateAll, useQueryKeys } from '@/lib/query-keys'
import {
  changeMemberRole,
  getMember,
  getOwnMember,
  listRoles,
  removeMember,
  setMemberSuspended,
  transferOwnership,
} from '../api/staff-api'
import { MemberSessionsCard } from '../components/member-sessions-card'
import { roleName } from '../components/role-name'
import { describeStaffError, translateStaffMessage, useStaffT } from '../i18n/staff-i18n'
import { MY_NOTIFICATIONS } from './notification-preferences-page'
import { USERS } from './users-page'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Settings → Users → one person: when they joined and last signed in, their role, where they are signed
 * in, and removing them. A person's own page is their account in the store, open whatever their role.
 */
export function MemberPage() {
  const userId = useParams().handle ?? ''
  return UUID.test(userId) ? <SavedMember userId={userId} /> : <MemberMissing message={null} />
}

function BackLink() {
  const t = useStaffT()
  // The people list is for those who may see it; someone on their own page alone has nowhere to go back.
  if (!useCan('staff.view')) return null
  return (
    <Button variant="ghost" size="sm" asChild className="w-fit">
      <Link to={USERS}>
        <ArrowLeftIcon aria-hidden />
        {t('member.back')}
      </Link>
    </Button>
  )
}

function MemberMissing({ message }: { message: string | null }) {
  const t = useStaffT()
  return (
    <PageFrame className="max-w-2xl">
      <BackLink />
      <Alert variant="destructive">{message ?? t('member.notFound')}</Alert>
    </PageFrame>
  )
}

function SavedMember({ userId }: { userId: string }) {
  const t = useStaffT()
  const keys = useQueryKeys()
  const me = useSession().user?.id
  const canManage = useCan('staff.manage')
  const [removing, setRemoving] = useState(false)
  const [suspending, setSuspending] = useState(false)
  const [transferring, setTransferring] = useState(false)
  const isOwner = useSession().currentTenant?.role === 'owner'
  const query = useQuery({
    ...mainLoad,
    queryKey: keys.staff.member(userId),
    // One's own page is open to every role; another person's needs seeing the store's people.
    queryFn: ({ signal }) => (userId === me ? getOwnMember(signal) : getMember(userId, signal)),
  })
  const member = query.data
  if (query.isPending) {
    return (
      <PageFrame className="max-w-2xl">
        <BackLink />
        <Skeleton className="h-64 w-full" />
      </PageFrame>
    )
  }
  if (!member) {
    const missing = query.error instanceof ApiError && query.error.status === 404
    return <MemberMissing message={missing ? null : describeStaffError(query.error)} />
  }
  const fixedReason = member.isOwner
    ? t('member.ownerFixed')
    : member.userId === me
      ? t('member.selfFixed')
      : null
  return (
    <PageFrame className="max-w-2xl" title={member.name} description={member.email}>
      <BackLink />
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-muted-foreground">{t('member.joined')}</dt>
        <dd>{formatDate(member.joinedAt)}</dd>
        <dt className="text-muted-foreground">{t('member.lastSignIn')}</dt>
        <dd>{member.lastSignInAt ? formatDateTime(member.lastSignInAt) : t('users.never')}</dd>
        <dt className="text-muted-foreground">{t('member.status')}</dt>
        <dd>
          {member.status === 'suspended' ? (
            <Badge variant="destructive">{t('member.suspended')}</Badge>
          ) : (
            <Badge variant="secondary">{t('member.active')}</Badge>
          )}
        </dd>
      </dl>
      {fixedReason || !canManage ? (
        <div className="grid gap-1 text-sm">
          <span className="font-medium">{t('member.role')}</span>
          <span>{roleName(t, { id: member.roleId, name: member.roleName })}</span>
          {fixedReason && <span className="text-muted-foreground">{fixedReason}</span>}
        </div>
      ) : (
        <>
          <MemberRoleForm member={member} />
          <div className="flex flex-wrap gap-2">
            {member.status === 'suspended' ? (
              <ReactivateButton member={member} />
            ) : (
              <Button type="button" variant="outline" onClick={() => setSuspending(true)}>
                <PauseCircleIcon aria-hidden />
                {t('member.suspend')}
              </Button>
            )}
            <Button type="button" variant="outline" onClick={() => setRemoving(true)}>
              <UserMinusIcon aria-hidden />
              {t('member.remove')}
            </Button>
            {isOwner && member.status === 'active' && (
              <Button type="button" variant="outline" onClick={() => setTransferring(true)}>
                <CrownIcon aria-hidden />
                {t('member.makeOwner')}
              </Button>
            )}
          </div>
          <TransferOwnershipDialog member={member} open={transferring} onOpenChange={setTransferring} />
          <SuspendMemberDialog member={member} open={suspending} onOpenChange={setSuspending} />
          <RemoveMemberDialog member={member} open={removing} onOpenChange={setRemoving} />
        </>
      )}
      {member.userId === me ? <OwnAccountLinks /> : canManage && <MemberSessionsCard member={member} />}
    </PageFrame>
  )
}

/** On one's own page: where one's sessions, password and emails are looked after. */
function OwnAccountLinks() {
  const t = useStaffT()
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline">
        <Link to={`${USERS}/security`}>
          <ShieldIcon aria-hidden />
          {t('member.ownSecurity')}
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={MY_NOTIFICATIONS}>
          <BellIcon aria-hidden />
          {t('member.ownNotifications')}
        </Link>
      </Button>
    </div>
  )
}

/** The role picker: admin, staff and the store's own roles (never owner: ownership is transferred). */
function MemberRoleForm({ member }: { member: Member }) {
  const t = useStaffT()
  const keys = useQueryKeys()
  const queryClient = useQueryClient()
  const roles = useQuery({ queryKey: keys.staff.roles, queryFn: ({ signal }) => listRoles(signal) })
  const form = useForm<MemberRoleChange>({
    resolver: zodResolver(memberRoleChangeSchema),
    defaultValues: { roleId: member.roleId as MemberRoleChange['roleId'] },
  })
  const choices = (roles.data ?? []).filter((role) => role.id !== 'owner')
  const names = new Map(choices.map((role) => [role.id, roleName(t, role)]))
  return (
    <Form
      form={form}
      className="grid gap-4"
      idPrefix="member"
      translate={translateStaffMessage}
      submitError={{ fieldOf: (path) => (path === 'roleId' ? 'roleId' : null) }}
      onSubmit={async (values) => {
        const saved = await changeMemberRole(member.userId, values)
        queryClient.setQueryData(keys.staff.member(member.userId), saved)
        void invalidateAll(queryClient, [keys.staff.members, keys.staff.roles])
        form.reset(values)
        toast.success(t('member.saved'))
      }}
    >
      <FormFailure />
      <SelectField<MemberRoleChange, string>
        name="roleId"
        label={t('member.role')}
        choices={choices.length > 0 ? choices.map((role) => role.id) : [member.roleId]}
        nameOf={(id) => names.get(id) ?? member.roleName}
      />
      <p className="text-muted-foreground text-xs">{t('member.roleHint')}</p>
      <SubmitButton className="w-fit" label={t('member.save')} pendingLabel={t('member.saving')} />
    </Form>
  )
}

function RemoveMemberDialog({
  member,
  open,
  onOpenChange,
}: {
  member: Member
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const t = useStaffT()
  const keys = useQueryKeys()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const remove = useMutation({
    mutationFn: () => removeMember(member.userId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: keys.staff.member(member.userId) })
      void invalidateAll(queryClient, [keys.staff.members, keys.staff.roles])
      toast.success(t('member.removed', { name: member.name }))
      navigate(USERS, { replace: true })
    },
  })
  return (
    <MemberConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      mutation={remove}
      title={t('member.removeTitle', { name: member.name })}
      description={t('member.removeBody')}
      confirmLabel={t('member.remove')}
      pendingLabel={t('member.removing')}
    />
  )
}

/** A change to the member: the page and the lists show them as the server answered, and it is said. */
function useMemberChange(member: Member, change: (userId: string) => Promise<Member>, said: string) {
  const keys = useQueryKeys()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => change(member.userId),
    onSuccess: (saved) => {
      queryClient.setQueryData(keys.staff.member(member.userId), saved)
      void invalidateAll(queryClient, [keys.staff.members, keys.staff.roles])
      toast.success(said)
    },
  })
}

function useSuspension(member: Member, suspended: boolean) {
  const t = useStaffT()
  return useMemberChange(
    member,
    (userId) => setMemberSuspended(userId, suspended),
    t(suspended ? 'member.suspendedToast' : 'member.reactivatedToast', { name: member.name }),
  )
}

function SuspendMemberDialog({
  member,
  open,
  onOpenChange,
}: {
  member: Member
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const t = useStaffT()
  const suspend = useSuspension(member, true)
  return (
    <MemberConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      mutation={suspend}
      title={t('member.suspendTitle', { name: member.name })}
      description={t('member.suspendBody')}
      confirmLabel={t('member.suspend')}
      pendingLabel={t('member.suspending')}
    />
  )
}

/** Asks before a change to a member, runs it, says why it failed; closes once it is done. */
function MemberConfirmDialog({
  open,
  onOpenChange,
  mutation,
  ...texts
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  mutation: {
    isPending: boolean
    error: unknown
    reset: () => void
    mutate: (_: undefined, options: { onSuccess: () => void }) => void
  }
  title: string
  description: string
  confirmLabel: string
  pendingLabel: string
}) {
  const t = useStaffT()
  return (
    <ConfirmDialog
      {...texts}
      open={open}
      onOpenChange={(next) => {
        if (!next) mutation.reset()
        onOpenChange(next)
      }}
      cancelLabel={t('member.cancel')}
      closeLabel={t('translation:common.close')}
      pending={mutation.isPending}
      failure={mutation.error ? describeStaffError(mutation.error) : null}
      onConfirm={() => mutation.mutate(undefined, { onSuccess: () => onOpenChange(false) })}
    />
  )
}

/** The store changes hands: the new owner's page, and the signed-in person's own role (now admin). */
function TransferOwnershipDialog({
  member,
  open,
  onOpenChange,
}: {
  member: Member
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const t = useStaffT()
  const { refresh } = useSession()
  // The signed-in owner becomes an admin: their own session learns it too.
  const transfer = useMemberChange(
    member,
    async (userId) => {
      const owner = await transferOwnership(userId)
      void refresh()
      return owner
    },
    t('member.madeOwner', { name: member.name }),
  )
  return (
    <MemberConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      mutation={transfer}
      title={t('member.makeOwnerTitle', { name: member.name })}
      description={t('member.makeOwnerBody', { name: member.name })}
      confirmLabel={t('member.makeOwner')}
      pendingLabel={t('member.makingOwner')}
    />
  )
}

/** Lifting a suspension gives access back and takes nothing away: no question asked. */
function ReactivateButton({ member }: { member: Member }) {
  const t = useStaffT()
  const reactivate = useSuspension(member, false)
  return (
    <Button
      type="button"
      variant="outline"
      disabled={reactivate.isPending}
      onClick={() =>
        reactivate.mutate(undefined, {
          onError: (error) => toast.error(describeStaffError(error)),
        })
      }
    >
      <PlayCircleIcon aria-hidden />
      {reactivate.isPending ? t('member.reactivating') : t('member.reactivate')}
    </Button>
  )
}
