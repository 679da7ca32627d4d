import { zodResolver } from '@hookform/resolvers/zod'
import type { Permission } from '@lojista/contracts/staff/permissions'
import {
  ROLE_DESCRIPTION_MAX,
  ROLE_NAME_MAX,
  type RoleInput,
  roleInputSchema,
} from '@lojista/contracts/staff/roles'
import type { ReactNode } from 'react'
import { useController, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Field } from '@/components/form/field'
import { Form } from '@/components/form/form'
import { FormFailure } from '@/components/form/form-failure'
import { SubmitButton } from '@/components/form/submit-button'
import { translateStaffMessage, useStaffT } from '../i18n/staff-i18n'
import { PermissionChecklist } from './permission-checklist'

export type RoleFormValues = z.input<typeof roleInputSchema>

interface RoleFormProps {
  defaultValues: RoleFormValues
  /** Saves the values; what it throws lands on the fields the server names. */
  onSubmit: (values: RoleInput) => Promise<unknown>
  isNew: boolean
  /** Without staff.manage the role is shown, not edited. */
  canEdit: boolean
  actions?: ReactNode
}

/** A store role's name, description and permissions. */
export function RoleForm({ defaultValues, onSubmit, isNew, canEdit, actions }: RoleFormProps) {
  const t = useStaffT()
  const form = useForm<RoleFormValues, unknown, RoleInput>({
    resolver: zodResolver(roleInputSchema),
    defaultValues,
  })
  const { field } = useController({ control: form.control, name: 'permissions' })
  return (
    <Form
      form={form}
      className="grid gap-4"
      idPrefix="role"
      translate={translateStaffMessage}
      // A refused permission list is said above the form: the checklist has no one place for it.
      submitError={{ fieldOf: (path) => (path === 'name' || path === 'description' ? path : null) }}
      onSubmit={async (values) => {
        await onSubmit(values)
        form.reset(values)
      }}
    >
      <FormFailure />
      <Field<RoleFormValues>
        name="name"
        label={t('role.name')}
        placeholder={t('role.namePlaceholder')}
        maxLength={ROLE_NAME_MAX}
        autoComplete="off"
        readOnly={!canEdit}
      />
      <Field<RoleFormValues>
        name="description"
        label={t('role.description')}
        maxLength={ROLE_DESCRIPTION_MAX}
        autoComplete="off"
        readOnly={!canEdit}
      />
      <section className="grid gap-2" aria-labelledby="role-permissions">
        <h2 id="role-permissions" className="font-medium text-sm">
          {t('role.permissions')}
        </h2>
        <p className="text-muted-foreground text-xs">{t('role.permissionsHint')}</p>
        <PermissionChecklist
          idPrefix="role-permission"
          value={(field.value ?? []) as Permission[]}
          onChange={(next) => field.onChange(next)}
          readOnly={!canEdit}
        />
      </section>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {canEdit ? (
          <SubmitButton label={isNew ? t('role.create') : t('role.save')} pendingLabel={t('role.saving')} />
        ) : (
          <span />
        )}
        {actions}
      </div>
    </Form>
  )
}
