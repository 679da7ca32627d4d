import { zodResolver } from '@hookform/resolvers/zod'
import {
  type AdjustStockFormValues,
  adjustmentReasonSchema,
  adjustStockFormSchema,
  type InventoryLevel,
  MAX_STOCK,
} from '@lojista/contracts/catalog/inventory'
import { DEFAULT_VARIANT_TITLE } from '@lojista/contracts/catalog/variant-title'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Field } from '@/components/form/field'
import { Form } from '@/components/form/form'
import { FormFailure } from '@/components/form/form-failure'
import { NumberField } from '@/components/form/number-field'
import { SelectField } from '@/components/form/select-field'
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
import { Label } from '@/components/ui/label'
import { toast } from '@/components/ui/toast'
import { invalidateAll, useQueryKeys } from '@/lib/query-keys'
import { adjustStock } from '../api/inventory-api'
import { translateInventoryMessage, useInventoryT } from '../i18n/inventory-i18n'

const defaults: AdjustStockFormValues = { mode: 'delta', quantity: null, reason: 'received', note: '' }

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
  const keys = useQueryKeys()
  const form = useForm<AdjustStockFormValues>({
    resolver: zodResolver(adjustStockFormSchema),
    defaultValues: defaults,
  })
  const { register, reset } = form
  const [mode, quantity] = useWatch({ control: form.control, name: ['mode', 'quantity'] })

  useEffect(() => {
    if (level) reset(defaults)
  }, [level, reset])

  if (!level) return <Dialog open={false} />
  const name = variantName(level, t('list.defaultVariant'))
  const after = quantity === null ? null : mode === 'delta' ? level.available + quantity : quantity

  const adjust = async (values: AdjustStockFormValues) => {
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
    await invalidateAll(queryClient, keys.affectedBy.catalogChange)
    onClose()
  }

  // The note and reason keep their own errors; any other of the request's fields is the quantity.
  const fieldOf = (path: string) => (path === 'note' || path === 'reason' ? path : 'quantity')
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')}>
        <Form
          form={form}
          onSubmit={adjust}
          className="grid gap-4"
          translate={translateInventoryMessage}
          submitError={{ fieldOf, failure: { translate: translateInventoryMessage } }}
        >
          <DialogHeader>
            <DialogTitle>{t('adjust.title')}</DialogTitle>
            <DialogDescription>
              {t('adjust.description', { name, location: level.location.name, available: level.available })}
            </DialogDescription>
          </DialogHeader>
          <FormFailure />
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
          <NumberField<AdjustStockFormValues>
            name="quantity"
            id="adjust-quantity"
            label={mode === 'delta' ? t('adjust.delta') : t('adjust.setTo')}
            hint={after === null ? undefined : t('adjust.after', { count: after })}
            kind="quantity"
            min={mode === 'set' ? 0 : -MAX_STOCK}
            max={MAX_STOCK}
            autoFocus
          />
          <SelectField<AdjustStockFormValues, AdjustStockFormValues['reason']>
            name="reason"
            id="adjust-reason"
            label={t('adjust.reason')}
            choices={adjustmentReasonSchema.options}
            nameOf={(reason) => t(`reason.${reason}`)}
          />
          <Field<AdjustStockFormValues>
            name="note"
            id="adjust-note"
            label={t('adjust.note')}
            multiline
            rows={2}
            maxLength={500}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <SubmitButton label={t('adjust.submit')} pendingLabel={t('common.saving')} />
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
