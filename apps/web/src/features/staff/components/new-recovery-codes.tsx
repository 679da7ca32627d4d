import { zodResolver } from '@hookform/resolvers/zod'
import { type TwoFactorDisableForm, twoFactorDisableFormSchema } from '@lojista/contracts/auth/two-factor'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Field } from '@/components/form/field'
import { Form } from '@/components/form/form'
import { FormFailure } from '@/components/form/form-failure'
import { SubmitButton } from '@/components/form/submit-button'
import { Button } from '@/components/ui/button'
import { replaceRecoveryCodes } from '../api/two-factor-api'
import { translateStaffMessage, useStaffT } from '../i18n/staff-i18n'
import { RecoveryCodesList } from './two-factor-setup'

const proofFields = new Set(['code', 'password'])

/**
 * New recovery codes for a person who used some of theirs or fears someone saw them: proven with a
 * code from the app or the password, then shown this once. `onChanged` refreshes the count left.
 */
export function NewRecoveryCodes({ onChanged }: { onChanged: () => void }) {
  const t = useStaffT()
  const [open, setOpen] = useState(false)
  const [codes, setCodes] = useState<string[] | null>(null)
  const form = useForm<TwoFactorDisableForm>({
    resolver: zodResolver(twoFactorDisableFormSchema),
    defaultValues: { code: '', password: '' },
  })
  if (codes) {
    return (
      <RecoveryCodesList
        codes={codes}
        onDone={() => {
          setCodes(null)
          setOpen(false)
        }}
      />
    )
  }
  if (!open) {
    return (
      <Button className="w-fit" variant="outline" onClick={() => setOpen(true)}>
        {t('twoFactor.newCodes')}
      </Button>
    )
  }
  return (
    <Form
      form={form}
      className="grid max-w-sm gap-4"
      idPrefix="recovery-codes"
      translate={translateStaffMessage}
      submitError={{
        fieldOf: (path) => (proofFields.has(path) ? (path as keyof TwoFactorDisableForm) : null),
      }}
      onSubmit={async ({ code, password }) => {
        const answer = await replaceRecoveryCodes(code ? { code } : { password })
        form.reset()
        setCodes(answer.recoveryCodes)
        onChanged()
      }}
    >
      <p className="text-muted-foreground text-sm">{t('twoFactor.newCodesBody')}</p>
      <FormFailure />
      <Field name="code" label={t('twoFactor.code')} autoComplete="one-time-code" />
      <Field
        name="password"
        label={t('twoFactor.password')}
        type="password"
        autoComplete="current-password"
      />
      <div className="flex gap-2">
        <SubmitButton
          className="w-fit"
          label={t('twoFactor.makeCodes')}
          pendingLabel={t('twoFactor.makingCodes')}
        />
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          {t('twoFactor.cancel')}
        </Button>
      </div>
    </Form>
  )
}
