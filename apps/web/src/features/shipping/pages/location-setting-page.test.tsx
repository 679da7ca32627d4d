import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { stubFetch } from '@/test/fetch-stub'
import { LocalDeliveryPage, PickInStorePage } from './location-setting-page'
import { json, problem, renderAt, sent, serve } from './shipping-test-harness'
import { localDelivery, pickup, shop, warehouse } from './test-shipping'

const fetchMock = stubFetch()

describe('local delivery page', () => {
  it('sets up local delivery at the location asked for', async () => {
    serve(fetchMock, { locations: [shop, warehouse] }, (method, to) =>
      method === 'POST' && to === '/v1/settings/shipping/local-deliveries'
        ? json(
            {
              localDelivery: { ...localDelivery, location: { ...localDelivery.location, id: warehouse.id } },
            },
            201,
          )
        : undefined,
    )
    const user = userEvent.setup()
    const router = renderAt(
      '/settings/shipping/local-delivery/:id?',
      <LocalDeliveryPage />,
      `/settings/shipping/local-delivery/new?location=${warehouse.id}`,
    )
    expect(await screen.findByRole('combobox', { name: 'Location' })).toHaveTextContent(
      'Centro de Distribuição Guarulhos',
    )
    await user.type(screen.getByRole('textbox', { name: 'CEP ranges' }), '07000000 - 07399-999')
    await user.type(screen.getByRole('textbox', { name: 'Delivery fee' }), '9.90')
    await user.click(screen.getByRole('button', { name: 'Create' }))

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/settings/shipping/local-delivery/${localDelivery.id}`),
    )
    expect(sent(fetchMock, 'POST', '/v1/settings/shipping/local-deliveries')).toEqual([
      {
        locationId: warehouse.id,
        active: true,
        postalCodeRanges: [{ from: '07000-000', to: '07399-999' }],
        fee: '9.90',
        minimumOrder: null,
        deliveryNote: '',
      },
    ])
  })

  it('names a CEP range it cannot read, without asking the server', async () => {
    const url = `/v1/settings/shipping/local-deliveries/${localDelivery.id}`
    serve(fetchMock, { [url]: { localDelivery } })
    const user = userEvent.setup()
    renderAt(
      '/settings/shipping/local-delivery/:id?',
      <LocalDeliveryPage />,
      `/settings/shipping/local-delivery/${localDelivery.id}`,
    )
    const ranges = await screen.findByRole('textbox', { name: 'CEP ranges' })
    expect(ranges).toHaveValue('01000-000 - 05999-999')
    expect(
      screen.getByRole('heading', { name: 'Local delivery from Loja Vila Madalena' }),
    ).toBeInTheDocument()
    await user.type(ranges, '\n0800')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(ranges).toHaveAccessibleDescription('Write each range as 01000-000 - 05999-999, one per line'),
    )
    expect(sent(fetchMock, 'PUT', url)).toEqual([])
  })
})

describe('pick in store page', () => {
  it('saves the instructions and ready time on the version read, and starts again from the current one when stale', async () => {
    const url = `/v1/settings/shipping/pickups/${pickup.id}`
    serve(fetchMock, { [url]: { pickup } }, (method, to) =>
      method === 'PUT' && to === url
        ? problem(409, [{ path: 'version', message: 'Stale version' }], {
            current: { ...pickup, instructions: 'Retire no caixa 2.', version: 2 },
          })
        : undefined,
    )
    const user = userEvent.setup()
    renderAt(
      '/settings/shipping/pick-in-store/:id?',
      <PickInStorePage />,
      `/settings/shipping/pick-in-store/${pickup.id}`,
    )
    const instructions = await screen.findByRole('textbox', { name: 'Pickup instructions' })
    await user.clear(instructions)
    await user.type(instructions, 'Retire na portaria.')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Pickup instructions' })).toHaveValue('Retire no caixa 2.'),
    )
    expect(sent(fetchMock, 'PUT', url)).toEqual([
      { active: true, instructions: 'Retire na portaria.', readyTime: '2h', version: 1 },
    ])
  })
})
