import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CreateCustomerDialog } from './create-customer-dialog'
import { customerDefaultsFromSearch } from './customer-defaults'

const storedParty = (body: Record<string, unknown>) => ({
  party: {
    id: body.id,
    type: 'individual',
    status: 'active',
    displayName: body.displayName,
    name: body.displayName,
    firstName: 'Ana',
    lastName: '',
    company: '',
    taxId: null,
    tags: [],
    contacts: [],
    role: 'customer',
    roles: [{ role: 'customer' }],
    loyaltyPoints: null,
    tier: null,
    version: 1,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    erasedAt: null,
    locale: null,
    taxExempt: false,
    taxExemptReason: '',
    note: '',
    communicationPreferences: [],
    addresses: [],
  },
})

function mockApi(answer: (body: Record<string, unknown>) => Response) {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => answer(JSON.parse(String(init?.body))))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  })

function renderDialog(props: Partial<Parameters<typeof CreateCustomerDialog>[0]> = {}) {
  const onOpenChange = vi.fn()
  const onCreated = vi.fn()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CreateCustomerDialog open onOpenChange={onOpenChange} onCreated={onCreated} {...props} />
    </QueryClientProvider>,
  )
  return { onOpenChange, onCreated }
}

const field = (label: string) => screen.getByLabelText(label, { exact: true })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('CreateCustomerDialog', () => {
  it("asks for a name, phone or email on the 'all' key, counting one change", async () => {
    const user = userEvent.setup()
    const fetchMock = mockApi(() => json(201, {}))
    renderDialog()
    expect(screen.getByRole('dialog', { name: 'Create a new customer' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('To save this customer, 1 change needs to be made:')).toBeInTheDocument()
    expect(screen.getByText('A name, phone number, or email address must be present')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('puts each error under its own field and counts them in the plural', async () => {
    const user = userEvent.setup()
    mockApi(() => json(201, {}))
    renderDialog()
    await user.type(field('Email'), 'ana@')
    await user.type(field('CPF/CNPJ'), '111.111.111-11')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('To save this customer, 2 changes need to be made:')).toBeInTheDocument()
    expect(field('Email')).toHaveAccessibleDescription('Invalid email')
    expect(field('CPF/CNPJ')).toHaveAccessibleDescription('Enter a valid CPF or CNPJ')
    expect(field('First name')).not.toHaveAttribute('aria-invalid')
    expect(field('Phone')).not.toHaveAttribute('aria-invalid')

    // Fixing a field updates the box at once.
    await user.clear(field('Email'))
    await user.type(field('Email'), 'a@b.co')
    expect(await screen.findByText('To save this customer, 1 change needs to be made:')).toBeInTheDocument()
  }, 15_000)

  it('creates the party with the form fields, hands it back and closes', async () => {
    const user = userEvent.setup()
    const fetchMock = mockApi((body) => json(201, storedParty(body)))
    const { onCreated, onOpenChange } = renderDialog({ defaultValues: customerDefaultsFromSearch('Ana') })
    expect(field('First name')).toHaveValue('Ana')
    await user.type(field('Company'), 'Padaria Real')
    await user.click(field('Customer is tax exempt'))
    await user.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1))
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/v1/party')
    expect(JSON.parse(String(init?.body))).toMatchObject({
      type: 'individual',
      displayName: 'Ana',
      individualDetails: { firstName: 'Ana', lastName: '' },
      roles: [{ role: 'customer' }],
      company: 'Padaria Real',
      taxExempt: true,
      communicationPreferences: [
        { channel: 'email', enabled: false, frequency: 'daily' },
        { channel: 'sms', enabled: false, frequency: 'daily' },
      ],
    })
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it("shows the server's field errors under the fields they concern and stays open", async () => {
    const user = userEvent.setup()
    mockApi(() =>
      json(400, {
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        errors: [{ path: 'addresses.0.provinceCode', message: 'Unknown state for this country' }],
      }),
    )
    const { onCreated, onOpenChange } = renderDialog()
    await user.type(field('First name'), 'Ana')
    await user.type(field('City'), 'Lisboa')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Unknown state for this country', { selector: 'p' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription(
      'Unknown state for this country',
    )
    expect(onCreated).not.toHaveBeenCalled()
    expect(onOpenChange).not.toHaveBeenCalledWith(false)
  })
})

describe('customerDefaultsFromSearch', () => {
  it('reads an email, a phone or a name from what was typed', () => {
    expect(customerDefaultsFromSearch('ana@example.com')).toEqual({ email: 'ana@example.com' })
    expect(customerDefaultsFromSearch('+55 11 98765-4321')).toEqual({ phone: '+55 11 98765-4321' })
    expect(customerDefaultsFromSearch('Ana Maria Souza')).toEqual({
      firstName: 'Ana',
      lastName: 'Maria Souza',
    })
    expect(customerDefaultsFromSearch('  ')).toEqual({})
  })
})
