import type { Address } from '@lojista/contracts/order/api'
import type { PlacedOrder } from '@lojista/contracts/sales/orders'
import { Link } from 'react-router'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { useSalesT } from '@/lib/i18n/sales'
import { AddressBlock, addressLines } from '../components/address-block'

const same = (a: Address, b: Address) => addressLines(a).join('\n') === addressLines(b).join('\n')

/** Who bought, how to reach them, and where the order goes. */
export function OrderCustomerCard({ order }: { order: PlacedOrder }) {
  const t = useSalesT()
  const { customer, shippingAddress, billingAddress } = order
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('orders.customer.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {customer ? (
          <Link to={`/customers/${customer.id}`} className="font-medium underline-offset-4 hover:underline">
            {customer.displayName || t('orders.customer.erased')}
          </Link>
        ) : (
          <p className="text-muted-foreground">{t('orders.noCustomer')}</p>
        )}
        <section className="grid gap-1">
          <h3 className="font-medium">{t('orders.customer.contact')}</h3>
          {order.email ? (
            <a href={`mailto:${order.email}`} className="break-all underline-offset-4 hover:underline">
              {order.email}
            </a>
          ) : (
            <p className="text-muted-foreground">{t('orders.customer.noEmail')}</p>
          )}
        </section>
        <section className="grid gap-1">
          <h3 className="font-medium">{t('orders.customer.shipping')}</h3>
          {shippingAddress ? (
            <AddressBlock address={shippingAddress} />
          ) : (
            <p className="text-muted-foreground">{t('orders.customer.noAddress')}</p>
          )}
        </section>
        <section className="grid gap-1">
          <h3 className="font-medium">{t('orders.customer.billing')}</h3>
          {billingAddress && !(shippingAddress && same(billingAddress, shippingAddress)) ? (
            <AddressBlock address={billingAddress} />
          ) : (
            <p className="text-muted-foreground">
              {shippingAddress ? t('orders.customer.sameAsShipping') : t('orders.customer.noAddress')}
            </p>
          )}
        </section>
      </CardContent>
    </Card>
  )
}
