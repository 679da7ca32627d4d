import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { applyActions } from '../model/actions'
import { emptyDocument } from '../model/document'
import { useOrderEditor } from '../model/order-editor-context'
import { editorValue, withEditor } from '../test/editor-value'
import { CustomItemPanel } from './custom-item-panel'
import { DiscountPanel } from './discount-panel'
import { PaymentCard } from './payment-card'
import { ShippingPanel } from './shipping-panel'

describe('the order editor panels', () => {
  it('refuses to be used outside its provider', () => {
    function Orphan() {
      useOrderEditor()
      return null
    }
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Orphan />)).toThrow('useOrderEditor must be used inside OrderEditorProvider')
  })

  it('lists the custom item errors under the heading and beside each field', async () => {
    const user = userEvent.setup()
    const value = editorValue({ isCustomItemOpen: true })
    render(withEditor(value, <CustomItemPanel />))
    const save = screen.getByRole('button', { name: 'Save' })
    expect(save).toBeDisabled()
    await user.type(screen.getByLabelText('Item name'), 'Engraving')
    await user.clear(screen.getByRole('spinbutton', { name: 'Quantity' }))
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity' }), '0')
    await user.click(save)
    expect(screen.getByText('Please correct the following errors:')).toBeInTheDocument()
    expect(screen.getAllByText('Price is required')).toHaveLength(2)
    expect(screen.getAllByText('Quantity must be at least 1')).toHaveLength(2)
    expect(value.actions.addCustomItem).not.toHaveBeenCalled()

    await user.type(screen.getByLabelText('Price'), '12.5')
    await user.clear(screen.getByRole('spinbutton', { name: 'Quantity' }))
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity' }), '2')
    await user.click(save)
    expect(value.actions.addCustomItem).toHaveBeenCalledWith(
      {
        title: 'Engraving',
        price: '12.50',
        weight: null,
        weightUnit: 'kg',
        isPhysical: true,
        description: '',
      },
      2,
      true,
    )
  })

  it('shows the weight only for a physical item', async () => {
    const user = userEvent.setup()
    render(withEditor(editorValue({ isCustomItemOpen: true }), <CustomItemPanel />))
    expect(screen.getByText('Used to calculate shipping rates accurately')).toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: 'Item is physical product' }))
    expect(screen.queryByText('Item weight (optional)')).not.toBeInTheDocument()
  })

  it('validates a discount and saves a percentage as a fraction', async () => {
    const user = userEvent.setup()
    const onSave = vi.fn()
    const { rerender } = render(
      withEditor(
        editorValue(),
        <DiscountPanel open onOpenChange={() => {}} title="Add discount" current={null} onSave={onSave} />,
      ),
    )
    expect(screen.queryByRole('button', { name: 'Remove discount' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(screen.getByText('Amount must be 0 or greater')).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Percentage' }))
    await user.type(screen.getByRole('spinbutton', { name: 'Percentage' }), '150')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(screen.getByText('Cannot exceed 100%')).toBeInTheDocument()
    await user.clear(screen.getByRole('spinbutton', { name: 'Percentage' }))
    await user.type(screen.getByRole('spinbutton', { name: 'Percentage' }), '15')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(onSave).toHaveBeenCalledWith({ type: 'percentage', value: '0.15', title: '' })

    rerender(
      withEditor(
        editorValue(),
        <DiscountPanel
          open
          onOpenChange={() => {}}
          title="Edit discount"
          current={{ type: 'fixed-amount', value: '5.00', title: 'Promo' }}
          onSave={onSave}
        />,
      ),
    )
    await user.click(screen.getByRole('button', { name: 'Remove discount' }))
    expect(onSave).toHaveBeenLastCalledWith(null)
  })

  it('refuses a negative item weight instead of saving it as 0', async () => {
    const user = userEvent.setup()
    const value = editorValue({ isCustomItemOpen: true })
    render(withEditor(value, <CustomItemPanel />))
    await user.type(screen.getByLabelText('Item name'), 'Engraving')
    await user.type(screen.getByLabelText('Price'), '12')
    await user.type(screen.getByRole('spinbutton', { name: 'Item weight (optional)' }), '-2')
    await user.tab()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getAllByText('Must be 0 or greater')).toHaveLength(2)
    expect(value.actions.addCustomItem).not.toHaveBeenCalled()
  })

  it('asks for the custom shipping price instead of saving an empty one as 0.00', async () => {
    const user = userEvent.setup()
    const value = editorValue()
    render(
      <QueryClientProvider client={createQueryClient()}>
        {withEditor(value, <ShippingPanel open onOpenChange={() => {}} />)}
      </QueryClientProvider>,
    )
    await user.type(screen.getByLabelText('Shipping rate name'), 'Motoboy')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(screen.getAllByText('Price is required')).toHaveLength(2)
    expect(value.actions.dispatch).not.toHaveBeenCalled()

    await user.type(screen.getByLabelText('Price'), '0')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(value.actions.dispatch).toHaveBeenCalledWith({
      type: 'setShipping',
      shipping: { title: 'Motoboy', price: '0.00' },
    })
  })

  it('shows skeletons for the money and no links while a save is in flight', () => {
    const withItem = applyActions(emptyDocument, [
      {
        type: 'addProduct',
        lineId: 'line-1',
        variantId: 'variant-1',
        display: {
          title: 'Caneca',
          variantTitle: '',
          sku: '',
          options: [],
          imageUrl: null,
          unitPrice: 3500,
          isCustom: false,
        },
        isTaxable: true,
        amount: 1,
      },
    ])
    const links = ['Add discount', 'Add shipping or delivery', 'Estimated tax']
    const { rerender } = render(withEditor(editorValue({ isLoading: true }, withItem), <PaymentCard />))
    for (const name of links) expect(screen.getByRole('button', { name })).toBeDisabled()
    expect(screen.getByTestId('payment-total-skeleton')).toBeInTheDocument()
    expect(screen.queryByTestId('payment-total')).not.toBeInTheDocument()

    rerender(withEditor(editorValue({ isLoading: false }, withItem), <PaymentCard />))
    for (const name of links) expect(screen.getByRole('button', { name })).toBeEnabled()
    expect(screen.getByTestId('payment-total')).toHaveTextContent('35.00')
  })
})
