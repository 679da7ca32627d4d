import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { stubFetch } from '@/test/fetch-stub'
import { ShippingSettingsPage } from './shipping-settings-page'
import { serve } from './shipping-test-harness'
import { generalProfile, localDelivery, pickup, shop, warehouse } from './test-shipping'

const fetchMock = stubFetch()

function renderPage() {
  const router = createMemoryRouter([{ path: '/settings/shipping', element: <ShippingSettingsPage /> }], {
    initialEntries: ['/settings/shipping'],
  })
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

describe('shipping settings page', () => {
  it('lists the profiles, and local delivery and pickup per location', async () => {
    serve(fetchMock, {
      '/v1/settings/shipping': {
        profiles: [generalProfile],
        localDeliveries: [localDelivery],
        pickups: [pickup],
      },
      locations: [shop, warehouse],
    })
    renderPage()
    const profiles = await screen.findByRole('region', { name: 'Shipping profiles' })
    expect(within(profiles).getByRole('link', { name: 'Envios pelos Correios' })).toHaveAttribute(
      'href',
      `/settings/shipping/profiles/${generalProfile.id}`,
    )
    expect(within(profiles).getByText('General profile · 1 zone')).toBeInTheDocument()
    expect(within(profiles).getByRole('link', { name: 'Add custom profile' })).toHaveAttribute(
      'href',
      '/settings/shipping/profiles/new',
    )

    const delivery = screen.getByRole('region', { name: 'Local delivery' })
    expect(within(delivery).getByRole('link', { name: 'Edit: Loja Vila Madalena' })).toHaveAttribute(
      'href',
      `/settings/shipping/local-delivery/${localDelivery.id}`,
    )
    expect(within(delivery).getByText('Active · Fee R$14.90')).toBeInTheDocument()
    expect(
      await within(delivery).findByRole('link', { name: 'Set up: Centro de Distribuição Guarulhos' }),
    ).toHaveAttribute('href', `/settings/shipping/local-delivery/new?location=${warehouse.id}`)

    const pickups = screen.getByRole('region', { name: 'Pickup in store' })
    expect(within(pickups).getByText('Active · 2 hours')).toBeInTheDocument()
  })

  it('asks for the general profile when the store has none', async () => {
    serve(fetchMock, {
      '/v1/settings/shipping': { profiles: [], localDeliveries: [], pickups: [] },
      locations: [],
    })
    renderPage()
    expect(
      await screen.findByText(
        'Your store has no shipping rates yet: create the general profile to offer shipping.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Create general profile' })).toBeInTheDocument()
  })
})
