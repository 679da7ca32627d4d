import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { stubFetch } from '@/test/fetch-stub'
import { ProfilePage } from './profile-page'
import { json, problem, renderAt, sent, serve } from './shipping-test-harness'
import { generalProfile } from './test-shipping'

const fetchMock = stubFetch()
const ROUTE = '/settings/shipping/profiles/:id?'
const url = `/v1/settings/shipping/profiles/${generalProfile.id}`

describe('shipping profile page', () => {
  it('creates the general profile with a zone and a rate by weight', async () => {
    const created = { ...generalProfile, version: 1 }
    serve(
      fetchMock,
      { '/v1/settings/shipping': { profiles: [], localDeliveries: [], pickups: [] } },
      (method, to) =>
        method === 'POST' && to === '/v1/settings/shipping/profiles'
          ? json({ profile: created }, 201)
          : undefined,
    )
    const user = userEvent.setup()
    const router = renderAt(ROUTE, <ProfilePage />, '/settings/shipping/profiles/new')
    expect(await screen.findByText('New general profile')).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: 'Profile name' }), 'Correios')
    await user.type(screen.getByRole('textbox', { name: 'Zone name' }), 'Sudeste')
    await user.type(screen.getByRole('textbox', { name: 'States' }), 'sp, rj')
    await user.type(screen.getByRole('textbox', { name: 'Rate name' }), 'PAC')
    await user.click(screen.getByRole('combobox', { name: 'Condition' }))
    await user.click(await screen.findByRole('option', { name: 'By order weight' }))
    await user.type(screen.getByRole('textbox', { name: 'Price' }), '19.90')
    await user.type(screen.getByRole('textbox', { name: 'Maximum weight (g)' }), '1000')
    await user.click(screen.getByRole('button', { name: 'Create' }))

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/settings/shipping/profiles/${created.id}`),
    )
    expect(sent(fetchMock, 'POST', '/v1/settings/shipping/profiles')).toEqual([
      {
        name: 'Correios',
        isGeneral: true,
        productIds: [],
        zones: [
          {
            name: 'Sudeste',
            countryCode: 'BR',
            provinceCodes: ['SP', 'RJ'],
            postalCodeRanges: [],
            rates: [
              {
                name: 'PAC',
                type: 'weight',
                price: '19.90',
                minWeightGrams: null,
                maxWeightGrams: 1000,
                minSubtotal: null,
                maxSubtotal: null,
              },
            ],
          },
        ],
      },
    ])
  })

  it('saves a profile on the version read, keeping its zones’ and rates’ ids, and shows the server’s field errors', async () => {
    serve(fetchMock, { [url]: { profile: generalProfile } }, (method, to) =>
      method === 'PUT' && to === url
        ? problem(400, [{ path: 'zones.0.rates.0.price', message: 'Use at most 2 decimal places' }])
        : undefined,
    )
    const user = userEvent.setup()
    renderAt(ROUTE, <ProfilePage />, `/settings/shipping/profiles/${generalProfile.id}`)
    const price = await screen.findByRole('textbox', { name: 'Price' })
    expect(price).toHaveValue('19.90')
    expect(screen.getByRole('textbox', { name: 'States' })).toHaveValue('SP, RJ')
    await user.clear(price)
    await user.type(price, '21.999')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(price).toHaveAccessibleDescription('Use at most 2 decimal places'))
    const [body] = sent(fetchMock, 'PUT', url)
    expect(body).toMatchObject({
      version: 3,
      zones: [
        {
          id: generalProfile.zones[0]!.id,
          rates: [{ id: generalProfile.zones[0]!.rates[0]!.id, price: '21.999' }],
        },
      ],
    })
  })

  it('says when the profile does not exist', async () => {
    serve(fetchMock, {}, (_, to) => (to === url ? problem(404, []) : undefined))
    renderAt(ROUTE, <ProfilePage />, `/settings/shipping/profiles/${generalProfile.id}`)
    expect(await screen.findByText('This setting does not exist or was deleted.')).toBeInTheDocument()
  })
})
