import type { CustomerEditValues } from '@lojista/contracts/party/customer-edit-form'
import type { Party } from '@lojista/contracts/party/party'
import { PlusIcon, Trash2Icon } from 'lucide-react'
import { useFormContext } from 'react-hook-form'
import { type CustomersKey, useCustomersT } from '@/components/customers/i18n/customers-i18n'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { emptyAddress } from '../../model/customer-edit-form'
import { AddressEditor } from './address-editor'

const cards: Record<'shipping' | 'billing', { title: CustomersKey; none: CustomersKey; add: CustomersKey }> =
  {
    shipping: {
      title: 'detail.shippingAddress',
      none: 'detail.noShippingAddress',
      add: 'detail.addShippingAddress',
    },
    billing: {
      title: 'detail.billingAddress',
      none: 'detail.sameAsShipping',
      add: 'detail.useSeparateBilling',
    },
  }

/** The default shipping and billing addresses, each added or removed, and a word on the others. */
export function CustomerAddressCards({ party }: { party: Party }) {
  return (
    <>
      <AddressCard slot="shipping" />
      <AddressCard slot="billing" />
      <OtherAddressesNote party={party} />
    </>
  )
}

function AddressCard({ slot }: { slot: 'shipping' | 'billing' }) {
  const t = useCustomersT()
  const { watch, setValue } = useFormContext<CustomerEditValues>()
  const address = watch(slot)
  const card = cards[slot]
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>{t(card.title)}</CardTitle>
        {address && (
          <Button variant="ghost" size="sm" onClick={() => setValue(slot, null, { shouldDirty: true })}>
            <Trash2Icon aria-hidden />
            {t('detail.removeAddress')}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {address ? (
          <AddressEditor slot={slot} />
        ) : (
          <div className="flex items-center justify-between gap-2">
            <p className="text-muted-foreground text-sm">{t(card.none)}</p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setValue(slot, emptyAddress(), { shouldDirty: true })}
            >
              <PlusIcon aria-hidden />
              {t(card.add)}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  )
}

function OtherAddressesNote({ party }: { party: Party }) {
  const t = useCustomersT()
  const defaults = new Set(
    (['shipping', 'billing'] as const).map(
      (kind) =>
        (
          party.addresses.find((address) => address.kind === kind && address.isDefault) ??
          party.addresses.find((address) => address.kind === kind)
        )?.id,
    ),
  )
  const others = party.addresses.filter((address) => !defaults.has(address.id)).length
  if (others === 0) return null
  return <p className="text-muted-foreground text-sm">{t('detail.otherAddresses', { count: others })}</p>
}
