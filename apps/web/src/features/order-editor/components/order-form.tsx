import { useEffect } from 'react'
import { whenIdle } from '@/components/ui/deferred-panel'
import { CustomerCard } from './customer-card'
import { InvoiceSentNotice } from './invoice-sent-notice'
import { preloadEditorPanels } from './lazy-panels'
import { NotesCard } from './notes-card'
import { PaymentCard } from './payment-card'
import { ProductsCard } from './products-card'
import { TagsCard } from './tags-card'

/** "Order form": about 70% for products and payment, 30% for notes, customer and tags. */
export function OrderForm() {
  // The panels' code comes once the form is on screen, so opening one rarely has to wait for it.
  useEffect(() => whenIdle(preloadEditorPanels), [])
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,7fr)_minmax(0,3fr)]">
      <div className="lg:col-span-2 empty:hidden">
        <InvoiceSentNotice />
      </div>
      <div className="grid content-start gap-4">
        <ProductsCard />
        <PaymentCard />
      </div>
      <div className="grid content-start gap-4">
        <NotesCard />
        <CustomerCard />
        <TagsCard />
      </div>
    </div>
  )
}
