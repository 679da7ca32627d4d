import { zodResolver } from '@hookform/resolvers/zod'
import { type TwoFactorDisableForm, twoFactorDisableFormSchema } from '@lojista/contracts/auth/two-factor'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ShieldCheckIcon } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { Field } from '@/components/form/field'
import { Form } from '@/components/form/form'
import { FormFailure } from '@/components/form/form-failure'
import { SubmitButton } from '@/components/form/submit-button'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/toast'
import { mainLoad } from '@/lib/api/page-load'
import { useSession } from '@/lib/auth/session-context'
import { useQueryKeys } from '@/lib/query-keys'
import { disableTwoFactor, fetchTwoFactorStatus } from '../api/two-factor-api'
import { describeStaffError, translateStaffMessage, useStaffT } from '../i18n/staff-i18n'
import { NewRecoveryCodes } from './new-recovery-codes'
import { TwoFactorSetup } from './two-factor-setup'

/** The person's own two-factor authentication: set it up, or see it is on and turn it off. */
export function TwoFactorCard() {
  const t = useStaffT()
  const keys = useQueryKeys()
  const queryClient = useQueryClient()
  const { refresh } = useSession()
  const status = useQuery({
    ...mainLoad,
    queryKey: keys.staff.twoFactor,
    queryFn: ({ signal }) => fetchTwoFactorStatus(signal),
  })
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: keys.staff.twoFactor })
    // The session says whether the person has it: a store that requires it reads that.
    void refresh()
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {t('twoFactor.title')}
          {status.data?.enabled && (
            <Badge variant="secondary">
              <ShieldCheckIcon aria-hidden />
              {t('twoFactor.on')}
            </Badge>
          )}
        </CardTitle>
        <CardDescription>{t('twoFactor.body')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {status.isPending && <Skeleton className="h-10 w-full" />}
        {status.isError && <Alert variant="destructive">{describeStaffError(status.error)}</Alert>}
        {status.data &&
          (status.data.enabled ? (
            <>
              <p className="text-sm">{t('twoFactor.codesLeft', { count: status.data.recoveryCodesLeft })}</p>
              <NewRecoveryCodes
                onChanged={() => void queryClient.invalidateQueries({ queryKey: keys.staff.twoFactor })}
              />
              <DisableForm onDisabled={changed} />
            </>
          ) : (
            <TwoFactorSetup
              onDone={() => {
                toast.success(t('twoFactor.enabled'))
                changed()
              }}
            />
          ))}
      </CardContent>
    </Card>
  )
}

const disableFields = new Set(['code', 'password'])

function DisableForm({ onDisabled }: { onDisabled: () => void }) {
  const t = useStaffT()
  const form = useForm<TwoFactorDisableForm>({
    resolver: zodResolver(twoFactorDisableFormSchema),
    defaultValues: { code: '', password: '' },
  })
  return (
    <Form
      form={form}
      className="grid max-w-sm gap-4"
      idPrefix="two-factor-off"
      translate={translateStaffMessage}
      submitError={{
        fieldOf: (path) => (disableFields.has(path) ? (path as keyof TwoFactorDisableForm) : null),
      }}
      onSubmit={async ({ code, password }) => {
        // Either proves it is the person; the code is sent when both are filled in.
        await disableTwoFactor(code ? { code } : { password })
        form.reset()
        toast.success(t('twoFactor.disabled'))
        onDisabled()
      }}
    >
      <p className="text-muted-foreground text-sm">{t('twoFactor.disableBody')}</p>
      <FormFailure />
      <Field name="code" label={t('twoFactor.code')} autoComplete="one-time-code" />
      <Field
        name="password"
        label={t('twoFactor.password')}
        type="password"
        autoComplete="current-password"
      />
      <SubmitButton
        className="w-fit"
        variant="outline"
        label={t('twoFactor.disable')}
        pendingLabel={t('twoFactor.disabling')}
      />
    </Form>
  )
}
