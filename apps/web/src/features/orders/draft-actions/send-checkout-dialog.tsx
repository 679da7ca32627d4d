import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormField, fieldAria } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NumberInput } from '@/components/ui/number-input'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api/api-error'
import { formatDate } from '@/lib/format'
import { translateMessage } from '@/lib/i18n/i18n'
import { useSalesTranslation } from '@/lib/i18n/sales'
import { type CheckoutKind, type SentCheckout, sendCheckout } from '../api/checkouts-api'
import { newIdempotencyKey } from '../api/idempotency'
import { problemMessage } from '../api/problem-message'
import { orderKeys } from '../api/query-keys'
import type { DraftActionTarget } from './draft-action-target'

/** The spec's default: a quote stands for 14 days unless staff choose otherwise. */
export const DEFAULT_QUOTE_DAYS = 14
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

interface SendCheckoutDialogProps {
  kind: CheckoutKind
  target: DraftActionTarget
  onOpenChange: (open: boolean) => void
  onSent?: (sent: SentCheckout) => void
}

class NotSaved extends Error {}

/**
 * Send Invoice / Send Quote: who gets it, the subject and a message (and how long a quote stands). Mounted
 * on opening, so each opening is one action with one Idempotency-Key, whatever the retries.
 */
export function SendCheckoutDialog({ kind, target, onOpenChange, onSent }: SendCheckoutDialogProps) {
  const { t } = useSalesTranslation()
  const queryClient = useQueryClient()
  const [key] = useState(newIdempotencyKey)
  const [to, setTo] = useState(target.email)
  const [subject, setSubject] = useState('')
  const [message, setMessage] = useState('')
  const [days, setDays] = useState<number | null>(DEFAULT_QUOTE_DAYS)
  const [toError, setToError] = useState<string | undefined>()
  const [failure, setFailure] = useState<string | null>(null)

  const send = useMutation({
    mutationFn: async () => {
      if (!(await target.save())) throw new NotSaved()
      return sendCheckout(
        kind,
        {
          draftOrderId: target.draftId,
          to: to.trim(),
          ...(subject.trim() ? { subject: subject.trim() } : {}),
          message: message.trim(),
          ...(kind === 'quote' && days ? { expiresInDays: days } : {}),
        },
        key,
      )
    },
    onSuccess: (sent) => {
      toast.success(
        t(kind === 'invoice' ? 'draftActions.invoiceSent' : 'draftActions.quoteSent', { to: sent.to }),
        {
          description: t('draftActions.linkValidUntil', { date: formatDate(sent.expiresAt) }),
          toasterId: target.toasterId,
        },
      )
      void queryClient.invalidateQueries({ queryKey: orderKeys.draftHistory(target.draftId) })
      onSent?.(sent)
      onOpenChange(false)
    },
    onError: (error) => {
      if (error instanceof NotSaved) return setFailure(t('draftActions.notSaved'))
      const field =
        error instanceof ApiError ? error.fieldErrors.find((item) => item.path === 'to') : undefined
      if (field) return setToError(translateMessage(field.message))
      setFailure(problemMessage(error, t('draftActions.failed')))
    },
  })

  const validDays = kind === 'invoice' || (days !== null && days >= 1 && days <= 365)
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
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            setFailure(null)
            if (!EMAIL.test(to.trim())) return setToError(translateMessage('Invalid email'))
            setToError(undefined)
            if (validDays) send.mutate()
          }}
        >
          <FormField id={`${prefix}-to`} label={t('draftActions.to')} error={toError}>
            <Input
              {...fieldAria(`${prefix}-to`, toError)}
              type="email"
              autoComplete="off"
              value={to}
              onChange={(event) => setTo(event.target.value)}
            />
          </FormField>
          <FormField
            id={`${prefix}-subject`}
            label={t('draftActions.subject')}
            hint={t('draftActions.subjectHint')}
          >
            <Input
              {...fieldAria(`${prefix}-subject`, undefined, true)}
              value={subject}
              maxLength={200}
              onChange={(event) => setSubject(event.target.value)}
            />
          </FormField>
          <FormField id={`${prefix}-message`} label={t('draftActions.message')}>
            <Textarea
              id={`${prefix}-message`}
              value={message}
              maxLength={2000}
              placeholder={t('draftActions.messagePlaceholder')}
              onChange={(event) => setMessage(event.target.value)}
            />
          </FormField>
          {kind === 'quote' && (
            <FormField
              id={`${prefix}-days`}
              label={t('draftActions.expiresInDays')}
              error={validDays ? undefined : t('draftActions.daysRange')}
            >
              <NumberInput
                {...fieldAria(`${prefix}-days`, validDays ? undefined : 'invalid')}
                integer
                min={1}
                max={365}
                value={days}
                onValueChange={setDays}
                className="w-28"
              />
            </FormField>
          )}
          {failure && (
            <p role="alert" className="text-destructive text-sm">
              {failure}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('draftActions.cancel')}
            </Button>
            <Button type="submit" disabled={send.isPending || !validDays}>
              {send.isPending
                ? t('draftActions.sending')
                : t(kind === 'invoice' ? 'draftActions.sendInvoice' : 'draftActions.sendQuote')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
