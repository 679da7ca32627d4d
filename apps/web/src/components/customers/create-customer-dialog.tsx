import type { CustomerForm } from '@lojista/contracts/party/customer-form'
import type { Party } from '@lojista/contracts/party/party'
import { useEffect, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { ResponsivePanel } from '@/components/ui/responsive-panel'
import { CreateCustomerFields } from './create-customer-fields'
import { CustomerErrorSummary } from './customer-error-summary'
import { listCustomerErrors } from './customer-form-errors'
import { useCustomersT } from './i18n/customers-i18n'
import { SaveButton } from './save-button'
import { useCreateCustomerForm } from './use-create-customer-form'

export interface CreateCustomerDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The created customer, as the server stored them; the dialog then resets and closes. */
  onCreated: (party: Party) => void | Promise<void>
  /** Starting values, e.g. customerDefaultsFromSearch(the text typed into the customer picker). */
  defaultValues?: Partial<CustomerForm>
}

/**
 * The spec's "Create a new customer" dialog (sections 2.5 and 4): a right-side drawer inside a panel
 * container such as the cart drawer, a centred dialog elsewhere. Cancel or close resets and closes; a
 * failed save keeps it open with the errors shown.
 */
export function CreateCustomerDialog({
  open,
  onOpenChange,
  onCreated,
  defaultValues,
}: CreateCustomerDialogProps) {
  const t = useCustomersT()
  const { t: tCommon } = useTranslation()
  const idPrefix = `new-customer-${useId().replace(/:/g, '')}`
  const { form, submit, reset, failure } = useCreateCustomerForm({
    defaultValues,
    onCreated: async (party) => {
      await onCreated(party)
      reset()
      onOpenChange(false)
    },
  })
  const { isSubmitting, errors } = form.formState

  // Each opening starts from the given values (the text typed into the picker may differ each time).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an opening resets the form.
  useEffect(() => {
    if (open) reset()
  }, [open])

  const close = () => {
    reset()
    onOpenChange(false)
  }

  return (
    <ResponsivePanel
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('form.title')}
      closeLabel={tCommon('common.close')}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {t('form.cancel')}
          </Button>
          <SaveButton
            form={`${idPrefix}-form`}
            saving={isSubmitting}
            label={t('form.save')}
            savingLabel={t('form.saving')}
          />
        </>
      }
    >
      <form id={`${idPrefix}-form`} onSubmit={submit} noValidate className="grid gap-4">
        {failure && <Alert variant="destructive">{failure}</Alert>}
        <CustomerErrorSummary errors={listCustomerErrors(errors, idPrefix, t)} />
        <CreateCustomerFields form={form} idPrefix={idPrefix} layout="panel" autoFocus />
      </form>
    </ResponsivePanel>
  )
}
