import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from 'react-router'
import { CreateCustomerFields } from '@/components/customers/create-customer-fields'
import { CustomerErrorSummary } from '@/components/customers/customer-error-summary'
import { useCustomersT } from '@/components/customers/i18n/customers-i18n'
import { useCreateCustomerForm } from '@/components/customers/use-create-customer-form'
import { Form } from '@/components/form/form'
import { FormFailure } from '@/components/form/form-failure'
import { SubmitButton } from '@/components/form/submit-button'
import { PageFrame } from '@/components/layout/page-frame'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { useQueryKeys } from '@/lib/query-keys'

const ID_PREFIX = 'customer'

/** `/customers/new`: the create-customer form on a page of its own; success opens the customer. */
export function NewCustomerPage() {
  const t = useCustomersT()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const keys = useQueryKeys()
  const { formProps } = useCreateCustomerForm({
    onCreated: async (party) => {
      queryClient.setQueryData(keys.customers.detail(party.id), party)
      await queryClient.invalidateQueries({ queryKey: keys.customers.lists })
      toast.success(t('form.created', { name: party.displayName || party.name }))
      navigate(`/customers/${party.id}`)
    },
  })

  return (
    <PageFrame className="max-w-3xl">
      <Form {...formProps} idPrefix={ID_PREFIX} className="grid gap-6">
        <FormFailure />
        <CustomerErrorSummary />
        <CreateCustomerFields idPrefix={ID_PREFIX} layout="page" autoFocus />
        <div className="flex justify-end gap-2">
          <Button variant="outline" asChild>
            <Link to="/customers">{t('form.cancel')}</Link>
          </Button>
          <SubmitButton label={t('form.save')} pendingLabel={t('form.saving')} />
        </div>
      </Form>
    </PageFrame>
  )
}
