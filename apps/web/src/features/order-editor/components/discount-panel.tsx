import { zodResolver } from '@hookform/resolvers/zod'
import type { DiscountInput } from '@lojista/contracts/order/api'
import { type DiscountFormValues, discountFormSchema } from '@lojista/contracts/order/editor-forms'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { FormPanel } from '@/components/form/form-panel'
import { Button } from '@/components/ui/button'
import { discountDraftOf, discountInputOf } from '../forms/discount-form'
import { translateEditorMessage, useEditorT } from '../i18n/editor-i18n'
import { DiscountFields } from './discount-fields'

interface DiscountPanelProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  current: DiscountInput | null
  /** null removes the discount (saving a null discount removes the existing one). */
  onSave: (discount: DiscountInput | null) => void
  children?: ReactNode
}

/** The order's or a line's custom discount. The remove button shows only when one exists. */
export function DiscountPanel({ open, onOpenChange, title, current, onSave, children }: DiscountPanelProps) {
  const t = useEditorT()
  const form = useForm<DiscountFormValues>({
    resolver: zodResolver(discountFormSchema),
    defaultValues: discountDraftOf(current),
  })

  return (
    <FormPanel
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={t('common.close')}
      submitLabel={t('discount.apply')}
      cancelLabel={t('discount.cancel')}
      footerStart={
        current && (
          <Button
            variant="destructive-outline"
            className="sm:mr-auto"
            onClick={() => {
              onSave(null)
              onOpenChange(false)
            }}
          >
            {t('discount.remove')}
          </Button>
        )
      }
      form={form}
      startFrom={() => discountDraftOf(current?.discountId ? null : current)}
      className="grid gap-4"
      translate={translateEditorMessage}
      onSubmit={(values) => {
        onSave(discountInputOf(values))
        onOpenChange(false)
      }}
    >
      {children}
      <DiscountFields />
    </FormPanel>
  )
}
