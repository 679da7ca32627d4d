import type { ProductSummary } from '@lojista/contracts/catalog/products'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { AddProductsDialog } from './add-products-dialog'

const now = '2026-01-15T12:00:00.000Z'
const money = { amount: '10.00', currencyCode: 'BRL' }
const uuid = (n: number) => `7d0c1a2e-3333-4c4c-9c9c-${String(n).padStart(12, '0')}`

const products: ProductSummary[] = ['Caneca', 'Prato', 'Vaso'].map((title, index) => ({
  id: uuid(index + 1),
  handle: title.toLowerCase(),
  title,
  status: 'active',
  vendor: null,
  productType: '',
  tags: [],
  featuredMedia: null,
  priceRange: { min: money, max: money },
  totalInventory: 0,
  variants: [],
  version: 1,
  createdAt: now,
  updatedAt: now,
}))

const fetchMock = vi.fn<typeof fetch>()

// The list's code loads with the dialog's picker; loading it once here keeps it out of the tests' waits.
beforeAll(() => import('@/components/pickers/select-list'))

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockImplementation(async () => {
    const answer = {
      products: {
        edges: products.map((node) => ({ node, cursor: node.id })),
        pageInfo: {
          hasNextPage: false,
          hasPreviousPage: false,
          startCursor: products[0]!.id,
          endCursor: products.at(-1)!.id,
          total: products.length,
          totalIsExact: true,
        },
      },
    }
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } })
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
  fetchMock.mockReset()
})

describe('AddProductsDialog', () => {
  it('adds the ticked products, showing those already in the collection as ticked and not offered', async () => {
    const user = userEvent.setup()
    const onAdd = vi.fn(async (_ids: string[]) => {})
    const onOpenChange = vi.fn()
    render(
      <AddProductsDialog
        open
        onOpenChange={onOpenChange}
        alreadyIn={new Set([products[1]!.id])}
        onAdd={onAdd}
      />,
    )
    const search = await screen.findByRole('combobox', { name: 'Search products to add' })
    const inside = await screen.findByRole('option', { name: /^Prato/ })
    expect(inside).toHaveAttribute('aria-disabled', 'true')
    expect(inside).toHaveAttribute('aria-checked', 'true')
    expect(inside).toHaveTextContent('Already in the collection')
    const request = JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))
    expect(request).toMatchObject({ query: '', first: 20, orderBy: { field: 'title', direction: 'asc' } })

    const add = screen.getByRole('button', { name: /^Add \d+ product/ })
    expect(add).toBeDisabled()
    // Enter ticks the first result; Down passes over the product already in, Enter ticks the last.
    await user.keyboard('{Enter}{ArrowDown}{Enter}')
    expect(search).toHaveFocus()
    expect(screen.getByRole('option', { name: /^Caneca/ })).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByRole('option', { name: /^Vaso/ })).toHaveAttribute('aria-checked', 'true')

    await user.click(screen.getByRole('button', { name: 'Add 2 products' }))
    expect(onAdd).toHaveBeenCalledWith([products[0]!.id, products[2]!.id])
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })
})
