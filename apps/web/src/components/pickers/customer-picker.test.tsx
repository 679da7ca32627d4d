import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { onePage } from '@/test/fetch-stub'
import { CustomerPicker } from './customer-picker'
import { StatePicker } from './reference-pickers'

const emptyPage = onePage([])

function answerWith(body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const sentBody = (fetchMock: ReturnType<typeof answerWith>, call = 0) =>
  JSON.parse(String(fetchMock.mock.calls[call]![1]!.body))

beforeAll(() => import('./select-list'))

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('CustomerPicker', () => {
  it("searches customers with the role suffix and offers 'Create a new customer'", async () => {
    const user = userEvent.setup()
    const fetchMock = answerWith({ parties: emptyPage })
    const onCreate = vi.fn()
    render(<CustomerPicker value={null} onChange={() => {}} onCreate={onCreate} />)
    await user.click(screen.getByRole('combobox', { name: 'Search or create a customer' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(fetchMock.mock.calls[0]![0]).toBe('/v1/party/search')
    expect(sentBody(fetchMock)).toEqual({ query: "role:'customer'", first: 10 })
    expect(await screen.findByText('No customers found.')).toBeInTheDocument()

    await user.type(screen.getByPlaceholderText('Search or create a customer'), 'Ana')
    await user.click(screen.getByRole('option', { name: 'Create a new customer' }))
    expect(onCreate).toHaveBeenCalledWith('Ana')
  })
})

describe('StatePicker', () => {
  it("narrows states to the chosen country with the API's country filter", async () => {
    const user = userEvent.setup()
    const fetchMock = answerWith({
      provinces: {
        ...emptyPage,
        edges: [{ node: { id: 'BR-SP', name: 'São Paulo', code: 'SP', countryCode: 'BR' }, cursor: 'x' }],
        pageInfo: { ...emptyPage.pageInfo, total: 1 },
      },
    })
    const onChange = vi.fn()
    render(<StatePicker value={null} onChange={onChange} countryCode="BR" />)
    await user.click(screen.getByRole('combobox', { name: 'Select a state' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(fetchMock.mock.calls[0]![0]).toBe('/v1/catalog/search')
    expect(sentBody(fetchMock)).toEqual({ entity: 'state', query: 'country:BR', first: 10 })
    await act(async () => {})
    await user.click(await screen.findByRole('option', { name: 'São Paulo' }))
    expect(onChange).toHaveBeenCalledWith({ id: 'BR-SP', name: 'São Paulo', code: 'SP', countryCode: 'BR' })
  })
})
