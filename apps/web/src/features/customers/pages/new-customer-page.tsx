import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from 'react-router'
import { CreateCustomerFields } from '@/components/customers/create-customer-fields'
import { CustomerErrorSummary } from '@/components/customers/customer-error-summary'
import { listCustomerErrors } from '@/components/customers/customer-form-errors'
import { useCustomersT } from '@/components/customers/i18n/customers-i18n'
import { SaveButton } from '@/components/customers/save-button'
import { useCreateCustomerForm } from '@/components/customers/use-create-customer-form'
import { PageFrame } from '@/components/layout/page-frame'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { customerKeys } from '../api/query-keys'

const ID_PREFIX = 'customer'

/** `/customers/new`: the spec's create-customer form on a page of its own; success opens the customer. */
export function NewCustomerPage() {
  const t = useCustomersT()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { form, submit, failure } = useCreateCustomerForm({
    onCreated: async (party) => {
      queryClient.setQueryData(customerKeys.detail(party.id), party)
      await queryClient.invalidateQueries({ queryKey: customerKeys.lists() })
      toast.success(t('form.created', { name: party.displayName || party.name }))
      navigate(`/customers/${party.id}`)
    },
  })
  const { isSubmitting, errors } = form.formState

  return (
    <PageFrame className="max-w-3xl">
      <form onSubmit={submit} noValidate className="grid gap-6">
        {failure && <Alert variant="destructive">{failure}</Alert>}
        <CustomerErrorSummary errors={listCustomerErrors(errors, ID_PREFIX, t)} />
        <CreateCustomerFields form={form} idPrefix={ID_PREFIX} layout="page" autoFocus />
        <div className="flex justify-end gap-2">
          <Button variant="outline" asChild>
            <Link to="/customers">{t('form.cancel')}</Link>
          </Button>
          <SaveButton saving={isSubmitting} label={t('form.save')} savingLabel={t('form.saving')} />
        </div>
      </form>
    </PageFrame>
  )
}
