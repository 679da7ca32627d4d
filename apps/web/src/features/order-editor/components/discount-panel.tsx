import { zodResolver } from '@hookform/resolvers/zod'
import type { DiscountInput } from '@lojista/contracts/order/api'
import { type DiscountFormValues, discountFormSchema } from '@lojista/contracts/order/editor-forms'
import { type ReactNode, useEffect, useId } from 'react'
import { useForm } from 'react-hook-form'
import { Form } from '@/components/form/form'
import { Button } from '@/components/ui/button'
import { ResponsivePanel } from '@/components/ui/responsive-panel'
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
  const id = useId()
  const form = useForm<DiscountFormValues>({
    resolver: zodResolver(discountFormSchema),
    defaultValues: discountDraftOf(current),
  })

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts over each time it opens
  useEffect(() => {
    if (open) form.reset(discountDraftOf(current?.discountId ? null : current))
  }, [open])

  return (
    <ResponsivePanel
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={t('common.close')}
      footer={
        <>
          {current && (
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
          )}
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('discount.cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`}>
            {t('discount.apply')}
          </Button>
        </>
      }
    >
      <Form
        form={form}
        id={`${id}-form`}
        className="grid gap-4"
        translate={translateEditorMessage}
        onSubmit={(values) => {
          onSave(discountInputOf(values))
          onOpenChange(false)
        }}
      >
        {children}
        <DiscountFields />
      </Form>
    </ResponsivePanel>
  )
}
