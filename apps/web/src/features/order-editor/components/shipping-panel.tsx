import { zodResolver } from '@hookform/resolvers/zod'
import {
  type ShippingFormInput,
  type ShippingFormOutput,
  shippingFormSchema,
} from '@lojista/contracts/order/editor-forms'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Field } from '@/components/form/field'
import { FormErrorSummary } from '@/components/form/form-error-summary'
import { FormPanel } from '@/components/form/form-panel'
import { MoneyField } from '@/components/form/number-field'
import { Button } from '@/components/ui/button'
import { translateEditorMessage, useEditorT } from '../i18n/editor-i18n'
import { useOrderEditor } from '../model/order-editor-context'
import { ShippingOptions, useOptionTitle } from './shipping-options'

/**
 * "Shipping and delivery options": the store's rates, local delivery and pickup that apply to the order's
 * address, weight and total, any of which becomes the shipping line; or a custom shipping line staff type.
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

  const titleOf = useOptionTitle()
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
      {open && (
        <ShippingOptions
          onChoose={(option) => {
            actions.dispatch({
              type: 'setShipping',
              shipping: {
                title: titleOf(option),
                price: option.price,
                source: {
                  kind: option.kind,
                  sourceId: option.sourceId,
                  locationId: option.location?.id ?? null,
                  ...(option.kind === 'pickup' && option.location
                    ? {
                        taxAddress: {
                          countryCode: option.location.countryCode,
                          provinceCode: option.location.provinceCode,
                        },
                      }
                    : {}),
                },
              },
            })
            onOpenChange(false)
          }}
        />
      )}
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
