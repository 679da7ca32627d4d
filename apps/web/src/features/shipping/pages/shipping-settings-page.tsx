import type { Location } from '@lojista/contracts/catalog/inventory'
import type { ShippingSettings } from '@lojista/contracts/shipping/shipping'
import { useQuery } from '@tanstack/react-query'
import { PlusIcon } from 'lucide-react'
import { Link } from 'react-router'
import { PageFrame } from '@/components/layout/page-frame'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { mainLoad } from '@/lib/api/page-load'
import { formatMoney } from '@/lib/format'
import { useQueryKeys } from '@/lib/query-keys'
import { activeLocations, getShippingSettings } from '../api/shipping-api'
import { describeShippingError, useShippingT } from '../i18n/shipping-i18n'
import { SHIPPING } from './back-link'

/** Settings → Shipping and delivery: the profiles, and local delivery and pickup per location. */
export function ShippingSettingsPage() {
  const t = useShippingT()
  const keys = useQueryKeys()
  const query = useQuery({
    ...mainLoad,
    queryKey: keys.shipping.settings,
    queryFn: ({ signal }) => getShippingSettings(signal),
  })
  const places = useQuery({
    queryKey: keys.shipping.locations,
    queryFn: ({ signal }) => activeLocations(signal),
  })

  if (query.isPending) {
    return (
      <PageFrame className="max-w-3xl" title={t('page.title')}>
        <Skeleton className="h-96" />
      </PageFrame>
    )
  }
  if (!query.data) {
    return (
      <PageFrame className="max-w-3xl" title={t('page.title')}>
        <Alert variant="destructive">{describeShippingError(query.error) || t('page.loadFailed')}</Alert>
      </PageFrame>
    )
  }
  return (
    <PageFrame className="max-w-3xl" title={t('page.title')} description={t('page.description')}>
      <Profiles settings={query.data} />
      <PerLocation settings={query.data} locations={places.data ?? []} />
    </PageFrame>
  )
}

function Section({ title, hint, children }: { title: string; hint: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-3 rounded-lg border p-4" aria-label={title}>
      <div>
        <h2 className="font-medium">{title}</h2>
        <p className="text-muted-foreground text-sm">{hint}</p>
      </div>
      {children}
    </section>
  )
}

function Profiles({ settings }: { settings: ShippingSettings }) {
  const t = useShippingT()
  const general = settings.profiles.find((profile) => profile.isGeneral)
  return (
    <Section title={t('overview.profiles')} hint={t('overview.profilesHint')}>
      {!general && <Alert>{t('overview.noGeneral')}</Alert>}
      <ul className="grid gap-2">
        {settings.profiles.map((profile) => (
          <li
            key={profile.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
          >
            <div className="grid gap-0.5">
              <Link className="font-medium hover:underline" to={`${SHIPPING}/profiles/${profile.id}`}>
                {profile.name}
              </Link>
              <span className="text-muted-foreground text-xs">
                {profile.isGeneral ? t('overview.generalProfile') : t('overview.customProfile')}
                {' · '}
                {t('overview.zones', { count: profile.zones.length })}
                {!profile.isGeneral && ` · ${t('overview.products', { count: profile.products.length })}`}
              </span>
            </div>
          </li>
        ))}
      </ul>
      <div>
        <Button variant="outline" size="sm" asChild>
          <Link to={`${SHIPPING}/profiles/new`}>
            <PlusIcon aria-hidden />
            {general ? t('overview.addCustom') : t('overview.createGeneral')}
          </Link>
        </Button>
      </div>
    </Section>
  )
}

function PerLocation({ settings, locations }: { settings: ShippingSettings; locations: Location[] }) {
  const t = useShippingT()
  const deliveryAt = new Map(settings.localDeliveries.map((delivery) => [delivery.location.id, delivery]))
  const pickupAt = new Map(settings.pickups.map((pickup) => [pickup.location.id, pickup]))
  // Settings of a location since deactivated still show, so they can be changed or removed.
  const places = new Map<string, { id: string; name: string }>(locations.map((place) => [place.id, place]))
  for (const record of [...settings.localDeliveries, ...settings.pickups])
    places.set(record.location.id, record.location)
  const list = [...places.values()]
  return (
    <>
      <Section title={t('overview.localDelivery')} hint={t('overview.localDeliveryHint')}>
        {list.length === 0 && <p className="text-muted-foreground text-sm">{t('overview.noLocations')}</p>}
        <ul className="grid gap-2">
          {list.map((place) => {
            const delivery = deliveryAt.get(place.id)
            return (
              <LocationRow
                key={place.id}
                name={place.name}
                to={
                  delivery
                    ? `${SHIPPING}/local-delivery/${delivery.id}`
                    : `${SHIPPING}/local-delivery/new?location=${place.id}`
                }
                status={
                  delivery
                    ? `${delivery.active ? t('page.active') : t('page.inactive')} · ${t('overview.fee', { fee: formatMoney(delivery.fee) })}${delivery.location.fulfilsOnlineOrders ? '' : ` · ${t('overview.locationOff')}`}`
                    : t('overview.notSetUp')
                }
                action={delivery ? t('page.edit') : t('overview.setUp')}
              />
            )
          })}
        </ul>
      </Section>
      <Section title={t('overview.pickup')} hint={t('overview.pickupHint')}>
        {list.length === 0 && <p className="text-muted-foreground text-sm">{t('overview.noLocations')}</p>}
        <ul className="grid gap-2">
          {list.map((place) => {
            const pickup = pickupAt.get(place.id)
            return (
              <LocationRow
                key={place.id}
                name={place.name}
                to={
                  pickup
                    ? `${SHIPPING}/pick-in-store/${pickup.id}`
                    : `${SHIPPING}/pick-in-store/new?location=${place.id}`
                }
                status={
                  pickup
                    ? `${pickup.active ? t('page.active') : t('page.inactive')} · ${t(`pickup.readyTimes.${pickup.readyTime}` as 'pickup.readyTimes.24h')}${pickup.location.offersPickup ? '' : ` · ${t('overview.pickupOff')}`}`
                    : t('overview.notSetUp')
                }
                action={pickup ? t('page.edit') : t('overview.setUp')}
              />
            )
          })}
        </ul>
      </Section>
    </>
  )
}

function LocationRow({
  name,
  to,
  status,
  action,
}: {
  name: string
  to: string
  status: string
  action: string
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
      <div className="grid gap-0.5">
        <span className="font-medium">{name}</span>
        <Badge variant="outline" className="w-fit">
          {status}
        </Badge>
      </div>
      <Button variant="outline" size="sm" asChild>
        <Link to={to} aria-label={`${action}: ${name}`}>
          {action}
        </Link>
      </Button>
    </li>
  )
}
