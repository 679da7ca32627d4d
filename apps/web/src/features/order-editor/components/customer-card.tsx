import { PencilIcon, XIcon } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Link } from 'react-router'
import { CustomerPicker } from '@/components/pickers/customer-picker'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { usePanelContainer } from '@/components/ui/responsive-panel'
import { Skeleton } from '@/components/ui/skeleton'
import { type EditorT, useEditorT } from '../i18n/editor-i18n'
import { sameAddress } from '../model/document'
import { useOrderEditor } from '../model/order-editor-context'
import { addressLines } from './address-text'
import { AddressPanel, ContactPanel, NewCustomerPanel, TaxIdPanel } from './lazy-panels'

type Panel = 'contact' | 'taxId' | 'shipping' | 'billing' | null

function Section({
  title,
  editLabel,
  onEdit,
  children,
}: {
  title: string
  editLabel: string
  /** Absent on a draft that became an order: nothing can be edited. */
  onEdit?: () => void
  children: ReactNode
}) {
  return (
    <section className="grid gap-1 text-sm" aria-label={title}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-medium">{title}</h3>
        {onEdit && (
          <Button variant="ghost" size="icon" className="size-7" aria-label={editLabel} onClick={onEdit}>
            <PencilIcon aria-hidden />
          </Button>
        )}
      </div>
      {children}
    </section>
  )
}

function Lines({ lines, empty, t }: { lines: string[]; empty: string; t: EditorT }) {
  void t
  if (lines.length === 0) return <p className="text-muted-foreground">{empty}</p>
  return (
    <address className="grid not-italic text-muted-foreground">
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  )
}

/** The draft's customer card: who the order is for, their contact and addresses. */
export function CustomerCard() {
  const t = useEditorT()
  const { doc, flags, actions } = useOrderEditor()
  const container = usePanelContainer()
  const [panel, setPanel] = useState<Panel>(null)
  const [typed, setTyped] = useState('')
  const customer = doc.customer
  const openPanel = (next: Panel) => (flags.isReadOnly ? undefined : () => setPanel(next))
  const panelProps = (name: Exclude<Panel, null>) => ({
    open: panel === name,
    onOpenChange: (open: boolean) => setPanel(open ? name : null),
  })

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>{t('customer.title')}</CardTitle>
        {customer && !flags.isReadOnly && (
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label={t('customer.remove')}
            onClick={() => void actions.setCustomer(null)}
          >
            <XIcon aria-hidden />
          </Button>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {flags.isCustomerLoading || flags.isInitialLoading ? (
          <div className="grid gap-2" role="status" aria-label={t('customer.loading')}>
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-4 w-32" />
          </div>
        ) : customer ? (
          <>
            <Link
              to={`/customers/${customer.id}`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {customer.displayName || customer.email || customer.phone}
            </Link>
            <Section
              title={t('customer.contact')}
              editLabel={t('customer.editContact')}
              onEdit={openPanel('contact')}
            >
              <p className="text-muted-foreground">{doc.email || customer.email || t('customer.noEmail')}</p>
              <p className="text-muted-foreground">
                {doc.shippingAddress?.phone || customer.phone || t('customer.noPhone')}
              </p>
            </Section>
            <Section
              title={t('customer.additional')}
              editLabel={t('customer.editTaxId')}
              onEdit={openPanel('taxId')}
            >
              {customer.taxId ? (
                <p className="text-muted-foreground">
                  {t('customer.taxId')}: {customer.taxId}
                </p>
              ) : flags.isReadOnly ? (
                <p className="text-muted-foreground">{t('customer.noTaxId')}</p>
              ) : (
                <Button
                  variant="link"
                  size="xs"
                  className="h-auto justify-start px-0"
                  onClick={() => setPanel('taxId')}
                >
                  {t('customer.addTaxId')}
                </Button>
              )}
            </Section>
            <Section
              title={t('customer.shippingAddress')}
              editLabel={t('customer.editShipping')}
              onEdit={openPanel('shipping')}
            >
              <Lines
                lines={doc.shippingAddress ? addressLines(doc.shippingAddress) : []}
                empty={t('customer.noAddress')}
                t={t}
              />
            </Section>
            <Section
              title={t('customer.billingAddress')}
              editLabel={t('customer.editBilling')}
              onEdit={openPanel('billing')}
            >
              {!doc.billingAddress || sameAddress(doc.billingAddress, doc.shippingAddress) ? (
                <p className="text-muted-foreground">
                  {doc.shippingAddress || doc.billingAddress
                    ? t('customer.sameAsShipping')
                    : t('customer.noAddress')}
                </p>
              ) : (
                <Lines lines={addressLines(doc.billingAddress)} empty={t('customer.noAddress')} t={t} />
              )}
            </Section>
          </>
        ) : flags.isReadOnly ? (
          <p className="text-muted-foreground text-sm">{t('customer.none')}</p>
        ) : (
          <CustomerPicker
            aria-label={t('customer.searchPlaceholder')}
            value={null}
            onChange={(party) => {
              if (party) void actions.setCustomer(party.id)
            }}
            onCreate={(text) => {
              setTyped(text)
              actions.openNewCustomer(true)
            }}
            container={container}
          />
        )}
      </CardContent>
      <ContactPanel {...panelProps('contact')} />
      <TaxIdPanel {...panelProps('taxId')} />
      <AddressPanel kind="shipping" {...panelProps('shipping')} />
      <AddressPanel kind="billing" {...panelProps('billing')} />
      <NewCustomerPanel typed={typed} />
    </Card>
  )
}
