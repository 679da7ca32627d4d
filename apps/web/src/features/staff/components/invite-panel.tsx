import { zodResolver } from '@hookform/resolvers/zod'
import { type InvitationInput, invitationInputSchema } from '@lojista/contracts/staff/invitations'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { UserPlusIcon } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Field } from '@/components/form/field'
import { FormFailure } from '@/components/form/form-failure'
import { FormPanel } from '@/components/form/form-panel'
import { SelectField } from '@/components/form/select-field'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { invalidateAll, useQueryKeys } from '@/lib/query-keys'
import { inviteStaff, listRoles } from '../api/staff-api'
import { translateInvitationMessage, useInvitationsT } from '../i18n/invitation-texts'
import { useStaffT } from '../i18n/staff-i18n'
import { roleName } from './role-name'

type InviteForm = { email: string; roleId: InvitationInput['roleId'] }

/** Invite: a panel asking for the person's email and the role they will join with, then emailing them. */
export function InviteButton() {
  const t = useInvitationsT()
  const staffT = useStaffT()
  const keys = useQueryKeys()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const roles = useQuery({
    queryKey: keys.staff.roles,
    queryFn: ({ signal }) => listRoles(signal),
    enabled: open,
  })
  const form = useForm<InviteForm, unknown, InvitationInput>({ resolver: zodResolver(invitationInputSchema) })
  // Ownership is handed over, never given: the owner is no role to invite with.
  const choices = (roles.data ?? []).filter((role) => role.id !== 'owner')
  const names = new Map(choices.map((role) => [role.id, roleName(staffT, role)]))
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <UserPlusIcon aria-hidden />
        {t('invite.open')}
      </Button>
      <FormPanel
        open={open}
        onOpenChange={setOpen}
        title={t('invite.title')}
        form={form}
        startFrom={() => ({ email: '', roleId: 'staff' })}
        translate={translateInvitationMessage}
        submitLabel={t('invite.submit')}
        cancelLabel={t('invite.cancel')}
        className="grid gap-4"
        onSubmit={async (values) => {
          await inviteStaff(values)
          void invalidateAll(queryClient, [keys.staff.invitations])
          toast.success(t('invite.sent', { email: values.email }))
          setOpen(false)
        }}
      >
        <p className="text-muted-foreground text-sm">{t('invite.body')}</p>
        <FormFailure />
        <Field name="email" id="invite-email" label={t('invite.email')} type="email" autoComplete="off" />
        <SelectField<InviteForm, string>
          name="roleId"
          id="invite-role"
          label={t('invite.role')}
          choices={choices.length > 0 ? choices.map((role) => role.id) : ['staff']}
          nameOf={(id) => names.get(id) ?? roleName(staffT, { id, name: id })}
        />
      </FormPanel>
    </>
  )
}
