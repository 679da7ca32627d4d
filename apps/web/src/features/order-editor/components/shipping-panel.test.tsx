import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { stubFetch } from '@/test/fetch-stub'
import { applyActions } from '../model/actions'
import { emptyDocument } from '../model/document'
import { editorValue, withEditor } from '../test/editor-value'
import { ShippingPanel } from './shipping-panel'

const fetchMock = stubFetch()
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })

const VARIANT = '0196a1d2-7c3e-7000-8000-0000000000a1'
const address = {
  firstName: 'Ana',
  lastName: 'Souza',
  company: '',
  address1: 'Rua dos Pinheiros, 870',
  address2: '',
  city: 'São Paulo',
  provinceCode: 'SP',
  countryCode: 'BR',
  postalCode: '05422-001',
  phone: '',
}

/** A vase of R$ 150,00 and an engraving of 200 g, shipped to `shippingAddress`. */
function docFor(shippingAddress: typeof address | null) {
  const doc = applyActions(emptyDocument, [
    {
      type: 'addProduct',
      lineId: 'line-1',
      variantId: VARIANT,
      display: {
        title: 'Vaso Azul',
        variantTitle: '',
        sku: 'VASO-1',
        options: [],
        imageUrl: null,
        unitPrice: 15000,
        isCustom: false,
      },
      isTaxable: true,
      amount: 1,
    },
    {
      type: 'addCustomItem',
      lineId: 'line-2',
      item: {
        title: 'Gravação',
        price: '20.00',
        weight: '200',
        weightUnit: 'g',
        isPhysical: true,
        description: '',
      },
      quantity: 1,
      isTaxable: true,
    },
  ])
  return { ...doc, shippingAddress }
}

function openPanel(doc: ReturnType<typeof docFor>, options: unknown[]) {
  fetchMock.mockImplementation(async () => json({ options }))
  const value = editorValue({}, doc)
  render(
    <QueryClientProvider client={createQueryClient()}>
      {withEditor(value, <ShippingPanel open onOpenChange={() => {}} />)}
    </QueryClientProvider>,
  )
  return value
}

const sedex = { kind: 'rate', sourceId: 'r1', title: 'SEDEX', price: '39.90', note: '', readyTime: null }
const pickup = {
  kind: 'pickup',
  sourceId: 'p1',
  title: 'Loja Pinheiros',
  price: '0.00',
  location: { id: 'loc-1', countryCode: 'BR', provinceCode: 'SP' },
  note: 'Retire no balcão.',
  readyTime: '2h',
}

describe('shipping and delivery options', () => {
  it("asks for the order's options and sets the one chosen as the shipping line", async () => {
    const user = userEvent.setup()
    const value = openPanel(docFor(address), [sedex, pickup])
    const list = await screen.findByRole('list', { name: 'Shipping and delivery options' })
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['SEDEXR$39.90', 'Pickup at Loja PinheirosUsually ready in 2 hoursRetire no balcão.Free'])
    const [[url, init]] = fetchMock.mock.calls as [[string, RequestInit]]
    expect(url).toBe('/v1/shipping/options')
    expect(JSON.parse(String(init.body))).toEqual({
      address: { countryCode: 'BR', provinceCode: 'SP', postalCode: '05422-001' },
      lines: [
        { variantId: VARIANT, weight: null, quantity: 1 },
        { variantId: null, weight: { value: '200', unit: 'g' }, quantity: 1 },
      ],
      subtotal: '170.00',
    })

    await user.click(within(list).getByRole('button', { name: /Pickup at Loja Pinheiros/ }))
    expect(value.actions.dispatch).toHaveBeenCalledWith({
      type: 'setShipping',
      shipping: {
        title: 'Pickup at Loja Pinheiros',
        price: '0.00',
        // What was chosen goes with it, so the server prices it at each save and taxes it at the shop.
        source: {
          kind: 'pickup',
          sourceId: 'p1',
          locationId: 'loc-1',
          taxAddress: { countryCode: 'BR', provinceCode: 'SP' },
        },
      },
    })
  })

  it('says when the customer has no address, without asking the server', () => {
    openPanel(docFor(null), [sedex])
    expect(
      screen.getByText("Add a customer's address to get shipping and delivery options."),
    ).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
    // Custom shipping stays.
    expect(screen.getByLabelText('Shipping rate name')).toBeInTheDocument()
  })

  it('says when no option applies to the address', async () => {
    openPanel(docFor({ ...address, countryCode: 'PT', provinceCode: '', postalCode: '1100-148' }), [])
    expect(
      await screen.findByText("Shipping and delivery options are not available for this customer's address."),
    ).toBeInTheDocument()
  })
})

describe('a chosen option that no longer applies', () => {
  it('is marked as chosen by where it came from, even at another price', async () => {
    const doc = {
      ...docFor(address),
      shippingLine: {
        title: 'SEDEX',
        price: '35.00',
        source: { kind: 'rate' as const, sourceId: 'r1', locationId: null },
      },
    }
    openPanel(doc, [sedex, pickup])
    const list = await screen.findByRole('list', { name: 'Shipping and delivery options' })
    expect(within(list).getByRole('button', { name: /SEDEX/ })).toHaveAttribute('aria-pressed', 'true')
    expect(within(list).getByRole('button', { name: /Pickup/ })).toHaveAttribute('aria-pressed', 'false')
  })
})
