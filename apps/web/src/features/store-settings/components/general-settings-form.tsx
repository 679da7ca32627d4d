import { zodResolver } from '@hookform/resolvers/zod'
import { weightUnitSchema } from '@lojista/contracts/catalog/products'
import { unitSystems } from '@lojista/contracts/settings/general'
import {
  type GeneralSettingsFormOutput,
  type GeneralSettingsFormValues,
  generalSettingsFormSchema,
} from '@lojista/contracts/settings/general-form'
import type { ReactNode } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Field } from '@/components/form/field'
import { Form } from '@/components/form/form'
import { FormErrorSummary } from '@/components/form/form-error-summary'
import { FormFailure } from '@/components/form/form-failure'
import { CountryField, StateField } from '@/components/form/place-fields'
import { SelectField } from '@/components/form/select-field'
import { SubmitButton } from '@/components/form/submit-button'
import { currencyName } from '@/lib/format/display-names'
import { translateStoreSettingsMessage, useStoreSettingsT } from '../i18n/store-settings-i18n'
import { TimeZoneField } from './time-zone-field'

/** The request paths the server names in its field errors, as this form's fields. */
const fieldOfPath: Partial<Record<string, keyof GeneralSettingsFormValues>> = {
  countryCode: 'country',
  provinceCode: 'state',
}
const fields = new Set(Object.keys(generalSettingsFormSchema.shape))
/** The fields the error summary lists, in the order the form shows them. */
const summaryFields = [
  'storeName',
  'contactEmail',
  'contactPhone',
  'legalName',
  'cnpj',
  'country',
  'address1',
  'city',
  'postalCode',
  'state',
  'timeZone',
  'unitSystem',
  'weightUnit',
  'orderNumberPrefix',
  'orderNumberSuffix',
  'draftNumberPrefix',
  'draftNumberSuffix',
] as const satisfies readonly (keyof GeneralSettingsFormValues)[]

interface GeneralSettingsFormProps {
  defaultValues: GeneralSettingsFormValues
  /** The store's one currency, shown and never sent. */
  currencyCode: string
  /** Saves the values; what it throws lands on the fields the server names. */
  onSubmit: (values: GeneralSettingsFormOutput) => Promise<unknown>
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-lg border p-4">
      <legend className="px-1 font-medium text-sm">{title}</legend>
      {hint && <p className="-mt-2 text-muted-foreground text-xs">{hint}</p>}
      {children}
    </fieldset>
  )
}

/** What the next order and draft will be called with the prefixes and suffixes as typed. */
function NumberingExample() {
  const t = useStoreSettingsT()
  const [orderPrefix, orderSuffix, draftPrefix, draftSuffix] = useWatch<GeneralSettingsFormValues>({
    name: ['orderNumberPrefix', 'orderNumberSuffix', 'draftNumberPrefix', 'draftNumberSuffix'],
  }) as string[]
  return (
    <p className="text-muted-foreground text-sm">
      {t('general.example', {
        order: `${orderPrefix ?? ''}1001${orderSuffix ?? ''}`.trim(),
        draft: `${draftPrefix ?? ''}1${draftSuffix ?? ''}`.trim(),
      })}
    </p>
  )
}

/** The store's name, contact, legal details, address, defaults and numbering. */
export function GeneralSettingsForm({ defaultValues, currencyCode, onSubmit }: GeneralSettingsFormProps) {
  const t = useStoreSettingsT()
  const form = useForm<GeneralSettingsFormValues, unknown, GeneralSettingsFormOutput>({
    resolver: zodResolver(generalSettingsFormSchema),
    defaultValues,
  })
  return (
    <Form
      form={form}
      className="grid gap-6"
      idPrefix="general"
      translate={translateStoreSettingsMessage}
      submitError={{
        fieldOf: (path) =>
          fieldOfPath[path] ?? (fields.has(path) ? (path as keyof GeneralSettingsFormValues) : null),
      }}
      onSubmit={async (values) => {
        await onSubmit(values)
        // What was saved is the form's new starting point.
        form.reset(values)
      }}
    >
      <FormFailure />
      <FormErrorSummary
        fields={summaryFields.map((name) => ({ name, label: t(`general.${name}`) }))}
        title={(count) => t('general.errorSummary', { count })}
      />
      <Section title={t('general.storeDetails')}>
        <Field<GeneralSettingsFormValues>
          name="storeName"
          label={t('general.storeName')}
          hint={t('general.storeNameHint')}
          maxLength={255}
          autoComplete="organization"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field<GeneralSettingsFormValues>
            name="contactEmail"
            label={t('general.contactEmail')}
            type="email"
            maxLength={255}
            autoComplete="email"
          />
          <Field<GeneralSettingsFormValues>
            name="contactPhone"
            label={t('general.contactPhone')}
            type="tel"
            maxLength={30}
            autoComplete="tel"
          />
        </div>
      </Section>
      <Section title={t('general.legal')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field<GeneralSettingsFormValues>
            name="legalName"
            label={t('general.legalName')}
            placeholder={t('general.legalNamePlaceholder')}
            maxLength={255}
          />
          <Field<GeneralSettingsFormValues>
            name="cnpj"
            label={t('general.cnpj')}
            placeholder="00.000.000/0000-00"
            maxLength={30}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
      </Section>
      <Section title={t('general.address')}>
        <CountryField<GeneralSettingsFormValues>
          name={'country'}
          stateName={'state'}
          label={t('general.country')}
        />
        <Field<GeneralSettingsFormValues> name="address1" label={t('general.address1')} maxLength={255} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field<GeneralSettingsFormValues> name="city" label={t('general.city')} maxLength={255} />
          <Field<GeneralSettingsFormValues>
            name="postalCode"
            label={t('general.postalCode')}
            maxLength={20}
          />
        </div>
        <StateField<GeneralSettingsFormValues>
          name={'state'}
          countryName={'country'}
          label={t('general.state')}
        />
      </Section>
      <Section title={t('general.standards')}>
        <div className="grid gap-1">
          <p className="font-medium text-sm">{t('general.currency')}</p>
          <p className="text-sm">
            {currencyName(currencyCode)} ({currencyCode})
          </p>
          <p className="text-muted-foreground text-xs">{t('general.currencyHint')}</p>
        </div>
        <TimeZoneField<GeneralSettingsFormValues>
          name="timeZone"
          label={t('general.timeZone')}
          searchPlaceholder={t('general.timeZoneSearch')}
          emptyMessage={t('general.timeZoneEmpty')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField<GeneralSettingsFormValues, (typeof unitSystems)[number]>
            name="unitSystem"
            label={t('general.unitSystem')}
            choices={unitSystems}
            nameOf={(system) => t(`general.unitSystems.${system}`)}
          />
          <SelectField<GeneralSettingsFormValues, (typeof weightUnitSchema.options)[number]>
            name="weightUnit"
            label={t('general.weightUnit')}
            choices={weightUnitSchema.options}
            nameOf={(unit) => t(`general.weightUnits.${unit}`)}
          />
        </div>
      </Section>
      <Section title={t('general.numbering')} hint={t('general.numberingHint')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field<GeneralSettingsFormValues>
            name="orderNumberPrefix"
            label={t('general.orderNumberPrefix')}
            maxLength={10}
            autoComplete="off"
          />
          <Field<GeneralSettingsFormValues>
            name="orderNumberSuffix"
            label={t('general.orderNumberSuffix')}
            maxLength={10}
            autoComplete="off"
          />
          <Field<GeneralSettingsFormValues>
            name="draftNumberPrefix"
            label={t('general.draftNumberPrefix')}
            maxLength={10}
            autoComplete="off"
          />
          <Field<GeneralSettingsFormValues>
            name="draftNumberSuffix"
            label={t('general.draftNumberSuffix')}
            maxLength={10}
            autoComplete="off"
          />
        </div>
        <NumberingExample />
      </Section>
      <div>
        <SubmitButton label={t('page.save')} pendingLabel={t('page.saving')} />
      </div>
    </Form>
  )
}
