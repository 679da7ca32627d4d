import { CreateCustomerDialog } from '@/components/customers/create-customer-dialog'
import { customerDefaultsFromSearch } from '@/components/customers/customer-defaults'
import { useOrderEditor } from '../model/order-editor-context'

/**
 * Creating a customer from the customer card: the shared create-customer form, whose
 * new customer is then chosen for the order. `typed` is what staff had typed into the customer picker.
 */
export function NewCustomerPanel({ typed = '' }: { typed?: string }) {
  const { flags, actions } = useOrderEditor()
  return (
    <CreateCustomerDialog
      open={flags.isNewCustomerOpen}
      onOpenChange={actions.openNewCustomer}
      defaultValues={customerDefaultsFromSearch(typed)}
      onCreated={async (party) => {
        await actions.setCustomer(party.id)
      }}
    />
  )
}
