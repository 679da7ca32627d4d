import { checkoutMessages } from '@lojista/contracts/sales/checkout'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { changeLanguage } from '@/lib/i18n/i18n'
import { stubFetch } from '@/test/fetch-stub'
import { json, money, problem, renderCheckout, sampleCheckout, staffSignedIn } from './test-checkout'

// The customer's choice of shipping (decision 036): the store's options for the order's address, the
// total following the one chosen, and paying with it.

const fetchMock = stubFetch()
staffSignedIn()
const checkout = sampleCheckout({
  shipping: money('0.00'),
  tax: money('36.00'),
  taxesIncluded: false,
  total: money('236.00'),
  shippingTitle: null,
  shippingOptions: [
    {
      kind: 'rate',
      sourceId: 'rate-pac',
      title: 'PAC',
      note: '',
      readyTime: null,
      shipping: money('20.00'),
      tax: money('39.60'),
      total: money('259.60'),
    },
    {
      kind: 'pickup',
      sourceId: 'pickup-pinheiros',
      title: 'Loja Pinheiros',
      note: 'Retire no balcão com o número do pedido.',
      readyTime: '2h',
      shipping: money('0.00'),
      tax: money('36.00'),
      total: money('236.00'),
    },
  ],
})

describe('choosing shipping on the checkout page', () => {
  it('lists the options, follows the one chosen in the total, and pays with it and that total', async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValueOnce(json(200, { checkout }))
    fetchMock.mockResolvedValueOnce(json(200, { orderName: '#1005', total: money('259.60') }))
    renderCheckout()
    const options = await screen.findByRole('radiogroup', {
      name: 'How would you like to receive your order?',
    })
    expect(options).toHaveTextContent('PAC')
    expect(options).toHaveTextContent('Pickup at Loja Pinheiros')
    expect(options).toHaveTextContent('Retire no balcão com o número do pedido.')
    expect(options).toHaveTextContent('Usually ready in 2 hours')
    // Nothing is said to be free before the customer chooses.
    expect(screen.getByText('Not chosen yet')).toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'Fill in the test card' }))

    // Paying before choosing says what is missing, and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Pay R$236.00' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(checkoutMessages.shippingRequired)
    expect(fetchMock).toHaveBeenCalledTimes(1)

    await user.click(screen.getByRole('radio', { name: /PAC/ }))
    expect(screen.getByRole('button', { name: 'Pay R$259.60' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Pay R$259.60' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you — order #1005 is paid' }),
    ).toBeInTheDocument()
    const [, init] = fetchMock.mock.calls[1] ?? []
    expect(JSON.parse(String(init?.body))).toMatchObject({
      version: 4,
      shipping: { kind: 'rate', sourceId: 'rate-pac', total: '259.60' },
    })
  })

  it('says in Portuguese when the option chosen is no longer available, and shows the options now', async () => {
    const user = userEvent.setup()
    await changeLanguage('pt-BR')
    try {
      const now = { ...checkout, shippingOptions: checkout.shippingOptions!.slice(1) }
      fetchMock.mockResolvedValueOnce(json(200, { checkout }))
      fetchMock.mockResolvedValueOnce(
        json(409, {
          ...JSON.parse(await problem(409, checkoutMessages.shippingUnavailable).text()),
          current: now,
        }),
      )
      renderCheckout()
      await user.click(await screen.findByRole('radio', { name: /PAC/ }))
      await user.click(screen.getByRole('button', { name: 'Preencher com o cartão de teste' }))
      await user.click(screen.getByRole('button', { name: /^Pagar/ }))
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'A opção de entrega escolhida não está mais disponível para este endereço. Escolha outra.',
      )
      expect(screen.queryByRole('radio', { name: /PAC/ })).not.toBeInTheDocument()
      expect(screen.getByRole('radio', { name: /Retirada em Loja Pinheiros/ })).toBeInTheDocument()
    } finally {
      await changeLanguage('en')
    }
  })

  it('says the customer must contact the store when no option applies, and cannot pay', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { checkout: { ...checkout, shippingOptions: [] } }))
    renderCheckout()
    expect(await screen.findByText(checkoutMessages.noShipping)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Pay R$236.00' })).toBeDisabled()
  })

  it('shows the shipping the store chose instead of a choice', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        checkout: { ...checkout, shippingOptions: null, shippingTitle: 'Motoboy', shipping: money('12.00') },
      }),
    )
    renderCheckout()
    expect(await screen.findByText('Motoboy')).toBeInTheDocument()
    expect(screen.getByText('Chosen by the store')).toBeInTheDocument()
    expect(screen.queryByRole('radiogroup', { name: 'How would you like to receive your order?' })).toBeNull()
  })
})
