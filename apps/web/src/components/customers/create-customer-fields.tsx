import type { ReactNode } from 'react'
import { CheckboxField } from '@/components/form/checkbox-field'
import { ControlledField } from '@/components/form/controlled-field'
import { Field } from '@/components/form/field'
import { CountryField, StateField } from '@/components/form/place-fields'
import { LanguagePicker } from '@/components/pickers/reference-pickers'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/utils'
import { type CustomersKey, useCustomersT } from './i18n/customers-i18n'
import type { CustomerFormValues } from './use-create-customer-form'

type TextFieldName =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'company'
  | 'postalCode'
  | 'address1'
  | 'address2'
  | 'city'
  | 'taxId'
type CheckField = 'emailMarketingConsent' | 'smsMarketingConsent' | 'isTaxExempt'

interface CreateCustomerFieldsProps {
  /** The surrounding form's id prefix, which names its sections too. */
  idPrefix: string
  /** 'page': a card per section; 'panel': one column for a dialog or drawer. */
  layout?: 'page' | 'panel'
  autoFocus?: boolean
}

/**
 * The "Create a new customer" fields plus the CPF/CNPJ, each with its error under it,
 * inside a `Form` made by `useCreateCustomerForm`. Shared by the /customers/new page and the
 * create-customer dialog of the order editor.
 */
export function CreateCustomerFields({ idPrefix, layout = 'panel', autoFocus }: CreateCustomerFieldsProps) {
  const t = useCustomersT()

  const text = (
    name: TextFieldName,
    label: CustomersKey,
    options: {
      type?: string
      autoComplete?: string
      hint?: ReactNode
      focus?: boolean
      className?: string
    } = {},
  ) => (
    <Field<CustomerFormValues>
      name={name}
      label={t(label)}
      hint={options.hint}
      className={options.className}
      type={options.type ?? 'text'}
      autoComplete={options.autoComplete}
      autoFocus={options.focus}
    />
  )

  const check = (name: CheckField, label: CustomersKey) => (
    <CheckboxField<CustomerFormValues> name={name} label={t(label)} />
  )

  const overview = (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('firstName', 'form.firstName', { autoComplete: 'off', focus: autoFocus })}
        {text('lastName', 'form.lastName', { autoComplete: 'off' })}
      </div>
      <ControlledField<CustomerFormValues, 'locale'>
        name="locale"
        label={t('form.language')}
        hint={t('form.languageHint')}
        render={({ field, aria }) => (
          <LanguagePicker {...aria} value={field.value ?? null} onChange={field.onChange} clearable={false} />
        )}
      />
      {text('email', 'form.email', { type: 'email', autoComplete: 'off' })}
      {text('phone', 'form.phone', { type: 'tel', autoComplete: 'off' })}
      <div className="grid gap-3">
        {check('emailMarketingConsent', 'form.emailConsent')}
        {check('smsMarketingConsent', 'form.smsConsent')}
      </div>
    </>
  )

  const address = (
    <>
      <CountryField<CustomerFormValues> name={'country'} stateName={'state'} label={t('form.country')} />
      {text('company', 'form.company', { autoComplete: 'off' })}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('postalCode', 'form.postalCode', { autoComplete: 'off' })}
        {text('city', 'form.city', { autoComplete: 'off' })}
      </div>
      {text('address1', 'form.address1', { autoComplete: 'off' })}
      {text('address2', 'form.address2', { autoComplete: 'off' })}
      <StateField<CustomerFormValues> name={'state'} countryName={'country'} label={t('form.state')} />
    </>
  )

  const tax = (
    <>
      {check('isTaxExempt', 'form.taxExempt')}
      {text('taxId', 'form.taxId', { autoComplete: 'off', hint: t('form.taxIdHint') })}
    </>
  )

  const sections: { key: string; title: CustomersKey; body: ReactNode }[] = [
    { key: 'overview', title: 'form.sections.overview', body: overview },
    { key: 'address', title: 'form.sections.address', body: address },
    { key: 'tax', title: 'form.sections.tax', body: tax },
  ]

  if (layout === 'page')
    return (
      <>
        {sections.map((section) => (
          <Card key={section.key}>
            <CardHeader>
              <CardTitle>{t(section.title)}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">{section.body}</CardContent>
          </Card>
        ))}
      </>
    )
  return (
    <div className="grid gap-6">
      {sections.map((section, index) => (
        <section
          key={section.key}
          aria-labelledby={`${idPrefix}-${section.key}`}
          className={cn('grid gap-4', index > 0 && 'border-t pt-6')}
        >
          <h3 id={`${idPrefix}-${section.key}`} className="font-medium text-sm">
            {t(section.title)}
          </h3>
          {section.body}
        </section>
      ))}
    </div>
  )
}
