import type { CustomerEditValues } from '@lojista/contracts/party/customer-edit-form'
import { useCustomersT } from '@/components/customers/i18n/customers-i18n'
import { CheckboxField } from '@/components/form/checkbox-field'
import { ControlledField } from '@/components/form/controlled-field'
import { Field } from '@/components/form/field'
import { SelectField } from '@/components/form/select-field'
import { LanguagePicker } from '@/components/pickers/reference-pickers'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { ContactsEditor } from './contacts-editor'

const types = ['individual', 'organization'] as const

/** Names, display name, company, kind of customer and the language they are written to in. */
export function OverviewCard() {
  const t = useCustomersT()
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('detail.overview')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field<CustomerEditValues> name="firstName" label={t('form.firstName')} autoComplete="off" />
          <Field<CustomerEditValues> name="lastName" label={t('form.lastName')} autoComplete="off" />
        </div>
        <Field<CustomerEditValues>
          name="displayName"
          label={t('detail.displayName')}
          hint={t('detail.displayNameHint')}
          autoComplete="off"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field<CustomerEditValues> name="company" label={t('form.company')} autoComplete="off" />
          <SelectField<CustomerEditValues, (typeof types)[number]>
            name="type"
            label={t('detail.type')}
            choices={types}
            nameOf={(type) => t(`detail.type_${type}`)}
          />
        </div>
        <ControlledField<CustomerEditValues, 'locale'>
          name="locale"
          label={t('form.language')}
          hint={t('form.languageHint')}
          render={({ field, aria }) => (
            <LanguagePicker
              {...aria}
              value={field.value ?? null}
              onChange={field.onChange}
              clearable={false}
            />
          )}
        />
      </CardContent>
    </Card>
  )
}

export function ContactsCard() {
  const t = useCustomersT()
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('detail.contacts')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ContactsEditor />
      </CardContent>
    </Card>
  )
}

export function MarketingCard() {
  const t = useCustomersT()
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('detail.marketing')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <CheckboxField<CustomerEditValues> name="emailConsent" label={t('form.emailConsent')} />
        <CheckboxField<CustomerEditValues> name="smsConsent" label={t('form.smsConsent')} />
      </CardContent>
    </Card>
  )
}
