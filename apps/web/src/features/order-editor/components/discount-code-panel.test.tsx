import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { onePage, stubFetch } from '@/test/fetch-stub'
import { SessionStub, stubSession } from '@/test/session-stub'
import { applyActions } from '../model/actions'
import { emptyDocument } from '../model/document'
import { editorValue, withEditor } from '../test/editor-value'
import { DiscountCodePanel } from './discount-code-panel'

const fetchMock = stubFetch()
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })

const VARIANT = '0196a1d2-7c3e-7000-8000-0000000000a1'
const code = {
  id: '0196a1d2-7c3e-7000-8000-00000000d001',
  name: 'DEZ150',
  code: 'DEZ150',
  title: 'Dez por cento acima de R$ 150',
  type: 'percentage' as const,
  value: '0.1',
}
const store = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Casa Aurora',
  plan: null,
  currencyCode: 'BRL',
}

/** Two vases of R$ 50,00 in the editor, the code in the store, and the server's verdict on it. */
function openPanel(verdict: unknown) {
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
        unitPrice: 5000,
        isCustom: false,
      },
      isTaxable: true,
      amount: 2,
    },
  ])
  fetchMock.mockImplementation(async (input) =>
    String(input).includes('/check') ? json(verdict) : json({ discounts: onePage([code]) }),
  )
  const value = editorValue({}, doc)
  const tenant = { ...store, role: 'owner' as const, permissions: [] as never[] }
  render(
    <SessionStub
      value={stubSession({ status: 'authenticated', isAuthenticated: true, currentTenant: tenant })}
    >
      <QueryClientProvider client={createQueryClient()}>
        {withEditor(value, <DiscountCodePanel open onOpenChange={() => {}} />)}
      </QueryClientProvider>
    </SessionStub>,
  )
  return value.actions
}

async function chooseCode() {
  const user = userEvent.setup()
  await user.click(screen.getByRole('combobox', { name: 'Discount code' }))
  await user.click(await screen.findByRole('option', { name: 'DEZ150' }))
  return user
}

describe('the discount code panel', () => {
  it('says why a chosen code does not apply to the order as it is, and will not save it', async () => {
    const actions = openPanel({
      applies: false,
      amount: null,
      refusal: { reason: 'minimum_not_met', minimum: { amount: 15000 } },
      currencyCode: 'BRL',
    })
    await chooseCode()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Spend at least R$150.00 on eligible items to use this discount.',
    )
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()
    expect(actions.setOrderDiscount).not.toHaveBeenCalled()
    // The server weighed the order on screen: the two vases at R$ 50,00.
    const check = fetchMock.mock.calls.find(([input]) =>
      String(input).includes(`/v1/discounts/${code.id}/check`),
    )
    expect(JSON.parse(String(check?.[1]?.body))).toEqual({
      customerId: null,
      lineItems: [{ variantId: VARIANT, quantity: 2, unitPrice: '50.00' }],
      shipping: null,
      shippingCountry: null,
    })
  })

  it('says what a code that applies takes off, and applies it with its id', async () => {
    const actions = openPanel({ applies: true, amount: '20.00', refusal: null, currencyCode: 'BRL' })
    const user = await chooseCode()
    expect(await screen.findByRole('status')).toHaveTextContent('Takes R$20.00 off this order.')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(actions.setOrderDiscount).toHaveBeenCalledWith({
      type: 'percentage',
      value: '0.1',
      title: code.title,
      discountId: code.id,
    })
  })
})
