import { zodResolver } from '@hookform/resolvers/zod'
import {
  type TwoFactorConfirm,
  type TwoFactorSetup as TwoFactorKey,
  twoFactorConfirmSchema,
} from '@lojista/contracts/auth/two-factor'
import { useMutation } from '@tanstack/react-query'
import { toDataURL } from 'qrcode'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Field } from '@/components/form/field'
import { Form } from '@/components/form/form'
import { FormFailure } from '@/components/form/form-failure'
import { SubmitButton } from '@/components/form/submit-button'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { enableTwoFactor, startTwoFactorSetup } from '../api/two-factor-api'
import { describeStaffError, translateStaffMessage, useStaffT } from '../i18n/staff-i18n'

/**
 * Turning two-factor authentication on: a new key shown as a QR code and as text, a code from the app
 * to confirm it, then the recovery codes, shown this once. `onDone` runs when the person has them.
 */
export function TwoFactorSetup({ onDone }: { onDone: () => void }) {
  const t = useStaffT()
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const start = useMutation({ mutationFn: startTwoFactorSetup })

  if (recoveryCodes) return <RecoveryCodesList codes={recoveryCodes} onDone={onDone} />
  if (!start.data) {
    return (
      <div className="grid gap-3">
        {start.isError && <Alert variant="destructive">{describeStaffError(start.error)}</Alert>}
        <Button className="w-fit" disabled={start.isPending} onClick={() => start.mutate()}>
          {start.isPending ? t('twoFactor.starting') : t('twoFactor.setUp')}
        </Button>
      </div>
    )
  }
  return <ConfirmKey setup={start.data} onConfirmed={setRecoveryCodes} />
}

function ConfirmKey({ setup, onConfirmed }: { setup: TwoFactorKey; onConfirmed: (codes: string[]) => void }) {
  const t = useStaffT()
  const qr = useQrCode(setup.otpauthUri)
  const form = useForm<TwoFactorConfirm>({
    resolver: zodResolver(twoFactorConfirmSchema),
    defaultValues: { code: '' },
  })
  return (
    <div className="grid gap-4">
      <ol className="grid list-decimal gap-1 pl-5 text-sm">
        <li>{t('twoFactor.stepScan')}</li>
        <li>{t('twoFactor.stepCode')}</li>
      </ol>
      {qr ? (
        <img src={qr} alt={t('twoFactor.qrAlt')} className="size-48 rounded-md border" />
      ) : (
        <Skeleton className="size-48" />
      )}
      <dl className="grid gap-1 text-sm">
        <dt className="text-muted-foreground">{t('twoFactor.keyLabel')}</dt>
        <dd className="break-all font-mono" data-testid="two-factor-key">
          {setup.secret}
        </dd>
      </dl>
      <Form
        form={form}
        className="grid max-w-xs gap-4"
        idPrefix="two-factor"
        translate={translateStaffMessage}
        submitError={{ fieldOf: (path) => (path === 'code' ? 'code' : null) }}
        onSubmit={async ({ code }) => onConfirmed((await enableTwoFactor(code)).recoveryCodes)}
      >
        <FormFailure />
        <Field name="code" label={t('twoFactor.code')} autoComplete="one-time-code" inputMode="numeric" />
        <SubmitButton
          className="w-fit"
          label={t('twoFactor.confirm')}
          pendingLabel={t('twoFactor.confirming')}
        />
      </Form>
    </div>
  )
}

/** The QR code of `text` as an image address, once drawn (the key is also shown as text meanwhile). */
function useQrCode(text: string): string | null {
  const [image, setImage] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    toDataURL(text, { margin: 1, width: 192 }).then(
      (url) => current && setImage(url),
      () => current && setImage(null),
    )
    return () => {
      current = false
    }
  }, [text])
  return image
}

/** Recovery codes, shown the one time the server answers them. */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useStaffT()
  return (
    <div className="grid gap-4">
      <Alert>{t('twoFactor.recoveryIntro')}</Alert>
      <ul aria-label={t('twoFactor.recoveryTitle')} className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded-md border px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
      <Button className="w-fit" onClick={onDone}>
        {t('twoFactor.savedCodes')}
      </Button>
    </div>
  )
}
