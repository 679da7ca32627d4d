import { zodResolver } from '@hookform/resolvers/zod'
import {
  API_TOKEN_EXPIRY_CHOICES,
  type ApiTokenCreated,
  type ApiTokenExpiryChoice,
  type ApiTokenForm,
  type ApiTokenInput,
  apiTokenFormSchema,
} from '@lojista/contracts/staff/api-tokens'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { CopyIcon, KeyRoundIcon, PlusIcon } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Field } from '@/components/form/field'
import { FormFailure } from '@/components/form/form-failure'
import { FormPanel } from '@/components/form/form-panel'
import { SelectField } from '@/components/form/select-field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { ResponsivePanel } from '@/components/ui/responsive-panel'
import { toast } from '@/components/ui/toast'
import { useSession } from '@/lib/auth/session-context'
import { invalidateAll, useQueryKeys } from '@/lib/query-keys'
import { createApiToken } from '../api/api-tokens-api'
import { listRoles } from '../api/staff-api'
import { translateApiTokenMessage, useApiTokensT } from '../i18n/api-tokens-texts'
import { useStaffT } from '../i18n/staff-i18n'
import { roleName } from './role-name'

/**
 * Create token: a panel asking for the token's name, role and expiry; once made, its secret is shown
 * this once, with a button that copies it.
 */
export function CreateApiTokenButton() {
  const t = useApiTokensT()
  const staffT = useStaffT()
  const keys = useQueryKeys()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const [created, setCreated] = useState<ApiTokenCreated | null>(null)
  const roles = useQuery({
    queryKey: keys.staff.roles,
    queryFn: ({ signal }) => listRoles(signal),
    enabled: open,
  })
  const form = useForm<ApiTokenForm, unknown, ApiTokenInput>({ resolver: zodResolver(apiTokenFormSchema) })
  // A token acts for the store, never as its owner: ownership is handed over in person.
  const choices = (roles.data ?? []).filter((role) => role.id !== 'owner')
  const names = new Map(choices.map((role) => [role.id, roleName(staffT, role)]))
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <PlusIcon aria-hidden />
        {t('create.open')}
      </Button>
      <FormPanel
        open={open}
        onOpenChange={setOpen}
        title={t('create.title')}
        form={form}
        startFrom={(): ApiTokenForm => ({ name: '', roleId: 'staff', expiry: '90' })}
        translate={translateApiTokenMessage}
        submitLabel={t('create.submit')}
        cancelLabel={t('create.cancel')}
        className="grid gap-4"
        onSubmit={async (values) => {
          const answer = await createApiToken(values)
          void invalidateAll(queryClient, [keys.staff.apiTokens])
          setOpen(false)
          setCreated(answer)
        }}
      >
        <p className="text-muted-foreground text-sm">{t('create.body')}</p>
        <FormFailure />
        <Field
          name="name"
          id="api-token-name"
          label={t('create.name')}
          hint={t('create.nameHint')}
          autoComplete="off"
        />
        <SelectField<ApiTokenForm, string>
          name="roleId"
          id="api-token-role"
          label={t('create.role')}
          choices={choices.length > 0 ? choices.map((role) => role.id) : ['staff']}
          nameOf={(id) => names.get(id) ?? roleName(staffT, { id, name: id })}
        />
        <SelectField<ApiTokenForm, ApiTokenExpiryChoice>
          name="expiry"
          id="api-token-expiry"
          label={t('create.expiry')}
          choices={[...API_TOKEN_EXPIRY_CHOICES]}
          nameOf={(choice) => t(`create.expiryChoices.${choice}`)}
        />
      </FormPanel>
      <SecretPanel created={created} onClose={() => setCreated(null)} />
    </>
  )
}

/** The new token's secret, shown once: after Done it cannot be read again. */
function SecretPanel({ created, onClose }: { created: ApiTokenCreated | null; onClose: () => void }) {
  const t = useApiTokensT()
  const { t: appT } = useTranslation()
  const storeId = useSession().currentTenant?.id ?? ''
  const copy = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret)
      toast.success(t('secret.copied'))
    } catch {
      toast.error(t('secret.copyFailed'))
    }
  }
  return (
    <ResponsivePanel
      open={created !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('secret.title', { name: created?.apiToken.name ?? '' })}
      closeLabel={appT('common.close')}
      footer={<Button onClick={onClose}>{t('secret.done')}</Button>}
    >
      {created && (
        <div className="grid gap-3">
          <p className="text-sm">{t('secret.body')}</p>
          <Label htmlFor="api-token-secret">
            <KeyRoundIcon className="size-4" aria-hidden />
            {t('secret.label')}
          </Label>
          <div className="flex gap-2">
            <Input
              id="api-token-secret"
              readOnly
              value={created.secret}
              className="font-mono text-xs"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button variant="outline" onClick={() => void copy(created.secret)}>
              <CopyIcon aria-hidden />
              {t('secret.copy')}
            </Button>
          </div>
          <p className="text-muted-foreground text-xs">{t('secret.usage', { storeId })}</p>
        </div>
      )}
    </ResponsivePanel>
  )
}
