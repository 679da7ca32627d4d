import { type RoleDetail, type RoleInput, roleDetailSchema } from '@lojista/contracts/staff/roles'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeftIcon, Trash2Icon } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { PageFrame } from '@/components/layout/page-frame'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api/api-error'
import { mainLoad } from '@/lib/api/page-load'
import { staleRecord } from '@/lib/api/stale-record'
import { useCan } from '@/lib/auth/permissions'
import { invalidateAll, useQueryKeys } from '@/lib/query-keys'
import { idOrNew } from '@/lib/route-titles'
import { createRole, deleteRole, getRole, updateRole } from '../api/staff-api'
import { RoleForm } from '../components/role-form'
import { roleDescription, roleName } from '../components/role-name'
import { describeStaffError, useStaffT } from '../i18n/staff-i18n'
import { ROLES } from './roles-page'

const ROLE_ID = /^(owner|admin|staff|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i

/** Settings → Users → Roles → one role (`new` creates one): its name, description and permissions. */
export function RolePage() {
  const id = idOrNew(useParams().id)
  if (id === 'new') return <NewRole />
  return ROLE_ID.test(id) ? <SavedRole id={id} /> : <RoleMissing message={null} />
}

function BackLink() {
  const t = useStaffT()
  return (
    <Button variant="ghost" size="sm" asChild className="w-fit">
      <Link to={ROLES}>
        <ArrowLeftIcon aria-hidden />
        {t('role.back')}
      </Link>
    </Button>
  )
}

function RoleMissing({ message }: { message: string | null }) {
  const t = useStaffT()
  return (
    <PageFrame className="max-w-4xl">
      <BackLink />
      <Alert variant="destructive">{message ?? t('role.notFound')}</Alert>
    </PageFrame>
  )
}

function NewRole() {
  const t = useStaffT()
  const keys = useQueryKeys()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const canEdit = useCan('staff.manage')
  const save = async (values: RoleInput) => {
    const role = await createRole(values)
    queryClient.setQueryData(keys.staff.role(role.id), role)
    void invalidateAll(queryClient, [keys.staff.roles])
    toast.success(t('role.created'))
    navigate(`${ROLES}/${role.id}`, { replace: true })
  }
  return (
    <PageFrame className="max-w-4xl">
      <BackLink />
      <RoleForm
        isNew
        canEdit={canEdit}
        defaultValues={{ name: '', description: '', permissions: [] }}
        onSubmit={save}
      />
    </PageFrame>
  )
}

function SavedRole({ id }: { id: string }) {
  const t = useStaffT()
  const keys = useQueryKeys()
  const queryClient = useQueryClient()
  const canManage = useCan('staff.manage')
  const [deleting, setDeleting] = useState(false)
  const query = useQuery({
    ...mainLoad,
    queryKey: keys.staff.role(id),
    queryFn: ({ signal }) => getRole(id, signal),
  })
  const role = query.data
  if (query.isPending) {
    return (
      <PageFrame className="max-w-4xl">
        <BackLink />
        <Skeleton className="h-96 w-full" />
      </PageFrame>
    )
  }
  if (!role) {
    const missing = query.error instanceof ApiError && query.error.status === 404
    return <RoleMissing message={missing ? null : describeStaffError(query.error)} />
  }
  const save = async (values: RoleInput) => {
    try {
      const saved = await updateRole(id, { ...values, version: role.version })
      queryClient.setQueryData(keys.staff.role(id), saved)
      void invalidateAll(queryClient, [keys.staff.roles, keys.staff.members])
      toast.success(t('role.saved'))
    } catch (error) {
      // Someone saved first: their version is shown (the form starts again from it) and the page says so.
      const current = staleRecord(error, roleDetailSchema)
      if (current) {
        queryClient.setQueryData(keys.staff.role(id), current)
        throw new Error(t('role.stale'))
      }
      throw error
    }
  }
  const canEdit = canManage && !role.builtIn
  const remove = canEdit ? (
    <Button type="button" variant="outline" onClick={() => setDeleting(true)}>
      <Trash2Icon aria-hidden />
      {t('role.delete')}
    </Button>
  ) : null
  return (
    <PageFrame className="max-w-4xl" title={roleName(t, role)} description={roleDescription(t, role)}>
      <BackLink />
      {role.builtIn && <Alert>{t('role.builtInNote')}</Alert>}
      <RoleForm
        // A new version read (saved here or by someone else) starts the form again from it.
        key={role.version}
        isNew={false}
        canEdit={canEdit}
        defaultValues={{
          name: roleName(t, role),
          description: roleDescription(t, role),
          permissions: role.permissions,
        }}
        onSubmit={save}
        actions={remove}
      />
      <DeleteRoleDialog role={role} open={deleting} onOpenChange={setDeleting} />
    </PageFrame>
  )
}

function DeleteRoleDialog({
  role,
  open,
  onOpenChange,
}: {
  role: RoleDetail
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const t = useStaffT()
  const keys = useQueryKeys()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const remove = useMutation({
    mutationFn: () => deleteRole(role.id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: keys.staff.role(role.id) })
      void invalidateAll(queryClient, [keys.staff.roles])
      toast.success(t('role.deleted'))
      navigate(ROLES, { replace: true })
    },
  })
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) remove.reset()
        onOpenChange(next)
      }}
      title={t('role.deleteTitle', { name: role.name })}
      description={t('role.deleteBody')}
      confirmLabel={t('role.delete')}
      pendingLabel={t('role.deleting')}
      cancelLabel={t('role.cancel')}
      closeLabel={t('translation:common.close')}
      pending={remove.isPending}
      failure={remove.error ? describeStaffError(remove.error) : null}
      onConfirm={() => remove.mutate()}
    />
  )
}
