import type { CustomerForm } from '@lojista/contracts/party/customer-form'
import type { ReactNode } from 'react'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { CountryPicker, LanguagePicker, StatePicker } from '@/components/pickers/reference-pickers'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { FormField, fieldAria } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'
import { type CustomerFormField, customerFieldId } from './customer-form-errors'
import { type CustomersKey, translateCustomerMessage, useCustomersT } from './i18n/customers-i18n'
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
  form: UseFormReturn<CustomerFormValues, unknown, CustomerForm>
  /** Prefix of the field ids; two forms on one screen need different ones. */
  idPrefix: string
  /** 'page': a card per section; 'panel': one column for a dialog or drawer. */
  layout?: 'page' | 'panel'
  autoFocus?: boolean
}

/**
 * The spec's "Create a new customer" fields (section 2.5) plus the CPF/CNPJ, each with its error under it.
 * Shared by the /customers/new page and the create-customer dialog of the order editor.
 */
export function CreateCustomerFields({
  form,
  idPrefix,
  layout = 'panel',
  autoFocus,
}: CreateCustomerFieldsProps) {
  const t = useCustomersT()
  const {
    register,
    control,
    setValue,
    watch,
    formState: { errors },
  } = form
  const id = (name: CustomerFormField) => customerFieldId(idPrefix, name)
  const errorOf = (name: CustomerFormField) => {
    const message = errors[name]?.message
    return typeof message === 'string' ? translateCustomerMessage(message) : undefined
  }
  const country = watch('country')

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
    <FormField
      id={id(name)}
      label={t(label)}
      error={errorOf(name)}
      hint={options.hint}
      className={options.className}
    >
      <Input
        {...fieldAria(id(name), errorOf(name), Boolean(options.hint))}
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete}
        autoFocus={options.focus}
        {...register(name)}
      />
    </FormField>
  )

  const check = (name: CheckField, label: CustomersKey) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-start gap-2">
          <Checkbox
            id={id(name)}
            checked={Boolean(field.value)}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            className="mt-0.5"
          />
          <Label htmlFor={id(name)} className="font-normal leading-snug">
            {t(label)}
          </Label>
        </div>
      )}
    />
  )

  const overview = (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('firstName', 'form.firstName', { autoComplete: 'off', focus: autoFocus })}
        {text('lastName', 'form.lastName', { autoComplete: 'off' })}
      </div>
      <Controller
        control={control}
        name="locale"
        render={({ field }) => (
          <FormField
            id={id('locale')}
            label={t('form.language')}
            error={errorOf('locale')}
            hint={t('form.languageHint')}
          >
            <LanguagePicker
              {...fieldAria(id('locale'), errorOf('locale'), true)}
              value={field.value ?? null}
              onChange={field.onChange}
              clearable={false}
            />
          </FormField>
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
      <Controller
        control={control}
        name="country"
        render={({ field }) => (
          <FormField id={id('country')} label={t('form.country')} error={errorOf('country')}>
            <CountryPicker
              {...fieldAria(id('country'), errorOf('country'))}
              value={field.value ?? null}
              onChange={(next) => {
                field.onChange(next)
                // A state belongs to one country: another country's state is dropped.
                const state = form.getValues('state')
                if (state && (!next || !state.id.startsWith(`${next.id}-`)))
                  setValue('state', null, { shouldDirty: true })
              }}
            />
          </FormField>
        )}
      />
      {text('company', 'form.company', { autoComplete: 'off' })}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('postalCode', 'form.postalCode', { autoComplete: 'off' })}
        {text('city', 'form.city', { autoComplete: 'off' })}
      </div>
      {text('address1', 'form.address1', { autoComplete: 'off' })}
      {text('address2', 'form.address2', { autoComplete: 'off' })}
      <Controller
        control={control}
        name="state"
        render={({ field }) => (
          <FormField id={id('state')} label={t('form.state')} error={errorOf('state')}>
            <StatePicker
              {...fieldAria(id('state'), errorOf('state'))}
              countryCode={country?.id ?? null}
              value={field.value ?? null}
              onChange={field.onChange}
            />
          </FormField>
        )}
      />
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
