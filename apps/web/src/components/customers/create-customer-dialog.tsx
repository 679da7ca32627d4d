import type { CustomerForm } from '@lojista/contracts/party/customer-form'
import type { Party } from '@lojista/contracts/party/party'
import { useEffect, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Form } from '@/components/form/form'
import { FormFailure } from '@/components/form/form-failure'
import { SubmitButton } from '@/components/form/submit-button'
import { Button } from '@/components/ui/button'
import { ResponsivePanel } from '@/components/ui/responsive-panel'
import { CreateCustomerFields } from './create-customer-fields'
import { CustomerErrorSummary } from './customer-error-summary'
import { useCustomersT } from './i18n/customers-i18n'
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
 * The "Create a new customer" dialog: a right-side drawer inside a panel
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
  const { form, reset, formProps } = useCreateCustomerForm({
    defaultValues,
    onCreated: async (party) => {
      await onCreated(party)
      reset()
      onOpenChange(false)
    },
  })

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
          <SubmitButton
            form={`${idPrefix}-form`}
            pending={form.formState.isSubmitting}
            label={t('form.save')}
            pendingLabel={t('form.saving')}
          />
        </>
      }
    >
      <Form {...formProps} id={`${idPrefix}-form`} idPrefix={idPrefix} className="grid gap-4">
        <FormFailure />
        <CustomerErrorSummary />
        <CreateCustomerFields idPrefix={idPrefix} layout="panel" autoFocus />
      </Form>
    </ResponsivePanel>
  )
}
