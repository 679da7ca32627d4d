import type { SavedDiscount } from '@lojista/contracts/order/api'
import { useCallback, useEffect, useId, useState } from 'react'
import { FormField } from '@/components/form/form-field'
import { AsyncPicker } from '@/components/pickers/async-picker'
import type { PickerFetchParams } from '@/components/pickers/use-paged-search'
import { Button } from '@/components/ui/button'
import { ResponsivePanel } from '@/components/ui/responsive-panel'
import { searchDiscountCodes } from '../api/order-api'
import { useEditorT } from '../i18n/editor-i18n'
import { useOrderEditor } from '../model/order-editor-context'

/** The store's saved discount codes, applied to the whole order. Save needs a code chosen. */
export function DiscountCodePanel({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const t = useEditorT()
  const { doc, actions } = useOrderEditor()
  const id = useId()
  const [chosen, setChosen] = useState<SavedDiscount | null>(null)
  const [list, setList] = useState<HTMLElement | null>(null)
  useEffect(() => {
    if (open) setChosen(null)
  }, [open])
  const fetchPage = useCallback(
    ({ query, first, after, signal }: PickerFetchParams) =>
      searchDiscountCodes({ query, first, after }, signal),
    [],
  )
  const save = () => {
    if (!chosen?.name) return
    actions.setOrderDiscount({
      type: chosen.type,
      value: chosen.value,
      title: chosen.title,
      discountId: chosen.id,
    })
    onOpenChange(false)
  }
  return (
    <ResponsivePanel
      open={open}
      onOpenChange={onOpenChange}
      title={t('discount.codeTitle')}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('discount.cancel')}
          </Button>
          <Button onClick={save} disabled={!chosen?.name}>
            {t('discount.save')}
          </Button>
        </>
      }
    >
      <div className="grid gap-3" ref={setList}>
        <FormField id={`${id}-code`} label={t('discount.codeName')}>
          <AsyncPicker<SavedDiscount>
            id={`${id}-code`}
            fetchPage={fetchPage}
            value={chosen}
            onChange={setChosen}
            getKey={(option) => option.id}
            getLabel={(option) => option.name}
            searchPlaceholder={t('discount.codePlaceholder')}
            emptyMessage={t('discount.noCodes')}
            container={list}
          />
        </FormField>
        {doc.appliedDiscount && <p className="text-muted-foreground text-sm">{t('discount.codeReplaces')}</p>}
      </div>
    </ResponsivePanel>
  )
}
