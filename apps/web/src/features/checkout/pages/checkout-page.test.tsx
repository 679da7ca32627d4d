import { checkoutMessages } from '@lojista/contracts/sales/checkout'
import { QueryClient } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { changeLanguage } from '@/lib/i18n/i18n'
import { stubFetch } from '@/test/fetch-stub'
import {
  json,
  money,
  problem,
  renderCheckout,
  sampleCheckout,
  staffSignedIn,
  CHECKOUT_TOKEN as TOKEN,
} from './test-checkout'

const fetchMock = stubFetch()
staffSignedIn()
const checkout = sampleCheckout()

/** Paying refused because a discount code ran out, the code's field named when it is the customer's. */
function limitReached(path?: string) {
  const detail = 'This discount has reached its usage limit.'
  return json(409, {
    type: 'about:blank',
    title: 'Conflict',
    status: 409,
    detail,
    ...(path ? { errors: [{ path, message: detail }] } : {}),
    discountRefusal: {
      discountId: '0196a1d2-7c3e-7000-8000-00000000d001',
      code: 'BEMVINDO10',
      title: 'Boas-vindas',
      currencyCode: 'BRL',
      refusal: { reason: 'limit_reached' },
    },
  })
}

describe('public checkout page', () => {
  it('shows the order and sends no staff credentials', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { checkout }))
    renderCheckout()
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice #D7' })).toBeInTheDocument()
    expect(screen.getByText('Casa Aurora')).toBeInTheDocument()
    expect(screen.getByText('Linen shirt')).toBeInTheDocument()
    expect(screen.getByText('Tax (included in the prices)')).toBeInTheDocument()
    expect(screen.getByLabelText('Street and house number')).toHaveValue('Rua Augusta, 100')
    expect(screen.getByLabelText('Same as shipping address')).toBeChecked()
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe(`/v1/public/checkout/${TOKEN}`)
    const headers = new Headers(init?.headers)
    expect(headers.has('Authorization')).toBe(false)
    expect(headers.has('X-Tenant-Id')).toBe(false)
  })

  it('writes amounts, dates and terms as the reader’s language does', async () => {
    await changeLanguage('pt-BR')
    try {
      const dueAt = new Date(2026, 10, 24, 12).toISOString()
      fetchMock.mockResolvedValueOnce(
        json(200, { checkout: { ...checkout, paymentTerm: { type: 'net', dueInDays: 30, dueAt } } }),
      )
      renderCheckout()
      expect(await screen.findByRole('heading', { level: 1, name: 'Fatura #D7' })).toBeInTheDocument()
      const total = screen.getAllByText(
        (_, element) => element?.textContent?.replace(/\s/g, ' ') === 'R$ 215,00',
      )
      expect(total.length).toBeGreaterThan(0)
      expect(screen.getByTestId('checkout-terms')).toHaveTextContent('Pagamento em 24/11/2026 (30 dias).')
      expect(screen.getByText(/^Este link é válido até 01\/03\/2026/)).toBeInTheDocument()
    } finally {
      await changeLanguage('en')
    }
  })

  it('speaks the customer’s language to a browser that never chose one, without keeping it', async () => {
    try {
      fetchMock.mockResolvedValueOnce(json(200, { checkout: { ...checkout, language: 'pt-BR' } }))
      renderCheckout()
      expect(await screen.findByRole('heading', { level: 1, name: 'Fatura #D7' })).toBeInTheDocument()
      expect(localStorage.getItem('language')).toBeNull()
    } finally {
      await changeLanguage('en')
    }
  })

  it.each([
    [404, checkoutMessages.linkInvalid, 'This link does not work'],
    [410, checkoutMessages.linkExpired, 'This link has expired'],
    [409, checkoutMessages.linkUsed, 'Already paid'],
  ])('a %i answer shows its own page and nothing of an order', async (status, detail, title) => {
    fetchMock.mockResolvedValueOnce(problem(status, detail))
    renderCheckout()
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument()
    expect(screen.getByText(detail)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /pay/i })).not.toBeInTheDocument()
    expect(screen.queryByText('Casa Aurora')).not.toBeInTheDocument()
  })

  describe('when the store’s server fails to load the order', () => {
    // No retries: what matters is what shows once the load has failed.
    const noRetries = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

    it('says so in the customer’s words and loads it again on Try again, with no way into the back office', async () => {
      const user = userEvent.setup()
      fetchMock.mockResolvedValueOnce(problem(503, 'Service Unavailable'))
      fetchMock.mockResolvedValueOnce(json(200, { checkout }))
      renderCheckout(noRetries())
      expect(await screen.findByRole('alert')).toHaveTextContent(
        "The store's server failed to load this order. Please try again in a few minutes.",
      )
      expect(screen.queryByText('500')).not.toBeInTheDocument()
      expect(screen.queryByRole('link', { name: 'Go Home' })).not.toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Try again' }))
      expect(await screen.findByRole('heading', { level: 1, name: 'Invoice #D7' })).toBeInTheDocument()
    })

    it('says so in Portuguese too', async () => {
      await changeLanguage('pt-BR')
      try {
        fetchMock.mockResolvedValueOnce(problem(500, 'Internal Server Error'))
        renderCheckout(noRetries())
        expect(await screen.findByRole('alert')).toHaveTextContent(
          'O servidor da loja falhou ao carregar este pedido. Tente novamente em alguns minutos.',
        )
        expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument()
      } finally {
        await changeLanguage('en')
      }
    })

    it('asks to check the connection only when the server was not reached', async () => {
      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
      renderCheckout(noRetries())
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'This order could not be loaded. Check your connection and try again.',
      )
    })
  })

  // Typing a whole card number key by key is slow on a busy machine, hence the longer timeout.
  it('keeps the form and says so when the card is declined', async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValueOnce(json(200, { checkout }))
    fetchMock.mockResolvedValueOnce(
      problem(402, checkoutMessages.cardDeclined, [
        { path: 'card.number', message: checkoutMessages.cardDeclined },
      ]),
    )
    renderCheckout()
    await user.type(await screen.findByLabelText('Card number'), '4000 0000 0000 0002')
    await user.click(screen.getByRole('button', { name: 'Pay R$215.00' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(checkoutMessages.cardDeclined)
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true')
    const [, init] = fetchMock.mock.calls[1] ?? []
    expect(JSON.parse(String(init?.body))).toMatchObject({
      version: 4,
      card: { number: '4000000000000002', name: 'Ana Souza' },
      billingAddress: null,
      shippingAddress: { city: 'São Paulo' },
    })
  }, 15_000)

  it('shows the new total, keeps what was typed and pays it when the store changed the order meanwhile', async () => {
    const user = userEvent.setup()
    const changed = { ...checkout, version: 5, total: money('430.00') }
    fetchMock.mockResolvedValueOnce(json(200, { checkout }))
    fetchMock.mockResolvedValueOnce(
      json(409, {
        ...JSON.parse(await problem(409, checkoutMessages.orderChanged).text()),
        current: changed,
      }),
    )
    fetchMock.mockResolvedValueOnce(json(200, { orderName: '#1003', total: money('430.00') }))
    renderCheckout()
    await user.click(await screen.findByRole('button', { name: 'Fill in the test card' }))
    await user.click(screen.getByRole('button', { name: 'Pay R$215.00' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(checkoutMessages.orderChanged)
    expect(screen.queryByRole('heading', { name: 'Already paid' })).not.toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'Pay R$430.00' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you — order #1003 is paid' }),
    ).toBeInTheDocument()
    const versions = fetchMock.mock.calls.slice(1).map(([, init]) => JSON.parse(String(init?.body)).version)
    expect(versions).toEqual([4, 5])
  })

  it('says why when a discount code on the order no longer applies, not that the link was used', async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValueOnce(json(200, { checkout }))
    fetchMock.mockResolvedValueOnce(limitReached())
    renderCheckout()
    await user.click(await screen.findByRole('button', { name: 'Fill in the test card' }))
    await user.click(screen.getByRole('button', { name: 'Pay R$215.00' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This discount has reached its usage limit.')
    expect(screen.queryByRole('heading', { name: 'Already paid' })).not.toBeInTheDocument()
  })

  describe('a discount code the customer enters', () => {
    const withCode = {
      ...checkout,
      discounts: money('21.50'),
      total: money('193.50'),
      discountCode: { code: 'BEMVINDO10', title: 'Boas-vindas', amount: money('21.50') },
    }

    it('says why it does not apply in the customer’s language, then shows the new total and pays it', async () => {
      const user = userEvent.setup()
      await changeLanguage('pt-BR')
      try {
        fetchMock.mockResolvedValueOnce(json(200, { checkout }))
        fetchMock.mockResolvedValueOnce(
          json(200, {
            applies: false,
            refusal: { reason: 'minimum_not_met', minimum: { amount: 30000 } },
            checkout,
          }),
        )
        fetchMock.mockResolvedValueOnce(
          json(200, { applies: false, refusal: { reason: 'unknown_code' }, checkout }),
        )
        fetchMock.mockResolvedValueOnce(json(200, { applies: true, refusal: null, checkout: withCode }))
        fetchMock.mockResolvedValueOnce(json(200, { orderName: '#1004', total: money('193.50') }))
        renderCheckout()
        const field = await screen.findByLabelText('Cupom de desconto')
        await user.type(field, 'GRANDE')
        await user.click(screen.getByRole('button', { name: 'Aplicar' }))
        expect(await screen.findByText(/Gaste pelo menos R\$\s300,00 em itens elegíveis/)).toBeInTheDocument()
        expect(field).toHaveAttribute('aria-invalid', 'true')
        await user.clear(field)
        await user.type(field, 'NADA')
        await user.click(screen.getByRole('button', { name: 'Aplicar' }))
        expect(
          await screen.findByText('Este cupom não existe. Confira e tente novamente.'),
        ).toBeInTheDocument()

        await user.clear(field)
        await user.type(field, 'bemvindo10')
        await user.click(screen.getByRole('button', { name: 'Aplicar' }))
        expect(await screen.findByRole('status')).toHaveTextContent(/Cupom BEMVINDO10 aplicado: −R\$\s21,50/)
        const [url, init] = fetchMock.mock.calls[3] ?? []
        expect(url).toBe(`/v1/public/checkout/${TOKEN}/discount-code`)
        expect(JSON.parse(String(init?.body))).toEqual({ code: 'bemvindo10' })

        await user.click(screen.getByRole('button', { name: 'Preencher com o cartão de teste' }))
        await user.click(screen.getByRole('button', { name: /Pagar R\$\s193,50/ }))
        expect(await screen.findByRole('heading', { level: 1, name: /#1004/ })).toBeInTheDocument()
        const [, payInit] = fetchMock.mock.calls[4] ?? []
        expect(JSON.parse(String(payInit?.body))).toMatchObject({
          version: 4,
          discount: { code: 'BEMVINDO10', total: '193.50' },
        })
      } finally {
        await changeLanguage('en')
      }
    }, 15_000)

    it('stays on the order the store changed meanwhile, and pays its new total', async () => {
      const user = userEvent.setup()
      const changed = {
        ...withCode,
        version: 5,
        total: money('387.00'),
        discountCode: { ...withCode.discountCode, amount: money('43.00') },
      }
      fetchMock.mockResolvedValueOnce(json(200, { checkout }))
      fetchMock.mockResolvedValueOnce(json(200, { applies: true, refusal: null, checkout: withCode }))
      fetchMock.mockResolvedValueOnce(
        json(409, {
          ...JSON.parse(await problem(409, checkoutMessages.orderChanged).text()),
          current: changed,
        }),
      )
      fetchMock.mockResolvedValueOnce(json(200, { checkout: { ...checkout, version: 5 } }))
      fetchMock.mockResolvedValueOnce(json(200, { orderName: '#1005', total: money('387.00') }))
      renderCheckout()
      await user.type(await screen.findByLabelText('Discount code'), 'BEMVINDO10')
      await user.click(screen.getByRole('button', { name: 'Apply' }))
      await user.click(await screen.findByRole('button', { name: 'Fill in the test card' }))
      await user.click(screen.getByRole('button', { name: 'Pay R$193.50' }))
      expect(await screen.findByRole('alert')).toHaveTextContent(checkoutMessages.orderChanged)
      expect(screen.getByRole('status')).toHaveTextContent('Code BEMVINDO10 applied: −R$43.00')
      await user.click(screen.getByRole('button', { name: 'Pay R$387.00' }))
      expect(await screen.findByRole('heading', { level: 1, name: /#1005/ })).toBeInTheDocument()
      const payments = fetchMock.mock.calls
        .filter(([url]) => String(url).endsWith('/pay'))
        .map(([, init]) => JSON.parse(String(init?.body)))
      expect(payments.map(({ version, discount }) => [version, discount])).toEqual([
        [4, { code: 'BEMVINDO10', total: '193.50' }],
        [5, { code: 'BEMVINDO10', total: '387.00' }],
      ])
    })

    it('is dropped, saying why, when it ran out before the customer paid', async () => {
      const user = userEvent.setup()
      fetchMock.mockResolvedValueOnce(json(200, { checkout }))
      fetchMock.mockResolvedValueOnce(json(200, { applies: true, refusal: null, checkout: withCode }))
      // The customer's own code: the refusal names its field.
      fetchMock.mockResolvedValueOnce(limitReached('discount.code'))
      renderCheckout()
      await user.type(await screen.findByLabelText('Discount code'), 'BEMVINDO10')
      await user.click(screen.getByRole('button', { name: 'Apply' }))
      await user.click(await screen.findByRole('button', { name: 'Fill in the test card' }))
      await user.click(screen.getByRole('button', { name: 'Pay R$193.50' }))
      expect(await screen.findByRole('alert')).toHaveTextContent('This discount has reached its usage limit.')
      expect(screen.getByRole('button', { name: 'Pay R$215.00' })).toBeInTheDocument()
      expect(screen.getByLabelText('Discount code')).toHaveValue('')
    })
  })

  it('thanks the customer once paid', async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValueOnce(json(200, { checkout }))
    fetchMock.mockResolvedValueOnce(json(200, { orderName: '#1001', total: money('215.00') }))
    renderCheckout()
    await user.click(await screen.findByRole('button', { name: 'Fill in the test card' }))
    await user.click(screen.getByRole('button', { name: 'Pay R$215.00' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you — order #1001 is paid' }),
    ).toBeInTheDocument()
  })

  it('pays when the draft has no billing address of its own', async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValueOnce(json(200, { checkout: { ...checkout, billingAddress: null } }))
    fetchMock.mockResolvedValueOnce(json(200, { orderName: '#1002', total: money('215.00') }))
    renderCheckout()
    expect(await screen.findByLabelText('Same as shipping address')).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Fill in the test card' }))
    await user.click(screen.getByRole('button', { name: 'Pay R$215.00' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you — order #1002 is paid' }),
    ).toBeInTheDocument()
  })

  it('asks for a billing address when it differs from shipping', async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValueOnce(json(200, { checkout }))
    renderCheckout()
    await user.click(await screen.findByLabelText('Same as shipping address'))
    const [, billingStreet] = screen.getAllByLabelText('Street and house number')
    if (!billingStreet) throw new Error('no billing street field')
    await user.clear(billingStreet)
    await user.click(screen.getByRole('button', { name: 'Fill in the test card' }))
    await user.click(screen.getByRole('button', { name: 'Pay R$215.00' }))
    expect(await screen.findByText('Required')).toBeInTheDocument()
    expect(billingStreet).toHaveAttribute('aria-invalid', 'true')
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
