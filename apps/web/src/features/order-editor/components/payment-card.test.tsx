import { money } from '@lojista/contracts/common/minor-units'
import type { Order } from '@lojista/contracts/order/api'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { documentFromOrder } from '../model/document'
import { fakeOrder } from '../model/test-orders'
import { editorValue, withEditor } from '../test/editor-value'
import { LineItemList } from './line-item-list'
import { PaymentCard } from './payment-card'

const set = (minor: number) => ({ presentmentMoney: money(minor), domainMoney: money(minor) })

/** A draft as the server answers it, with its saved discounts: an automatic 10% on a line, and a code. */
function draftWithSavedDiscounts(code: Order['discountApplications'][number] | null): Order {
  const order = fakeOrder(
    'draft',
    2,
    {
      lineItems: [
        { id: 'vase', variantId: '7d3c1a8e-2f4b-4c5d-9e6f-1a2b3c4d5e6f', quantity: 2 },
        { id: 'mug', variantId: '0b1c2d3e-4f50-4617-8899-aabbccddeeff', quantity: 1 },
      ],
    },
    { vase: 5000, mug: 3000 },
  )
  return {
    ...order,
    appliedDiscount: code
      ? {
          type: 'percentage',
          value: '0.1',
          title: code.title,
          discountId: code.discountId,
          amountSet: code.amountSet,
        }
      : null,
    discountApplications: [
      {
        discountId: 'auto-1',
        code: null,
        title: '10% em promoções',
        method: 'automatic',
        class: 'product',
        amountSet: set(1000),
        lineAllocations: [{ lineId: 'vase', amountSet: set(1000) }],
        shippingAmountSet: set(0),
        refusal: null,
      },
      ...(code ? [code] : []),
    ],
  }
}

describe('saved discounts in the editor', () => {
  it('shows an automatic discount by itself: a read-only row in the summary and its part on the line', () => {
    const doc = documentFromOrder(draftWithSavedDiscounts(null))
    render(
      withEditor(
        editorValue({ isNew: false }, doc),
        <>
          <LineItemList />
          <PaymentCard />
        </>,
      ),
    )
    const row = screen.getByTestId('payment-automatic-discount')
    expect(row).toHaveTextContent('Automatic discount')
    expect(row).toHaveTextContent('10% em promoções')
    expect(row).toHaveTextContent('in item prices')
    expect(within(row).getByTestId('payment-automatic-amount')).toHaveTextContent('-R$10.00')
    // Nothing to click: staff cannot edit or remove it.
    expect(within(row).queryByRole('button')).not.toBeInTheDocument()

    const [vase, mug] = screen.getAllByTestId('line-item')
    expect(within(vase as HTMLElement).getByTestId('line-saved-discount')).toHaveTextContent(
      '10% em promoções-R$10.00',
    )
    expect(within(vase as HTMLElement).getByTestId('line-total')).toHaveTextContent('R$90.00')
    expect(within(mug as HTMLElement).queryByTestId('line-saved-discount')).not.toBeInTheDocument()
    // Already in the items' prices: the subtotal and the total count it once.
    expect(screen.getByTestId('payment-subtotal')).toHaveTextContent('R$120.00')
    expect(screen.getByTestId('payment-total')).toHaveTextContent('R$120.00')
  })

  it('shows a chosen code that does not apply now at nothing, saying why', () => {
    const doc = documentFromOrder(
      draftWithSavedDiscounts({
        discountId: 'code-1',
        code: 'BEMVINDO10',
        title: 'Boas-vindas',
        method: 'code',
        class: 'order',
        amountSet: set(0),
        lineAllocations: [],
        shippingAmountSet: set(0),
        refusal: { reason: 'minimum_not_met', minimum: { amount: 30000 } },
      }),
    )
    render(withEditor(editorValue({ isNew: false }, doc), <PaymentCard />))
    expect(screen.getByTestId('payment-discount')).toHaveTextContent('R$0.00')
    expect(screen.getByTestId('payment-code-refusal')).toHaveTextContent(
      'Spend at least R$300.00 on eligible items to use this discount.',
    )
    expect(screen.getAllByTestId('payment-automatic-discount')).toHaveLength(1)
  })
})

describe('a chosen shipping option in the editor', () => {
  it('says when the option chosen no longer applies, so staff choose again', () => {
    const order = draftWithSavedDiscounts(null)
    const shippingLine = (unavailable: boolean) => ({
      title: 'SEDEX',
      priceSet: set(3990),
      source: { kind: 'rate' as const, sourceId: 'rate-sedex', locationId: null },
      unavailable,
    })
    const { unmount } = render(
      withEditor(
        editorValue({ isNew: false }, documentFromOrder({ ...order, shippingLine: shippingLine(false) })),
        <PaymentCard />,
      ),
    )
    expect(screen.getByTestId('payment-shipping')).toHaveTextContent('R$39.90')
    expect(screen.queryByTestId('shipping-unavailable')).not.toBeInTheDocument()
    unmount()

    render(
      withEditor(
        editorValue({ isNew: false }, documentFromOrder({ ...order, shippingLine: shippingLine(true) })),
        <PaymentCard />,
      ),
    )
    // Still shown as it was, with the warning beside it.
    expect(screen.getByTestId('payment-shipping')).toHaveTextContent('R$39.90')
    expect(screen.getByTestId('shipping-unavailable')).toHaveTextContent(
      'The shipping option chosen no longer applies to this order’s address, weight or total.',
    )
  })
})

describe('the summary links while a change waits for its save', () => {
  it('turns the links off as soon as a save is scheduled, not only once it is on its way', () => {
    const doc = documentFromOrder(draftWithSavedDiscounts(null))
    const withSync = (sync: 'idle' | 'scheduled' | 'saving') =>
      editorValue({ isNew: false, isLoading: sync === 'saving', isSavePending: sync !== 'idle' }, doc)
    const shippingLink = () => screen.getByRole('button', { name: 'Add shipping or delivery' })

    const { rerender } = render(withEditor(withSync('idle'), <PaymentCard />))
    expect(shippingLink()).toBeEnabled()
    rerender(withEditor(withSync('scheduled'), <PaymentCard />))
    expect(shippingLink()).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Add discount' })).toBeDisabled()
    rerender(withEditor(withSync('saving'), <PaymentCard />))
    expect(shippingLink()).toBeDisabled()
    rerender(withEditor(withSync('idle'), <PaymentCard />))
    expect(shippingLink()).toBeEnabled()
  })
})
