import { zodResolver } from '@hookform/resolvers/zod'
import { fromMinorUnits } from '@lojista/contracts/common/minor-units'
import type { DiscountCheckRequest } from '@lojista/contracts/discounts/api'
import { discountRefusalText } from '@lojista/contracts/discounts/refusals'
import type { SavedDiscount } from '@lojista/contracts/order/api'
import {
  type DiscountCodeFormInput,
  type DiscountCodeFormOutput,
  discountCodeFormSchema,
} from '@lojista/contracts/order/editor-forms'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useId, useMemo, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { ControlledField } from '@/components/form/controlled-field'
import { FormPanel } from '@/components/form/form-panel'
import { AsyncPicker } from '@/components/pickers/async-picker'
import type { PickerFetchParams } from '@/components/pickers/use-paged-search'
import { formatMoney, interfaceLanguage } from '@/lib/format'
import { useQueryKeys } from '@/lib/query-keys'
import { checkDiscount, searchDiscountCodes } from '../api/order-api'
import { translateEditorMessage, useEditorT } from '../i18n/editor-i18n'
import type { EditorDocument } from '../model/document'
import { useOrderEditor } from '../model/order-editor-context'

/** The order as it is on screen, as the server weighs a discount against it. */
function checkRequestOf(doc: EditorDocument): DiscountCheckRequest {
  const country = doc.shippingAddress?.countryCode ?? ''
  return {
    customerId: doc.customer?.id ?? null,
    lineItems: doc.lineItems
      .filter((line) => line.quantity > 0)
      .map((line) => ({
        variantId: line.variantId,
        quantity: line.quantity,
        unitPrice: fromMinorUnits(line.display.unitPrice),
      })),
    shipping: doc.shippingLine?.price ?? null,
    shippingCountry: /^[A-Z]{2}$/.test(country) ? country : null,
  }
}

/**
 * The store's saved discount codes, of every kind, chosen for the order: what a code takes off (its items,
 * the order or the shipping) is worked out by the server as the draft is saved. A chosen code is weighed
 * against the order as it is (minimum, dates, limits, customer, the automatic discounts it meets): one that
 * would not apply says why and cannot be saved; one that would says what it takes off.
 */
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
  const form = useForm<DiscountCodeFormInput, unknown, DiscountCodeFormOutput>({
    resolver: zodResolver(discountCodeFormSchema),
    defaultValues: { discount: null },
  })
  const chosen = useWatch({ control: form.control, name: 'discount' })
  const [list, setList] = useState<HTMLElement | null>(null)
  const keys = useQueryKeys()
  const request = useMemo(() => checkRequestOf(doc), [doc])
  const verdict = useQuery({
    queryKey: keys.discounts.check(chosen?.id ?? '', request),
    queryFn: ({ signal }) => checkDiscount(chosen?.id ?? '', request, signal),
    enabled: open && chosen !== null,
  })
  const refused = verdict.data?.refusal
    ? discountRefusalText(verdict.data.refusal, interfaceLanguage(), verdict.data.currencyCode)
    : null
  // A failed check does not block: placing the order checks the code again.
  const checking = chosen !== null && verdict.isPending && verdict.fetchStatus !== 'idle'
  const fetchPage = useCallback(
    ({ query, first, after, signal }: PickerFetchParams) =>
      searchDiscountCodes({ query, first, after }, signal),
    [],
  )
  const save = ({ discount }: DiscountCodeFormOutput) => {
    if (refused || checking) return
    actions.setOrderDiscount({
      type: discount.type,
      value: discount.value,
      title: discount.title,
      discountId: discount.id,
    })
    onOpenChange(false)
  }
  return (
    <FormPanel
      open={open}
      onOpenChange={onOpenChange}
      title={t('discount.codeTitle')}
      closeLabel={t('common.close')}
      submitLabel={t('discount.save')}
      cancelLabel={t('discount.cancel')}
      submitDisabled={!chosen?.name || refused !== null || checking}
      form={form}
      startFrom={() => ({ discount: null })}
      translate={translateEditorMessage}
      onSubmit={save}
    >
      <div className="grid gap-3" ref={setList}>
        <ControlledField<DiscountCodeFormInput, 'discount'>
          name="discount"
          id={`${id}-code`}
          label={t('discount.codeName')}
          render={({ field, aria }) => (
            <AsyncPicker<SavedDiscount>
              {...aria}
              fetchPage={fetchPage}
              value={field.value}
              onChange={field.onChange}
              getKey={(option) => option.id}
              getLabel={(option) => option.name}
              searchPlaceholder={t('discount.codePlaceholder')}
              emptyMessage={t('discount.noCodes')}
              container={list}
            />
          )}
        />
        {chosen && refused && (
          <p role="alert" className="text-destructive text-sm">
            {refused}
          </p>
        )}
        {chosen && verdict.data?.applies && verdict.data.amount !== null && (
          <p role="status" className="text-sm">
            {t('discount.codeTakesOff', {
              amount: formatMoney(verdict.data.amount, verdict.data.currencyCode),
            })}
          </p>
        )}
        {doc.appliedDiscount && <p className="text-muted-foreground text-sm">{t('discount.codeReplaces')}</p>}
      </div>
    </FormPanel>
  )
}
