import { useEffect, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { FormField, fieldAria } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { MoneyInput } from '@/components/ui/money-input'
import { NumberInput } from '@/components/ui/number-input'
import { ResponsivePanel } from '@/components/ui/responsive-panel'
import { Textarea } from '@/components/ui/textarea'
import {
  type CustomItemDraft,
  type CustomItemErrors,
  customItemDefaults,
  customItemInputOf,
  validateCustomItem,
} from '../forms/custom-item-form'
import { translateEditorMessage, useEditorT } from '../i18n/editor-i18n'
import { useOrderEditor } from '../model/order-editor-context'
import { CheckboxField } from './checkbox-field'
import { ErrorList } from './error-list'

/** Spec section 2.5 "Add custom item": resets whenever it opens; Save needs a name. */
export function CustomItemPanel() {
  const t = useEditorT()
  const { flags, actions } = useOrderEditor()
  const open = flags.isCustomItemOpen
  const [draft, setDraft] = useState<CustomItemDraft>(customItemDefaults)
  const [errors, setErrors] = useState<CustomItemErrors>({})
  const id = useId()

  useEffect(() => {
    if (open) {
      setDraft(customItemDefaults)
      setErrors({})
    }
  }, [open])

  const change = (changes: Partial<CustomItemDraft>) => {
    const next = { ...draft, ...changes }
    setDraft(next)
    // Once shown, errors follow the fields as they are corrected.
    if (Object.keys(errors).length > 0) setErrors(validateCustomItem(next))
  }

  const save = () => {
    const found = validateCustomItem(draft)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    actions.addCustomItem(customItemInputOf(draft), draft.quantity ?? 1, draft.isTaxable)
    actions.openCustomItem(false)
  }

  const message = (field: keyof CustomItemDraft) => {
    const error = errors[field]
    return error ? translateEditorMessage(error) : undefined
  }
  const listed = (Object.keys(errors) as (keyof CustomItemDraft)[]).map((field) => message(field) ?? '')

  return (
    <ResponsivePanel
      open={open}
      onOpenChange={actions.openCustomItem}
      title={t('customItem.title')}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="outline" onClick={() => actions.openCustomItem(false)}>
            {t('customItem.cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={draft.itemName.trim() === ''}>
            {t('customItem.save')}
          </Button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        className="grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          save()
        }}
      >
        <ErrorList title={t('customItem.correctErrors')} errors={listed} />
        <FormField id={`${id}-name`} label={t('customItem.name')} error={message('itemName')}>
          <Input
            {...fieldAria(`${id}-name`, message('itemName'))}
            value={draft.itemName}
            autoFocus
            onChange={(event) => change({ itemName: event.target.value })}
          />
        </FormField>
        <div className="grid grid-cols-2 gap-3">
          <FormField id={`${id}-price`} label={t('customItem.price')} error={message('price')}>
            <MoneyInput
              {...fieldAria(`${id}-price`, message('price'))}
              value={draft.price}
              onValueChange={(price) => change({ price })}
            />
          </FormField>
          <FormField id={`${id}-quantity`} label={t('customItem.quantity')} error={message('quantity')}>
            <NumberInput
              {...fieldAria(`${id}-quantity`, message('quantity'))}
              integer
              min={1}
              clampOnBlur={false}
              value={draft.quantity}
              onValueChange={(quantity) => change({ quantity })}
            />
          </FormField>
        </div>
        <FormField id={`${id}-description`} label={t('customItem.description')}>
          <Textarea
            id={`${id}-description`}
            value={draft.description}
            onChange={(event) => change({ description: event.target.value })}
          />
        </FormField>
        <CheckboxField
          label={t('customItem.taxable')}
          checked={draft.isTaxable}
          onCheckedChange={(isTaxable) => change({ isTaxable })}
        />
        <CheckboxField
          label={t('customItem.physical')}
          checked={draft.isPhysical}
          onCheckedChange={(isPhysical) => change({ isPhysical })}
        />
        {draft.isPhysical && (
          <FormField
            id={`${id}-weight`}
            label={t('customItem.weight')}
            hint={t('customItem.weightHint')}
            error={message('weight')}
          >
            <div className="flex items-center gap-2">
              <NumberInput
                {...fieldAria(`${id}-weight`, message('weight'), true)}
                min={0}
                value={draft.weight}
                onValueChange={(weight) => change({ weight })}
              />
              <span className="text-muted-foreground text-sm">kg</span>
            </div>
          </FormField>
        )}
      </form>
    </ResponsivePanel>
  )
}
