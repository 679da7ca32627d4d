import type { DiscountInput } from '@lojista/contracts/order/api'
import { type ReactNode, useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { ResponsivePanel } from '@/components/ui/responsive-panel'
import {
  type DiscountDraft,
  type DiscountErrors,
  discountDraftOf,
  discountInputOf,
  validateDiscount,
} from '../forms/discount-form'
import { useEditorT } from '../i18n/editor-i18n'
import { DiscountFields } from './discount-fields'

interface DiscountPanelProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  current: DiscountInput | null
  /** null removes the discount (spec section 4: saving a null discount removes the existing one). */
  onSave: (discount: DiscountInput | null) => void
  children?: ReactNode
}

/** The order's or a line's custom discount. The remove button shows only when one exists. */
export function DiscountPanel({ open, onOpenChange, title, current, onSave, children }: DiscountPanelProps) {
  const t = useEditorT()
  const [draft, setDraft] = useState<DiscountDraft>(() => discountDraftOf(current))
  const [errors, setErrors] = useState<DiscountErrors>({})

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts over each time it opens
  useEffect(() => {
    if (open) {
      setDraft(discountDraftOf(current?.discountId ? null : current))
      setErrors({})
    }
  }, [open])

  const save = () => {
    const found = validateDiscount(draft)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    onSave(discountInputOf(draft))
    onOpenChange(false)
  }

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
          <Button onClick={save}>{t('discount.apply')}</Button>
        </>
      }
    >
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          save()
        }}
      >
        {children}
        <DiscountFields
          draft={draft}
          errors={errors}
          onChange={(next) => {
            setDraft(next)
            if (Object.keys(errors).length > 0) setErrors(validateDiscount(next))
          }}
        />
      </form>
    </ResponsivePanel>
  )
}
