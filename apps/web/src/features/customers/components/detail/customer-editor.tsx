import type { CustomerEditOutput, CustomerEditValues } from '@lojista/contracts/party/customer-edit-form'
import { FORM_ERROR_PATH } from '@lojista/contracts/party/messages'
import type { Party } from '@lojista/contracts/party/party'
import { translateCustomerMessage, useCustomersT } from '@/components/customers/i18n/customers-i18n'
import { Form } from '@/components/form/form'
import { FormErrorSummary } from '@/components/form/form-error-summary'
import { FormFailure } from '@/components/form/form-failure'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import type { editValuesToUpdate } from '../../model/customer-edit-form'
import { CustomerAddressCards } from './customer-address-cards'
import { ContactsCard, MarketingCard, OverviewCard } from './customer-overview-cards'
import { CustomerSideCards } from './customer-side-cards'
import { SaveBar } from './save-bar'
import { useCustomerEditForm } from './use-customer-edit-form'

interface CustomerEditorProps {
  party: Party
  initialValues: CustomerEditValues
  /** Sends the update; resolves with the party as saved. */
  save: (body: ReturnType<typeof editValuesToUpdate>['body']) => Promise<Party>
  /** The saved party, and the values it was saved from (their option names spare a lookup). */
  onSaved: (party: Party, values: CustomerEditOutput) => void
  /** Fetches the current version after a conflict, replacing what is on screen. */
  onReload: () => void
}

/** The fields the error box can name, by form path, in the order the page shows them. */
const summaryFields = [
  ['firstName', 'form.firstName'],
  ['lastName', 'form.lastName'],
  ['displayName', 'detail.displayName'],
  ['company', 'form.company'],
  ['locale', 'form.language'],
  ['contacts', 'detail.contacts'],
  ['shipping', 'detail.shippingAddress'],
  ['billing', 'detail.billingAddress'],
  ['taxId', 'form.taxId'],
  ['tags', 'detail.tags'],
  ['note', 'detail.note'],
  ['loyaltyPoints', 'detail.loyaltyPoints'],
  ['tier', 'detail.tier'],
] as const

/** Every stored field of a customer, saved together with the version read (a stale one is a conflict). */
export function CustomerEditor({ party, initialValues, save, onSaved, onReload }: CustomerEditorProps) {
  const t = useCustomersT()
  const { form, conflict, onSubmit, submitError } = useCustomerEditForm({
    party,
    initialValues,
    save,
    onSaved,
  })

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      submitError={submitError}
      translate={translateCustomerMessage}
      idPrefix="customer"
      className="grid gap-6"
    >
      {conflict && (
        <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-3">
          <div className="grid gap-1">
            <p className="font-medium">{t('detail.conflictTitle')}</p>
            <p>{t('detail.conflictBody')}</p>
          </div>
          <Button variant="outline" onClick={onReload}>
            {t('detail.reload')}
          </Button>
        </Alert>
      )}
      <FormFailure />
      <FormErrorSummary
        fields={summaryFields.map(([name, label]) => ({ name, label: t(label) }))}
        whole={[FORM_ERROR_PATH]}
        title={(count) => t('form.errorSummary', { count })}
      />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6 lg:col-span-2">
          <OverviewCard />
          <ContactsCard />
          <CustomerAddressCards party={party} />
          <MarketingCard />
        </div>
        <div className="grid content-start gap-6">
          <CustomerSideCards />
        </div>
      </div>

      <SaveBar onDiscard={() => form.reset(initialValues)} />
    </Form>
  )
}
