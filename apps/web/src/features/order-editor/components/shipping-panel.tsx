import { zodResolver } from '@hookform/resolvers/zod'
import {
  type ShippingFormInput,
  type ShippingFormOutput,
  shippingFormSchema,
} from '@lojista/contracts/order/editor-forms'
import { AlertTriangleIcon } from 'lucide-react'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Field } from '@/components/form/field'
import { FormErrorSummary } from '@/components/form/form-error-summary'
import { FormPanel } from '@/components/form/form-panel'
import { MoneyField } from '@/components/form/number-field'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { translateEditorMessage, useEditorT } from '../i18n/editor-i18n'
import { useOrderEditor } from '../model/order-editor-context'

/**
 * "Shipping and delivery options". The store has no rates to offer yet, so a customer's
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
  // Errors show once Apply is tried, then follow the fields as they are corrected.
  const form = useForm<ShippingFormInput, unknown, ShippingFormOutput>({
    resolver: zodResolver(shippingFormSchema),
    defaultValues: { name: '', price: null },
  })

  const hasAddress = Boolean(
    doc.shippingAddress && (doc.shippingAddress.address1 || doc.shippingAddress.city),
  )
  const name = form.watch('name')

  return (
    <FormPanel
      open={open}
      onOpenChange={onOpenChange}
      title={t('shipping.title')}
      closeLabel={t('common.close')}
      submitLabel={t('shipping.save')}
      cancelLabel={t('shipping.cancel')}
      submitDisabled={!name?.trim()}
      footerStart={
        doc.shippingLine && (
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
        )
      }
      form={form}
      startFrom={() => ({ name: doc.shippingLine?.title ?? '', price: doc.shippingLine?.price ?? null })}
      className="grid gap-4"
      translate={translateEditorMessage}
      onSubmit={({ name, price }) => {
        actions.dispatch({ type: 'setShipping', shipping: { title: name, price } })
        onOpenChange(false)
      }}
    >
      <Alert>
        <div className="flex gap-2">
          <AlertTriangleIcon className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
          <p>{hasAddress ? t('shipping.unavailable') : t('shipping.needsAddress')}</p>
        </div>
      </Alert>
      <h3 className="font-medium text-sm">{t('shipping.custom')}</h3>
      <FormErrorSummary
        fields={[
          { name: 'name', label: t('shipping.name'), id: `${id}-name` },
          { name: 'price', label: t('shipping.price'), id: `${id}-price` },
        ]}
        title={() => t('customItem.correctErrors')}
        showLabels={false}
      />
      <Field name="name" id={`${id}-name`} label={t('shipping.name')} maxLength={255} />
      <MoneyField name="price" id={`${id}-price`} label={t('shipping.price')} />
    </FormPanel>
  )
}
