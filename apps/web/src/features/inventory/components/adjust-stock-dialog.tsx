import { zodResolver } from '@hookform/resolvers/zod'
import { adjustmentReasonSchema, type InventoryLevel, MAX_STOCK } from '@lojista/contracts/catalog/inventory'
import { DEFAULT_VARIANT_TITLE } from '@lojista/contracts/catalog/variant-title'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'
import { Alert } from '@/components/ui/alert'
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
import { Label } from '@/components/ui/label'
import { NumberInput } from '@/components/ui/number-input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api/api-error'
import { adjustStock } from '../api/inventory-api'
import { translateInventoryMessage, useInventoryT } from '../i18n/inventory-i18n'

/** Messages of the adjustment form; English sentences, translated by their text. */
export const adjustMessages = {
  required: 'Required',
  notZero: 'Must not be 0',
  notNegative: 'Must be 0 or greater',
  tooLarge: 'Too many units',
} as const

export const adjustFormSchema = z
  .object({
    mode: z.enum(['delta', 'set']),
    quantity: z.number().int().nullable(),
    reason: adjustmentReasonSchema,
    note: z.string().trim().max(500),
  })
  .superRefine((form, context) => {
    const issue = (message: string) => context.addIssue({ code: 'custom', path: ['quantity'], message })
    if (form.quantity === null) issue(adjustMessages.required)
    else if (Math.abs(form.quantity) > MAX_STOCK) issue(adjustMessages.tooLarge)
    else if (form.mode === 'delta' && form.quantity === 0) issue(adjustMessages.notZero)
    else if (form.mode === 'set' && form.quantity < 0) issue(adjustMessages.notNegative)
  })
export type AdjustFormValues = z.infer<typeof adjustFormSchema>

const defaults: AdjustFormValues = { mode: 'delta', quantity: null, reason: 'received', note: '' }

export function variantName(level: InventoryLevel, fallback: string): string {
  const variant = level.variant.title === DEFAULT_VARIANT_TITLE ? fallback : level.variant.title
  return variant === fallback ? level.product.title : `${level.product.title} · ${variant}`
}

interface AdjustStockDialogProps {
  /** The stock level adjusted; null keeps the dialog closed. */
  level: InventoryLevel | null
  onClose: () => void
}

/** Changes a variant's stock at one location by a number of units, or to a count, with a reason. */
export function AdjustStockDialog({ level, onClose }: AdjustStockDialogProps) {
  const t = useInventoryT()
  const queryClient = useQueryClient()
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AdjustFormValues>({ resolver: zodResolver(adjustFormSchema), defaultValues: defaults })
  const [mode, quantity] = useWatch({ control, name: ['mode', 'quantity'] })

  useEffect(() => {
    if (level) reset(defaults)
  }, [level, reset])

  if (!level) return <Dialog open={false} />
  const name = variantName(level, t('list.defaultVariant'))
  const after = quantity === null ? null : mode === 'delta' ? level.available + quantity : quantity

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await adjustStock({
        variantId: level.variant.id,
        locationId: level.location.id,
        ...(values.mode === 'delta' ? { delta: values.quantity! } : { setTo: values.quantity! }),
        reason: values.reason,
        note: values.note,
      })
      toast.success(
        t('adjust.done', { name, location: result.level.location.name, count: result.level.available }),
      )
      // Product totals, the product page's stock and this page all show the new count.
      await queryClient.invalidateQueries({ queryKey: ['products'] })
      onClose()
    } catch (error) {
      const fieldError = error instanceof ApiError ? error.fieldErrors[0] : undefined
      const field = fieldError?.path === 'note' ? 'note' : fieldError?.path === 'reason' ? 'reason' : null
      const message =
        fieldError?.message ??
        (error instanceof ApiError ? (error.problem.detail ?? error.problem.title) : String(error))
      if (field) setError(field, { message })
      else if (fieldError) setError('quantity', { message })
      else setError('root', { message })
    }
  })

  const message = (text: string | undefined) => (text ? translateInventoryMessage(text) : undefined)
  const quantityError = message(errors.quantity?.message)
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')}>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('adjust.title')}</DialogTitle>
            <DialogDescription>
              {t('adjust.description', { name, location: level.location.name, available: level.available })}
            </DialogDescription>
          </DialogHeader>
          {errors.root?.message && <Alert variant="destructive">{message(errors.root.message)}</Alert>}
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-medium text-sm">{t('adjust.mode')}</legend>
            <div className="flex flex-wrap gap-4">
              {(['delta', 'set'] as const).map((value) => (
                <Label key={value} className="font-normal">
                  <input type="radio" value={value} className="size-4 accent-primary" {...register('mode')} />
                  {value === 'delta' ? t('adjust.modeDelta') : t('adjust.modeSet')}
                </Label>
              ))}
            </div>
          </fieldset>
          <FormField
            id="adjust-quantity"
            label={mode === 'delta' ? t('adjust.delta') : t('adjust.setTo')}
            error={quantityError}
            hint={after === null ? undefined : t('adjust.after', { count: after })}
          >
            <Controller
              control={control}
              name="quantity"
              render={({ field }) => (
                <NumberInput
                  {...fieldAria('adjust-quantity', quantityError, after !== null)}
                  integer
                  min={mode === 'set' ? 0 : -MAX_STOCK}
                  max={MAX_STOCK}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  autoFocus
                />
              )}
            />
          </FormField>
          <FormField id="adjust-reason" label={t('adjust.reason')} error={message(errors.reason?.message)}>
            <Controller
              control={control}
              name="reason"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="adjust-reason" className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {adjustmentReasonSchema.options.map((reason) => (
                      <SelectItem key={reason} value={reason}>
                        {t(`reason.${reason}`)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>
          <FormField id="adjust-note" label={t('adjust.note')} error={message(errors.note?.message)}>
            <Textarea
              {...fieldAria('adjust-note', message(errors.note?.message))}
              rows={2}
              maxLength={500}
              {...register('note')}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('common.saving') : t('adjust.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
