import { zodResolver } from '@hookform/resolvers/zod'
import {
  type CustomItemFormInput,
  type CustomItemFormOutput,
  customItemFormSchema,
} from '@lojista/contracts/order/editor-forms'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { CheckboxField } from '@/components/form/checkbox-field'
import { Field } from '@/components/form/field'
import { FormErrorSummary } from '@/components/form/form-error-summary'
import { FormPanel } from '@/components/form/form-panel'
import { NumberField } from '@/components/form/number-field'
import { customItemDefaults, customItemInputOf } from '../forms/custom-item-form'
import { translateEditorMessage, useEditorT } from '../i18n/editor-i18n'
import { useOrderEditor } from '../model/order-editor-context'

/** "Add custom item": resets whenever it opens; Save needs a name. */
export function CustomItemPanel() {
  const t = useEditorT()
  const { flags, actions } = useOrderEditor()
  const open = flags.isCustomItemOpen
  const id = useId()
  // Errors show once Save is tried, then follow the fields as they are corrected.
  const form = useForm<CustomItemFormInput, unknown, CustomItemFormOutput>({
    resolver: zodResolver(customItemFormSchema),
    defaultValues: customItemDefaults,
  })

  const isPhysical = form.watch('isPhysical')
  const name = form.watch('itemName')
  const fields = [
    { name: 'itemName', label: t('customItem.name'), id: `${id}-name` },
    { name: 'price', label: t('customItem.price'), id: `${id}-price` },
    { name: 'quantity', label: t('customItem.quantity'), id: `${id}-quantity` },
    { name: 'weight', label: t('customItem.weight'), id: `${id}-weight` },
  ]

  return (
    <FormPanel
      open={open}
      onOpenChange={actions.openCustomItem}
      title={t('customItem.title')}
      closeLabel={t('common.close')}
      submitLabel={t('customItem.save')}
      cancelLabel={t('customItem.cancel')}
      submitDisabled={!name?.trim()}
      form={form}
      startFrom={() => customItemDefaults}
      className="grid gap-4"
      translate={translateEditorMessage}
      onSubmit={(values) => {
        actions.addCustomItem(customItemInputOf(values), values.quantity, values.isTaxable)
        actions.openCustomItem(false)
      }}
    >
      <FormErrorSummary fields={fields} title={() => t('customItem.correctErrors')} showLabels={false} />
      <Field name="itemName" id={`${id}-name`} label={t('customItem.name')} autoFocus />
      <div className="grid grid-cols-2 gap-3">
        <NumberField name="price" id={`${id}-price`} label={t('customItem.price')} kind="money" />
        <NumberField
          name="quantity"
          id={`${id}-quantity`}
          label={t('customItem.quantity')}
          kind="quantity"
          min={1}
          clampOnBlur={false}
        />
      </div>
      <Field name="description" id={`${id}-description`} label={t('customItem.description')} multiline />
      <CheckboxField name="isTaxable" id={`${id}-taxable`} label={t('customItem.taxable')} />
      <CheckboxField name="isPhysical" id={`${id}-physical`} label={t('customItem.physical')} />
      {isPhysical && (
        <NumberField
          name="weight"
          id={`${id}-weight`}
          label={t('customItem.weight')}
          hint={t('customItem.weightHint')}
          kind="weight"
          // A negative weight is read and then refused by the form with its message, rather than
          // dropped as unreadable or quietly turned into 0.
          clampOnBlur={false}
          suffix="kg"
        />
      )}
    </FormPanel>
  )
}
