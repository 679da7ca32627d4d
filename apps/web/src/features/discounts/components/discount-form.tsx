import { zodResolver } from '@hookform/resolvers/zod'
import type { Lookup } from '@lojista/contracts/catalog/lookups'
import { discountKinds } from '@lojista/contracts/discounts/index'
import type { ReactNode } from 'react'
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form'
import { CheckboxField } from '@/components/form/checkbox-field'
import { ControlledField } from '@/components/form/controlled-field'
import { Field } from '@/components/form/field'
import { Form } from '@/components/form/form'
import { FormFailure } from '@/components/form/form-failure'
import { MoneyField, NumberField } from '@/components/form/number-field'
import { SelectField } from '@/components/form/select-field'
import { SubmitButton } from '@/components/form/submit-button'
import { AsyncPicker } from '@/components/pickers/async-picker'
import { CustomerPicker, customerLabel } from '@/components/pickers/customer-picker'
import type { PickerFetch } from '@/components/pickers/use-paged-search'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { DatePicker } from '@/components/ui/date-picker'
import { getParty } from '@/lib/api/party-api'
import { useQueryKeys } from '@/lib/query-keys'
import { getCollectionTitle, searchCollectionOptions } from '../api/discounts-api'
import { translateDiscountsMessage, useDiscountsT } from '../i18n/discounts-i18n'
import {
  type DiscountFormOutput,
  type DiscountFormValues,
  discountFormSchema,
  fieldOfPath,
  randomCode,
  type TargetChoice,
} from '../model/discount-form'
import { IdChipsPicker } from './id-chips-picker'

type Values = DiscountFormValues
type DiscountFormApi = UseFormReturn<Values, unknown, DiscountFormOutput>

const fetchCollections: PickerFetch<Lookup> = ({ signal, ...request }) =>
  searchCollectionOptions(request, signal)

interface DiscountFormProps {
  defaultValues: Values
  /** Saves the values; what it throws lands on the fields the server names. */
  onSubmit: (values: DiscountFormOutput, form: DiscountFormApi) => Promise<unknown>
  isNew: boolean
  /** Whether the person may save (discounts.edit). */
  canEdit: boolean
  /** Beside the submit button: deactivate, duplicate, delete. */
  actions?: ReactNode
  /** The store's time zone, whose calendar and clock the start and end are in (the values' own). */
  timeZone: string
}

/**
 * The date picker works with the browser's days: a store's day is shown as that day at the browser's
 * midnight, and a day picked is read back by its year, month and day alone, so no zone shifts it.
 */
function dayShown(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number)
  return new Date(year, month - 1, date)
}

function dayOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  )
}

/** A discount's method, value, what it applies to, conditions, limits, dates and combinations. */
export function DiscountForm({
  defaultValues,
  onSubmit,
  isNew,
  canEdit,
  actions,
  timeZone,
}: DiscountFormProps) {
  const t = useDiscountsT()
  const form: DiscountFormApi = useForm<Values, unknown, DiscountFormOutput>({
    resolver: zodResolver(discountFormSchema),
    defaultValues,
  })
  const [method, type, valueType, minimum, eligibility, limitTotal, appliesTo, getAppliesTo, endsOn] =
    useWatch({
      control: form.control,
      name: [
        'method',
        'type',
        'valueType',
        'minimum',
        'eligibility',
        'limitTotal',
        'appliesTo',
        'getAppliesTo',
        'endsOn',
      ],
    })
  const hasValue = type === 'amount_off_products' || type === 'amount_off_order'
  const targetChoice = (choice: TargetChoice) =>
    choice === 'all'
      ? t('editor.allProducts')
      : choice === 'collections'
        ? t('editor.chosenCollections')
        : t('editor.chosenProducts')
  // Products are not chosen on this screen yet: a discount saved with them (through the API) keeps them.
  const targetsOffered = (current: TargetChoice): TargetChoice[] =>
    current === 'products' ? ['all', 'collections', 'products'] : ['all', 'collections']

  return (
    <Form
      form={form}
      className="grid gap-4"
      idPrefix="discount"
      translate={translateDiscountsMessage}
      submitError={{
        fieldOf: (path) =>
          path === 'value.value'
            ? form.getValues('valueType') === 'percentage'
              ? 'percent'
              : 'amount'
            : fieldOfPath(path),
      }}
      onSubmit={async (values) => {
        await onSubmit(values, form)
      }}
    >
      <FormFailure />
      <Section title={t('editor.methodSection')}>
        <SelectField<Values, 'code' | 'automatic'>
          name="method"
          label={t('editor.methodSection')}
          choices={['code', 'automatic']}
          nameOf={(choice) => (choice === 'code' ? t('editor.methodCode') : t('editor.methodAutomatic'))}
        />
        {method === 'code' && (
          <div className="flex items-end gap-2">
            <Field<Values>
              name="code"
              label={t('editor.code')}
              hint={t('editor.codeHint')}
              maxLength={60}
              autoComplete="off"
              className="flex-1"
            />
            <Button
              type="button"
              variant="outline"
              className="mb-6"
              onClick={() => form.setValue('code', randomCode(), { shouldDirty: true })}
            >
              {t('editor.generate')}
            </Button>
          </div>
        )}
        <Field<Values> name="title" label={t('editor.title')} hint={t('editor.titleHint')} maxLength={255} />
      </Section>

      <Section title={t('editor.typeSection')}>
        <SelectField<Values, (typeof discountKinds)[number]>
          name="type"
          label={t('editor.type')}
          choices={discountKinds}
          nameOf={(choice) => t(`type.${choice}`)}
        />
        {hasValue && (
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField<Values, 'percentage' | 'fixed-amount'>
              name="valueType"
              label={t('editor.valueType')}
              choices={['percentage', 'fixed-amount']}
              nameOf={(choice) =>
                choice === 'percentage' ? t('editor.percentage') : t('editor.fixedAmount')
              }
            />
            {valueType === 'percentage' ? (
              <NumberField<Values> name="percent" label={t('editor.percent')} kind="percent" suffix="%" />
            ) : (
              <MoneyField<Values> name="amount" label={t('editor.amount')} />
            )}
          </div>
        )}
        {(type === 'amount_off_products' || type === 'buy_x_get_y') && (
          <>
            {type === 'buy_x_get_y' && (
              <NumberField<Values> name="buyQuantity" label={t('editor.buySection')} kind="quantity" />
            )}
            <SelectField<Values, TargetChoice>
              name="appliesTo"
              label={t('editor.appliesTo')}
              choices={targetsOffered(appliesTo)}
              nameOf={targetChoice}
            />
            {appliesTo === 'collections' && <CollectionsField name="targetIds" />}
          </>
        )}
        {type === 'buy_x_get_y' && (
          <>
            <NumberField<Values> name="getQuantity" label={t('editor.getSection')} kind="quantity" />
            <SelectField<Values, TargetChoice>
              name="getAppliesTo"
              label={t('editor.appliesTo')}
              choices={targetsOffered(getAppliesTo)}
              nameOf={targetChoice}
            />
            {getAppliesTo === 'collections' && <CollectionsField name="getIds" />}
            <NumberField<Values> name="getPercent" label={t('editor.getPercent')} kind="percent" suffix="%" />
            <NumberField<Values> name="maxUsesPerOrder" label={t('editor.maxUsesPerOrder')} kind="quantity" />
          </>
        )}
        {type === 'free_shipping' && (
          <>
            <Field<Values> name="countries" label={t('editor.countries')} hint={t('editor.countriesHint')} />
            <MoneyField<Values>
              name="maxShippingAmount"
              label={t('editor.maxShippingAmount')}
              hint={t('editor.maxShippingHint')}
            />
          </>
        )}
      </Section>

      <Section title={t('editor.minimumSection')}>
        <SelectField<Values, 'none' | 'amount' | 'quantity'>
          name="minimum"
          label={t('editor.minimumSection')}
          choices={['none', 'amount', 'quantity']}
          nameOf={(choice) =>
            choice === 'none'
              ? t('editor.minimumNone')
              : choice === 'amount'
                ? t('editor.minimumAmount')
                : t('editor.minimumQuantity')
          }
        />
        {minimum === 'amount' && (
          <MoneyField<Values> name="minimumAmount" label={t('editor.minimumAmount')} />
        )}
        {minimum === 'quantity' && (
          <NumberField<Values> name="minimumQuantity" label={t('editor.minimumQuantity')} kind="quantity" />
        )}
      </Section>

      <Section title={t('editor.eligibilitySection')}>
        <SelectField<Values, 'everyone' | 'customers'>
          name="eligibility"
          label={t('editor.eligibilitySection')}
          choices={['everyone', 'customers']}
          nameOf={(choice) => (choice === 'everyone' ? t('editor.everyone') : t('editor.specificCustomers'))}
        />
        {eligibility === 'customers' && <CustomersField />}
      </Section>

      <Section title={t('editor.limitsSection')}>
        <CheckboxField<Values> name="limitTotal" label={t('editor.limitTotal')} />
        {limitTotal && <NumberField<Values> name="totalUses" label={t('editor.totalUses')} kind="quantity" />}
        <CheckboxField<Values> name="oncePerCustomer" label={t('editor.oncePerCustomer')} />
      </Section>

      <Section title={t('editor.datesSection')}>
        <p className="text-muted-foreground text-sm">{t('editor.timeZoneHint', { timeZone })}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <ControlledField<Values, 'startsOn'>
            name="startsOn"
            label={t('editor.startsOn')}
            render={({ field, aria }) => (
              <DatePicker
                {...aria}
                value={dayShown(field.value)}
                onChange={(date) => field.onChange(dayOf(date))}
              />
            )}
          />
          <Field<Values> name="startsTime" label={t('editor.startsTime')} type="time" />
          <ControlledField<Values, 'endsOn'>
            name="endsOn"
            label={t('editor.endsOn')}
            render={({ field, aria }) => (
              <div className="flex gap-2">
                <DatePicker
                  {...aria}
                  value={field.value ? dayShown(field.value) : null}
                  onChange={(date) => field.onChange(dayOf(date))}
                  placeholder={t('editor.noEnd')}
                />
                {field.value && (
                  <Button type="button" variant="ghost" onClick={() => field.onChange(null)}>
                    {t('editor.noEnd')}
                  </Button>
                )}
              </div>
            )}
          />
          {endsOn && <Field<Values> name="endsTime" label={t('editor.endsTime')} type="time" />}
        </div>
      </Section>

      <Section title={t('editor.combinesSection')}>
        <p className="text-muted-foreground text-sm">{t('editor.combinesHint')}</p>
        <CheckboxField<Values> name="combinesWith.product" label={t('editor.combinesProduct')} />
        <CheckboxField<Values> name="combinesWith.order" label={t('editor.combinesOrder')} />
        <CheckboxField<Values> name="combinesWith.shipping" label={t('editor.combinesShipping')} />
      </Section>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <SubmitButton
          label={isNew ? t('editor.create') : t('editor.save')}
          pendingLabel={t('editor.saving')}
          disabled={!canEdit}
          title={canEdit ? undefined : t('editor.noPermission')}
        />
        {actions}
      </div>
    </Form>
  )
}

function CollectionsField({ name }: { name: 'targetIds' | 'getIds' }) {
  const t = useDiscountsT()
  const keys = useQueryKeys()
  return (
    <ControlledField<Values, typeof name>
      name={name}
      label={t('editor.collections')}
      render={({ field, aria }) => (
        <IdChipsPicker
          value={field.value}
          onChange={field.onChange}
          nameOf={{ key: keys.collections.detail, load: getCollectionTitle }}
          removeLabel={(title) => t('editor.removeItem', { name: title })}
          picker={(add) => (
            <AsyncPicker<Lookup>
              {...aria}
              value={null}
              onChange={(entry) => entry && add(entry.id)}
              fetchPage={fetchCollections}
              getKey={(entry) => entry.id}
              getLabel={(entry) => entry.name}
              placeholder={t('editor.collections')}
              searchPlaceholder={t('editor.collections')}
            />
          )}
        />
      )}
    />
  )
}

function CustomersField() {
  const t = useDiscountsT()
  const keys = useQueryKeys()
  return (
    <ControlledField<Values, 'customerIds'>
      name="customerIds"
      label={t('editor.customers')}
      render={({ field, aria }) => (
        <IdChipsPicker
          value={field.value}
          onChange={field.onChange}
          nameOf={{
            key: keys.customers.detail,
            load: async (id, signal) => customerLabel(await getParty(id, signal)),
          }}
          removeLabel={(customer) => t('editor.removeCustomer', { name: customer })}
          picker={(add) => (
            <CustomerPicker {...aria} value={null} onChange={(party) => party && add(party.id)} />
          )}
        />
      )}
    />
  )
}
