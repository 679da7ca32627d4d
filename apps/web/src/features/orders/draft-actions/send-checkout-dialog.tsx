import { zodResolver } from '@hookform/resolvers/zod'
import { sendCheckoutFormSchema } from '@lojista/contracts/sales/checkout'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Field } from '@/components/form/field'
import { Form } from '@/components/form/form'
import { FormFailure } from '@/components/form/form-failure'
import { NumberField } from '@/components/form/number-field'
import { SubmitButton } from '@/components/form/submit-button'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { toast } from '@/components/ui/toast'
import { errorMessage } from '@/lib/api/error-message'
import { formatDate } from '@/lib/format'
import { useSalesT } from '@/lib/i18n/sales'
import { useQueryKeys } from '@/lib/query-keys'
import { type CheckoutKind, type SentCheckout, sendCheckout } from '../api/checkouts-api'
import { newIdempotencyKey } from '../api/idempotency'
import type { DraftActionTarget } from './draft-action-target'
import { DraftChanged, DraftNotSaved, savedVersion, withCurrentDraft } from './saved-draft'

/** By default a quote stands for 14 days unless staff choose otherwise. */
export const DEFAULT_QUOTE_DAYS = 14

interface SendCheckoutDialogProps {
  kind: CheckoutKind
  target: DraftActionTarget
  onOpenChange: (open: boolean) => void
  onSent?: (sent: SentCheckout) => void
}

type SendValues = { to: string; subject: string; message: string; expiresInDays: number | null }

/**
 * Send Invoice / Send Quote: who gets it, the subject and a message (and how long a quote stands). Mounted
 * on opening, so each opening is one action with one Idempotency-Key, whatever the retries.
 */
export function SendCheckoutDialog({ kind, target, onOpenChange, onSent }: SendCheckoutDialogProps) {
  const t = useSalesT()
  const queryClient = useQueryClient()
  const keys = useQueryKeys()
  const [key] = useState(newIdempotencyKey)
  const form = useForm<SendValues>({
    resolver: zodResolver(sendCheckoutFormSchema(kind)),
    defaultValues: { to: target.email, subject: '', message: '', expiresInDays: DEFAULT_QUOTE_DAYS },
  })
  const days = form.watch('expiresInDays')
  // The days are checked as they are typed, so the range shows before Send is tried.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new number of days is checked
  useEffect(() => {
    if (kind === 'quote') void form.trigger('expiresInDays')
  }, [days])

  const send = useMutation({
    mutationFn: async ({ to, subject, message, expiresInDays }: SendValues) => {
      const version = await savedVersion(target)
      const body = {
        draftOrderId: target.draftId,
        version,
        to,
        ...(subject ? { subject } : {}),
        message,
        ...(kind === 'quote' && expiresInDays ? { expiresInDays } : {}),
      }
      try {
        return await sendCheckout(kind, body, key)
      } catch (error) {
        throw withCurrentDraft(error, target)
      }
    },
    onSuccess: (sent) => {
      toast.success(
        t(kind === 'invoice' ? 'draftActions.invoiceSent' : 'draftActions.quoteSent', { to: sent.to }),
        {
          description: t('draftActions.linkValidUntil', { date: formatDate(sent.expiresAt) }),
          toasterId: target.toasterId,
        },
      )
      void queryClient.invalidateQueries({ queryKey: keys.orders.draftHistory(target.draftId) })
      onSent?.(sent)
      onOpenChange(false)
    },
  })

  const submit = async (values: SendValues) => {
    try {
      await send.mutateAsync(values)
    } catch (error) {
      if (!(error instanceof DraftChanged)) throw error
      // The editor behind the dialog now shows the current draft: close, so the person sees it.
      toast.error(t('draftActions.changedTitle'), {
        description: t('draftActions.changedBody'),
        toasterId: target.toasterId,
      })
      onOpenChange(false)
    }
  }

  const prefix = `send-${kind}`
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('translation:common.close')}>
        <DialogHeader>
          <DialogTitle>
            {t(kind === 'invoice' ? 'draftActions.invoiceTitle' : 'draftActions.quoteTitle')}
          </DialogTitle>
          <DialogDescription>
            {t(kind === 'invoice' ? 'draftActions.invoiceBody' : 'draftActions.quoteBody')}
          </DialogDescription>
        </DialogHeader>
        <Form
          form={form}
          className="grid gap-4"
          onSubmit={submit}
          submitError={{
            fieldOf: (path) => (path === 'to' ? 'to' : null),
            failure: (error) =>
              error instanceof DraftNotSaved
                ? t('draftActions.notSaved')
                : errorMessage(error, { fallback: t('draftActions.failed') }),
          }}
        >
          <Field name="to" id={`${prefix}-to`} label={t('draftActions.to')} type="email" autoComplete="off" />
          <Field
            name="subject"
            id={`${prefix}-subject`}
            label={t('draftActions.subject')}
            hint={t('draftActions.subjectHint')}
            maxLength={200}
          />
          <Field
            name="message"
            id={`${prefix}-message`}
            label={t('draftActions.message')}
            multiline
            maxLength={2000}
            placeholder={t('draftActions.messagePlaceholder')}
          />
          {kind === 'quote' && (
            <NumberField
              name="expiresInDays"
              id={`${prefix}-days`}
              label={t('draftActions.expiresInDays')}
              kind="quantity"
              min={1}
              max={365}
              className="[&_input]:w-28"
            />
          )}
          <FormFailure />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('draftActions.cancel')}
            </Button>
            <SubmitButton
              disabled={Boolean(form.formState.errors.expiresInDays)}
              label={t(kind === 'invoice' ? 'draftActions.sendInvoice' : 'draftActions.sendQuote')}
              pendingLabel={t('draftActions.sending')}
            />
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
