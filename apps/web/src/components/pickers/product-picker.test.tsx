import type { ProductSummary, Variant } from '@lojista/contracts/catalog/products'
import type { Connection } from '@lojista/contracts/common/pagination'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ProductPicker } from './product-picker'
import { pageOfMatches } from './test-page'
import type { PickerFetchParams } from './use-paged-search'

const now = '2026-01-15T12:00:00.000Z'
const money = (amount: string) => ({ amount, currencyCode: 'BRL' })
const uuid = (n: number) => `7d0c1a2e-2222-4c4c-9c9c-${String(n).padStart(12, '0')}`

function variantOf(productId: string, n: number, title: string): Variant {
  return {
    id: uuid(1000 + n),
    productId,
    title,
    position: 1,
    optionValues: [title],
    selectedOptions: [{ name: 'Size', value: { name: title } }],
    sku: null,
    barcode: null,
    price: money('10.00'),
    compareAtPrice: null,
    cost: null,
    weight: null,
    weightUnit: 'kg',
    taxable: true,
    physical: true,
    available: 0,
  }
}

const products: ProductSummary[] = Array.from({ length: 25 }, (_, index) => {
  const id = uuid(index + 1)
  return {
    id,
    handle: `product-${index + 1}`,
    title: `Product ${String(index + 1).padStart(2, '0')}`,
    status: 'active',
    vendor: null,
    productType: '',
    tags: [],
    featuredMedia: null,
    priceRange: { min: money('10.00'), max: money('10.00') },
    totalInventory: 0,
    variants: [variantOf(id, index * 2, 'S'), variantOf(id, index * 2 + 1, 'M')],
    version: 1,
    createdAt: now,
    updatedAt: now,
  }
})

/** A page of the products whose title has the search words, as the API would answer it. */
function pageOf(params: PickerFetchParams): Connection<ProductSummary> {
  return pageOfMatches(products, params, (product, words) => product.title.toLowerCase().includes(words))
}

function ProductsHarness({
  onToggle,
  locked,
  fetchPage = async (params) => pageOf(params),
}: {
  onToggle: (product: ProductSummary) => void
  locked?: ReadonlySet<string>
  fetchPage?: (params: PickerFetchParams) => Promise<Connection<ProductSummary>>
}) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set())
  return (
    <ProductPicker
      pick="products"
      fetchPage={fetchPage}
      pageSize={10}
      chosen={chosen}
      onToggle={(product) => {
        onToggle(product)
        setChosen((current) => {
          const next = new Set(current)
          if (next.has(product.id)) next.delete(product.id)
          else next.add(product.id)
          return next
        })
      }}
      locked={locked}
      lockedNote="Already in the collection"
      searchLabel="Search products"
    />
  )
}

function VariantsHarness({ onToggle }: { onToggle: (product: ProductSummary, variant: Variant) => void }) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set())
  return (
    <ProductPicker
      pick="variants"
      fetchPage={async (params) => pageOf(params)}
      chosen={chosen}
      onToggle={(product, variant) => {
        onToggle(product, variant)
        setChosen((current) => new Set(current).add(variant.id))
      }}
      renderVariant={(_, variant) => `Size ${variant.title}`}
      searchLabel="Search products"
    />
  )
}

const searchBox = () => screen.findByRole('combobox', { name: 'Search products' })
const option = (name: string) => screen.getByRole('option', { name: new RegExp(`^${name}`) })
const highlighted = () =>
  screen.getAllByRole('option').find((row) => row.getAttribute('aria-selected') === 'true')

// The list's code loads with the picker; loading it once here keeps its first import, slow on a busy
// machine, out of each test's waiting time.
beforeAll(() => import('./select-list'))

describe('ProductPicker', () => {
  it('ticks the result the arrow keys reach with Enter, keeping the focus in the search box', async () => {
    const user = userEvent.setup()
    const onToggle = vi.fn()
    render(<ProductsHarness onToggle={onToggle} />)
    const search = await searchBox()
    await screen.findByRole('option', { name: /^Product 01/ })
    expect(search).toHaveFocus()
    expect(highlighted()).toBe(option('Product 01'))

    await user.keyboard('{ArrowDown}')
    expect(highlighted()).toBe(option('Product 02'))
    await user.keyboard('{Enter}')

    expect(onToggle).toHaveBeenCalledTimes(1)
    expect(onToggle.mock.calls[0]![0]).toMatchObject({ title: 'Product 02' })
    expect(option('Product 02')).toHaveAttribute('aria-checked', 'true')
    expect(option('Product 01')).toHaveAttribute('aria-checked', 'false')
    expect(search).toHaveFocus()

    // Enter again unticks it; the highlight and the focus stay where they were.
    await user.keyboard('{Enter}')
    expect(option('Product 02')).toHaveAttribute('aria-checked', 'false')
    expect(highlighted()).toBe(option('Product 02'))
    expect(search).toHaveFocus()
  })

  it('ticks with Space once the arrows moved or while the search box is empty, and types it otherwise', async () => {
    const user = userEvent.setup()
    const onToggle = vi.fn()
    const fetchPage = vi.fn(async (params: PickerFetchParams) => pageOf(params))
    render(<ProductsHarness onToggle={onToggle} fetchPage={fetchPage} />)
    const search = await searchBox()
    await screen.findByRole('option', { name: /^Product 01/ })

    await user.keyboard(' ')
    expect(option('Product 01')).toHaveAttribute('aria-checked', 'true')
    expect(search).toHaveValue('')

    await user.keyboard('Product')
    await user.keyboard(' ')
    expect(search).toHaveValue('Product ')
    expect(onToggle).toHaveBeenCalledTimes(1)

    // The new search words' results replace the list; then the arrows move into it.
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ query: 'Product ' })),
    )
    await waitFor(() => expect(highlighted()).toBe(option('Product 01')))
    await user.keyboard('{ArrowDown}{ArrowDown} ')
    expect(option('Product 03')).toHaveAttribute('aria-checked', 'true')
    expect(search).toHaveValue('Product ')
    expect(search).toHaveFocus()
  })

  it('shows products already in as ticked and passes over them', async () => {
    const user = userEvent.setup()
    const onToggle = vi.fn()
    render(<ProductsHarness onToggle={onToggle} locked={new Set([products[0]!.id, products[2]!.id])} />)
    await searchBox()
    await screen.findByRole('option', { name: /^Product 01/ })

    const first = option('Product 01')
    expect(first).toHaveAttribute('aria-disabled', 'true')
    expect(first).toHaveAttribute('aria-checked', 'true')
    expect(first).toHaveTextContent('Already in the collection')
    expect(highlighted()).toBe(option('Product 02'))

    await user.keyboard('{ArrowDown}{Enter}')
    expect(onToggle.mock.calls[0]![0]).toMatchObject({ title: 'Product 04' })
  })

  it("lists each product's variants under its title and ticks one variant", async () => {
    const user = userEvent.setup()
    const onToggle = vi.fn()
    render(<VariantsHarness onToggle={onToggle} />)
    const search = await searchBox()
    const group = await screen.findByRole('group', { name: 'Product 01' })
    expect(
      within(group)
        .getAllByRole('option')
        .map((row) => row.textContent),
    ).toEqual(['Size S', 'Size M'])

    await user.keyboard('{ArrowDown}{Enter}')
    expect(onToggle).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Product 01' }),
      expect.objectContaining({ title: 'M' }),
    )
    expect(within(group).getByRole('option', { name: 'Size M' })).toHaveAttribute('aria-checked', 'true')
    expect(search).toHaveFocus()
  })

  it('fetches the next page when the keys reach the last result', async () => {
    const user = userEvent.setup()
    render(<ProductsHarness onToggle={vi.fn()} />)
    await searchBox()
    await screen.findByRole('option', { name: /^Product 01/ })
    expect(screen.getAllByRole('option')).toHaveLength(10)

    await user.keyboard('{End}')
    await screen.findByRole('option', { name: /^Product 20/ })
    expect(screen.getAllByRole('option')).toHaveLength(20)
  })
})
