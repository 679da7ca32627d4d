import { type ComponentProps, lazy, Suspense } from 'react'
import { DeferredPanel } from '@/components/ui/deferred-panel'
import { Skeleton } from '@/components/ui/skeleton'
import { withTexts } from '@/lib/i18n/i18n'
import { useOrderEditor } from '../model/order-editor-context'
import type * as Panels from './panels'

/**
 * The editor's panels open on demand, so their code is not part of the editor's first load: it is fetched
 * once the editor is idle (preloadEditorPanels) or, at the latest, when a panel first opens. The create
 * customer form is heavier and needed only when staff create a customer, so it loads when it opens.
 */
const loadPanels = withTexts(() => import('./panels'))

// The payment-terms fields (and their date picker) show only once "Payment due later" is ticked.
const loadPaymentTerms = () => import('./payment-terms-fields')
const LazyPaymentTermsFields = lazy(() =>
  loadPaymentTerms().then((module) => ({ default: module.PaymentTermsFields })),
)

export function preloadEditorPanels() {
  void loadPanels()
  void loadPaymentTerms()
}

export function PaymentTermsFields() {
  return (
    <Suspense fallback={<Skeleton className="h-10 w-full" />}>
      <LazyPaymentTermsFields />
    </Suspense>
  )
}

function lazyPanel<K extends keyof typeof Panels>(name: K): (typeof Panels)[K] {
  const Panel = lazy(() => loadPanels().then((module) => ({ default: module[name] })))
  return Panel as unknown as (typeof Panels)[K]
}

const Lazy = {
  AddressPanel: lazyPanel('AddressPanel'),
  BrowsePanel: lazyPanel('BrowsePanel'),
  ContactPanel: lazyPanel('ContactPanel'),
  CustomItemPanel: lazyPanel('CustomItemPanel'),
  DiscountCodePanel: lazyPanel('DiscountCodePanel'),
  DiscountPanel: lazyPanel('DiscountPanel'),
  LineDiscountPanel: lazyPanel('LineDiscountPanel'),
  ShippingPanel: lazyPanel('ShippingPanel'),
  TaxIdPanel: lazyPanel('TaxIdPanel'),
  TaxPanel: lazyPanel('TaxPanel'),
}
const loadNewCustomerPanel = withTexts(() => import('./new-customer-panel'))
const LazyNewCustomerPanel = lazy(() =>
  loadNewCustomerPanel().then((module) => ({ default: module.NewCustomerPanel })),
)

export function AddressPanel(props: ComponentProps<typeof Panels.AddressPanel>) {
  return (
    <DeferredPanel open={props.open}>
      <Lazy.AddressPanel {...props} />
    </DeferredPanel>
  )
}

export function BrowsePanel(props: ComponentProps<typeof Panels.BrowsePanel>) {
  return (
    <DeferredPanel open={props.open}>
      <Lazy.BrowsePanel {...props} />
    </DeferredPanel>
  )
}

export function ContactPanel(props: ComponentProps<typeof Panels.ContactPanel>) {
  return (
    <DeferredPanel open={props.open}>
      <Lazy.ContactPanel {...props} />
    </DeferredPanel>
  )
}

export function CustomItemPanel() {
  const { flags } = useOrderEditor()
  return (
    <DeferredPanel open={flags.isCustomItemOpen}>
      <Lazy.CustomItemPanel />
    </DeferredPanel>
  )
}

export function DiscountCodePanel(props: ComponentProps<typeof Panels.DiscountCodePanel>) {
  return (
    <DeferredPanel open={props.open}>
      <Lazy.DiscountCodePanel {...props} />
    </DeferredPanel>
  )
}

export function DiscountPanel(props: ComponentProps<typeof Panels.DiscountPanel>) {
  return (
    <DeferredPanel open={props.open}>
      <Lazy.DiscountPanel {...props} />
    </DeferredPanel>
  )
}

export function LineDiscountPanel() {
  const { doc, flags } = useOrderEditor()
  const hasLine = doc.lineItems.some((line) => line.id === flags.selectedLineItemId)
  return (
    <DeferredPanel open={flags.isLineItemDiscountOpen && hasLine}>
      <Lazy.LineDiscountPanel />
    </DeferredPanel>
  )
}

export function ShippingPanel(props: ComponentProps<typeof Panels.ShippingPanel>) {
  return (
    <DeferredPanel open={props.open}>
      <Lazy.ShippingPanel {...props} />
    </DeferredPanel>
  )
}

export function TaxIdPanel(props: ComponentProps<typeof Panels.TaxIdPanel>) {
  return (
    <DeferredPanel open={props.open}>
      <Lazy.TaxIdPanel {...props} />
    </DeferredPanel>
  )
}

export function TaxPanel(props: ComponentProps<typeof Panels.TaxPanel>) {
  return (
    <DeferredPanel open={props.open}>
      <Lazy.TaxPanel {...props} />
    </DeferredPanel>
  )
}

export function NewCustomerPanel({ typed }: { typed?: string }) {
  const { flags } = useOrderEditor()
  return (
    <DeferredPanel open={flags.isNewCustomerOpen}>
      <LazyNewCustomerPanel typed={typed} />
    </DeferredPanel>
  )
}
