import type { Product } from '@lojista/contracts/catalog/products'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, Link, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { changeLanguage } from '@/lib/i18n/i18n'
import { ProductEditor } from './product-editor'

const fetchMock = vi.fn<typeof fetch>()

const json = (status: number, body: unknown, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } })

const problem = (status: number, detail: string, errors: { path: string; message: string }[]) =>
  json(status, { type: 'about:blank', title: 'Problem', status, detail, errors }, 'application/problem+json')

const money = (amount: string) => ({ amount, currencyCode: 'BRL' })
const now = '2026-01-15T12:00:00.000Z'

const product: Product = {
  id: '7d0c1a2e-1111-4c4c-9c9c-000000000001',
  handle: 'caneca-azul',
  title: 'Caneca Azul',
  description: '',
  status: 'active',
  vendor: null,
  category: null,
  productType: '',
  tags: [],
  collections: [],
  options: [{ id: '7d0c1a2e-1111-4c4c-9c9c-0000000000a1', name: 'Tamanho', position: 1, values: ['P', 'M'] }],
  media: [],
  featuredMedia: null,
  priceRange: { min: money('39.90'), max: money('39.90') },
  totalInventory: 0,
  variants: ['P', 'M'].map((size, index) => ({
    id: `7d0c1a2e-1111-4c4c-9c9c-00000000000${index + 2}`,
    productId: '7d0c1a2e-1111-4c4c-9c9c-000000000001',
    title: size,
    position: index + 1,
    optionValues: [size],
    selectedOptions: [{ name: 'Tamanho', value: { name: size } }],
    sku: `CAN-${size}`,
    barcode: null,
    price: money('39.90'),
    compareAtPrice: null,
    cost: null,
    weight: null,
    weightUnit: 'kg' as const,
    taxable: true,
    physical: true,
    available: 0,
  })),
  version: 3,
  createdAt: now,
  updatedAt: now,
}

function renderEditor(editing: Product | null) {
  const path = editing ? `/products/${editing.handle}` : '/products/new'
  const router = createMemoryRouter(
    [
      { path: '/products', element: <h1>Products list</h1> },
      {
        path: '/products/:handle',
        handle: { title: editing ? 'routes.product' : 'routes.newProduct' },
        element: (
          <>
            <Link to="/products">All products</Link>
            <ProductEditor product={editing} />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  )
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

/** What the field is described by: its error message, shown under it. */
function messageOf(field: HTMLElement): string | null {
  const id = field.getAttribute('aria-describedby')
  return id ? (document.getElementById(id)?.textContent ?? null) : null
}

const save = () => userEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!)

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  // Stock of an existing product: no locations yet.
  fetchMock.mockImplementation(async () =>
    json(200, {
      inventoryLevels: {
        edges: [],
        pageInfo: {
          hasNextPage: false,
          hasPreviousPage: false,
          startCursor: null,
          endCursor: null,
          total: 0,
        },
      },
    }),
  )
})

afterEach(async () => {
  vi.unstubAllGlobals()
  fetchMock.mockReset()
  await changeLanguage('en')
})

// Typing into a whole form takes a few seconds on a busy machine.
describe('product form validation', { timeout: 20_000 }, () => {
  it('asks for a title and a price before sending anything, and counts what is missing', async () => {
    renderEditor(null)
    await save()

    expect(await screen.findByText('To save this product, 2 changes need to be made.')).toBeInTheDocument()
    expect(messageOf(screen.getByLabelText('Title'))).toBe('Required')
    expect(messageOf(screen.getByLabelText('Price of Default'))).toBe('Price is required')
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('checks the handle and that a compare-at price is above the price', async () => {
    renderEditor(null)
    await userEvent.type(screen.getByLabelText('Title'), 'Caneca')
    await userEvent.type(screen.getByLabelText('URL handle'), 'Caneca Azul!')
    await userEvent.type(screen.getByLabelText('Price of Default'), '50')
    await userEvent.type(screen.getByLabelText('Compare-at price of Default'), '40')
    await save()

    expect(await screen.findByText('To save this product, 2 changes need to be made.')).toBeInTheDocument()
    expect(messageOf(screen.getByLabelText('URL handle'))).toBe('Use lower-case letters, digits and hyphens')
    expect(messageOf(screen.getByLabelText('Compare-at price of Default'))).toBe(
      'Compare-at price must be higher than the price',
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('checks an option before applying it: a name, at least one value, no value twice', async () => {
    renderEditor(null)
    await userEvent.click(screen.getByRole('button', { name: 'Add options like size or color' }))
    await userEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(messageOf(screen.getByLabelText('Option name'))).toBe('Required')
    expect(messageOf(screen.getByLabelText('Add another value'))).toBe('Give at least one value')

    await userEvent.type(screen.getByLabelText('Option name'), 'Cor')
    await userEvent.type(screen.getByLabelText('Add another value'), 'Azul')
    await userEvent.type(screen.getByLabelText('Add another value'), 'azul')
    await userEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(messageOf(screen.getByLabelText('Value 2'))).toBe('Values of an option must be different')
    expect(screen.getByText('1 variant')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Remove value azul' }))
    // Enter in a value applies the option, and only the option: the product is not sent.
    await userEvent.type(screen.getByLabelText('Add another value'), 'Verde{Enter}')
    expect(screen.getByText('2 variants')).toBeInTheDocument()
    expect(screen.getByLabelText('Price of Azul')).toBeInTheDocument()
    expect(screen.getByLabelText('Price of Verde')).toBeInTheDocument()
    expect(screen.queryByText(/To save this product/)).toBeNull()
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([])
  })

  it("puts the server's field errors under their fields", async () => {
    renderEditor(null)
    fetchMock.mockImplementation(async () =>
      problem(409, 'Another variant already uses this SKU', [
        { path: 'variants.0.sku', message: 'Another variant already uses this SKU' },
        { path: 'handle', message: 'Another record already uses this handle' },
      ]),
    )
    await userEvent.type(screen.getByLabelText('Title'), 'Caneca')
    await userEvent.type(screen.getByLabelText('Price of Default'), '39.90')
    await userEvent.type(screen.getByLabelText('SKU of Default'), 'CAN-1')
    await save()

    await waitFor(() =>
      expect(messageOf(screen.getByLabelText('SKU of Default'))).toBe(
        'Another variant already uses this SKU',
      ),
    )
    expect(messageOf(screen.getByLabelText('URL handle'))).toBe('Another record already uses this handle')
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/v1/product')
    expect(JSON.parse(String(init?.body))).toMatchObject({
      title: 'Caneca',
      variants: [{ sku: 'CAN-1', price: '39.90', optionValues: [] }],
    })
  })

  it('says someone else changed the product when the version is stale, and offers to reload it', async () => {
    renderEditor(product)
    await userEvent.clear(screen.getByLabelText('Title'))
    await userEvent.type(screen.getByLabelText('Title'), 'Caneca Azul Grande')
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/v1/product/')
        ? problem(409, 'Someone else changed this in the meantime.', [
            { path: 'version', message: 'Someone else changed this in the meantime.' },
          ])
        : json(200, { product: { ...product, title: 'Caneca Azul (nova)', version: 4 } }),
    )
    await save()

    const dialog = await screen.findByRole('alertdialog', { name: 'Someone else changed this product' })
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === `/v1/product/${product.id}`)!
    expect(init?.method).toBe('PATCH')
    expect(JSON.parse(String(init?.body))).toMatchObject({ version: 3, title: 'Caneca Azul Grande' })

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload product' }))
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Caneca Azul (nova)'))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('asks before leaving with unsaved changes', async () => {
    renderEditor(null)
    await userEvent.type(screen.getByLabelText('Title'), 'Caneca')

    await userEvent.click(screen.getByRole('link', { name: 'All products' }))
    const ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' })
    await userEvent.click(within(ask).getByRole('button', { name: 'Stay' }))
    expect(screen.getByLabelText('Title')).toHaveValue('Caneca')

    await userEvent.click(screen.getByRole('link', { name: 'All products' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave page',
      }),
    )
    expect(await screen.findByRole('heading', { name: 'Products list' })).toBeInTheDocument()
  })

  it('shows the messages in Brazilian Portuguese', async () => {
    await changeLanguage('pt-BR')
    renderEditor(null)
    await userEvent.click(screen.getAllByRole('button', { name: 'Salvar' })[0]!)

    expect(
      await screen.findByText('Para salvar este produto, 2 alterações precisam ser feitas.'),
    ).toBeInTheDocument()
    expect(messageOf(screen.getByLabelText('Título'))).toBe('Obrigatório')
    expect(messageOf(screen.getByLabelText('Preço de Padrão'))).toBe('O preço é obrigatório')
  })
})
