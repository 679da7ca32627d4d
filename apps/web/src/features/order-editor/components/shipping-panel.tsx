import { AlertTriangleIcon } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField, fieldAria } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { MoneyInput } from '@/components/ui/money-input'
import { ResponsivePanel } from '@/components/ui/responsive-panel'
import { useEditorT } from '../i18n/editor-i18n'
import { useOrderEditor } from '../model/order-editor-context'

/**
 * Spec section 2.5 "Shipping and delivery options". The store has no rates to offer yet, so a customer's
 * address gets the "not available" warning and staff set a custom shipping line.
 */
export function ShippingPanel({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const t = useEditorT()
  const { doc, actions } = useOrderEditor()
  const id = useId()
  const [name, setName] = useState('')
  const [price, setPrice] = useState<number | null>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts from the order each time it opens
  useEffect(() => {
    if (!open) return
    setName(doc.shippingLine?.title ?? '')
    setPrice(doc.shippingLine ? Number(doc.shippingLine.price) : null)
  }, [open])

  const hasAddress = Boolean(
    doc.shippingAddress && (doc.shippingAddress.address1 || doc.shippingAddress.city),
  )
  const save = () => {
    if (!name.trim()) return
    actions.dispatch({
      type: 'setShipping',
      shipping: { title: name.trim(), price: (price ?? 0).toFixed(2) },
    })
    onOpenChange(false)
  }

  return (
    <ResponsivePanel
      open={open}
      onOpenChange={onOpenChange}
      title={t('shipping.title')}
      closeLabel={t('common.close')}
      footer={
        <>
          {doc.shippingLine && (
            <Button
              variant="destructive-outline"
              className="sm:mr-auto"
              onClick={() => {
                actions.dispatch({ type: 'setShipping', shipping: null })
                onOpenChange(false)
              }}
            >
              {t('shipping.remove')}
            </Button>
          )}
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('shipping.cancel')}
          </Button>
          <Button onClick={save} disabled={!name.trim()}>
            {t('shipping.save')}
          </Button>
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
        <Alert>
          <div className="flex gap-2">
            <AlertTriangleIcon className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
            <p>{hasAddress ? t('shipping.unavailable') : t('shipping.needsAddress')}</p>
          </div>
        </Alert>
        <h3 className="font-medium text-sm">{t('shipping.custom')}</h3>
        <FormField id={`${id}-name`} label={t('shipping.name')}>
          <Input
            {...fieldAria(`${id}-name`)}
            value={name}
            maxLength={255}
            onChange={(event) => setName(event.target.value)}
          />
        </FormField>
        <FormField id={`${id}-price`} label={t('shipping.price')}>
          <MoneyInput {...fieldAria(`${id}-price`)} value={price} onValueChange={setPrice} />
        </FormField>
      </form>
    </ResponsivePanel>
  )
}
