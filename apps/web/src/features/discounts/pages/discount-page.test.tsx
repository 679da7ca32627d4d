import type { Permission } from '@lojista/contracts/staff/permissions'
import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { stubFetch } from '@/test/fetch-stub'
import { SessionStub, stubSession } from '@/test/session-stub'
import { DiscountPage } from './discount-page'
import { welcome } from './test-discounts'

const fetchMock = stubFetch()

beforeAll(() => {
  // jsdom lacks what Radix's select calls when it opens.
  Element.prototype.hasPointerCapture ??= () => false
  Element.prototype.releasePointerCapture ??= () => {}
  Element.prototype.scrollIntoView ??= () => {}
})

/** The store keeps Manaus's time (UTC−4); the tests check the browser's zone is another one. */
const STORE_TIME_ZONE = 'America/Manaus'

const codesPage = (codes: { code: string; usageCount: number }[]) => ({
  codes: {
    edges: codes.map((code, index) => ({
      node: {
        id: `7c1f0c1e-4444-4c4c-9c9c-00000000000${index}`,
        batchId: '7c1f0c1e-5555-4c4c-9c9c-000000000000',
        createdAt: '2026-11-20T12:00:00.000Z',
        ...code,
      },
      cursor: `c${index}`,
    })),
    pageInfo: {
      hasNextPage: false,
      hasPreviousPage: false,
      startCursor: null,
      endCursor: null,
      total: codes.length,
      totalIsExact: true,
    },
  },
  totalCodes: codes.length,
})

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const problem = (status: number, detail: string, errors: { path: string; message: string }[], extra = {}) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Refused', status, detail, errors, ...extra }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  })

/** The API as the page meets it; `answer` decides the writes. */
function serve(answer: (method: string, url: string) => Response | undefined) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input)
    const method = init?.method ?? 'GET'
    const written = answer(method, url)
    if (written) return written
    if (url === `/v1/discounts/${welcome.id}`) return json({ discount: welcome })
    if (url === '/v1/discounts/time-zone') return json({ timeZone: STORE_TIME_ZONE })
    if (url.startsWith(`/v1/discounts/${welcome.id}/codes?`)) return json(codesPage([]))
    return json({ message: `unexpected ${method} ${url}` }, 500)
  })
}

/** The bodies sent with `method` to `url`, oldest first. */
function sent(method: string, url: string): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === url && (init?.method ?? 'GET') === method)
    .map(([, init]) => JSON.parse(String(init?.body)))
}

const store = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Casa Aurora',
  plan: null,
  currencyCode: 'BRL',
}

function renderAt(path: string, permissions: Permission[] = ['discounts.view', 'discounts.edit']) {
  const tenant = { ...store, role: 'staff' as const, permissions }
  const router = createMemoryRouter(
    [
      { path: '/discounts', element: <p>discounts list</p> },
      { path: '/discounts/:id', element: <DiscountPage /> },
    ],
    { initialEntries: [path] },
  )
  render(
    <SessionStub
      value={stubSession({ status: 'authenticated', isAuthenticated: true, currentTenant: tenant })}
    >
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionStub>,
  )
  return router
}

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }))
  await user.click(await screen.findByRole('option', { name: option }))
}

describe('discount editor', () => {
  it('creates a percentage code with a minimum amount and a total limit', async () => {
    serve((method, url) =>
      method === 'POST' && url === '/v1/discounts' ? json({ discount: welcome }, 201) : undefined,
    )
    const user = userEvent.setup()
    const router = renderAt('/discounts/new')
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), 'VERAO15')
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Verão')
    await user.type(screen.getByLabelText('Percentage off'), '15')
    await choose(user, 'Minimum purchase requirement', 'Minimum purchase amount')
    await user.type(await screen.findByLabelText('Minimum purchase amount', { selector: 'input' }), '150')
    await user.click(
      screen.getByRole('checkbox', { name: 'Limit the number of times it can be used in total' }),
    )
    await user.type(await screen.findByLabelText('Total uses'), '10')
    await user.click(screen.getByRole('button', { name: 'Create discount' }))

    await waitFor(() => expect(router.state.location.pathname).toBe(`/discounts/${welcome.id}`))
    expect(sent('POST', '/v1/discounts')[0]).toMatchObject({
      title: 'Verão',
      method: 'code',
      code: 'VERAO15',
      type: 'amount_off_order',
      value: { type: 'percentage', value: '0.15' },
      minimum: { type: 'amount', amount: '150.00' },
      usageLimit: { total: 10, oncePerCustomer: false },
      eligibility: { type: 'everyone' },
      endsAt: null,
    })
  })

  it('shows the server refusing a code under the code field', async () => {
    serve((method) =>
      method === 'POST'
        ? problem(409, 'A discount with this code exists.', [
            { path: 'code', message: 'Another discount has this code' },
          ])
        : undefined,
    )
    const user = userEvent.setup()
    renderAt('/discounts/new')
    const code = await screen.findByRole('textbox', { name: 'Code' })
    await user.type(code, 'BEMVINDO10')
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Outra')
    await user.type(screen.getByLabelText('Percentage off'), '5')
    await user.click(screen.getByRole('button', { name: 'Create discount' }))

    await waitFor(() => expect(code).toHaveAccessibleDescription('Another discount has this code'))
    expect(code).toHaveAttribute('aria-invalid', 'true')
  })

  it('saves an edit on the version it read', async () => {
    serve((method) =>
      method === 'PATCH' ? json({ discount: { ...welcome, title: 'Bem-vindo', version: 4 } }) : undefined,
    )
    const user = userEvent.setup()
    renderAt(`/discounts/${welcome.id}`)
    const title = await screen.findByRole('textbox', { name: 'Title' })
    expect(screen.getByLabelText('Percentage off')).toHaveValue('10')
    await user.clear(title)
    await user.type(title, 'Bem-vindo')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(sent('PATCH', `/v1/discounts/${welcome.id}`)).toHaveLength(1))
    expect(sent('PATCH', `/v1/discounts/${welcome.id}`)[0]).toMatchObject({
      version: 3,
      discount: { title: 'Bem-vindo', code: 'BEMVINDO10', value: { type: 'percentage', value: '0.1' } },
    })
  })

  it('starts again from the discount a colleague saved meanwhile, on its version', async () => {
    const theirs = { ...welcome, title: 'Deles', version: 5 }
    serve((method) =>
      method === 'PATCH'
        ? problem(409, 'Stale', [{ path: 'version', message: 'Stale' }], { current: theirs })
        : undefined,
    )
    const user = userEvent.setup()
    renderAt(`/discounts/${welcome.id}`)
    const title = await screen.findByRole('textbox', { name: 'Title' })
    await user.clear(title)
    await user.type(title, 'Minha')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Deles'))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent('PATCH', `/v1/discounts/${welcome.id}`)).toHaveLength(2))
    expect(sent('PATCH', `/v1/discounts/${welcome.id}`)[1]).toMatchObject({ version: 5 })
  })

  it('lets a role without discounts.edit read a discount but not save it', async () => {
    serve(() => undefined)
    renderAt(`/discounts/${welcome.id}`, ['discounts.view'])
    await screen.findByRole('textbox', { name: 'Title' })
    const save = screen.getByRole('button', { name: 'Save' })
    expect(save).toBeDisabled()
    expect(save).toHaveAttribute('title', 'Your role may see discounts but not change them.')
  })
})

describe("the editor's dates", () => {
  it("shows and saves the start on the store's clock, not the browser's", async () => {
    // The test means something only where the computer's zone is not the store's.
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe(STORE_TIME_ZONE)
    serve((method) => (method === 'PATCH' ? json({ discount: { ...welcome, version: 4 } }) : undefined))
    renderAt(`/discounts/${welcome.id}`)
    // 03:00 UTC on November 1st is 23:00 on October 31st in Manaus.
    const startTime = await screen.findByLabelText('Start time')
    expect(startTime).toHaveValue('23:00')
    expect(screen.getByText('Oct 31, 2026')).toBeInTheDocument()
    expect(screen.getByText("Dates and times on the store's clock (America/Manaus).")).toBeInTheDocument()

    fireEvent.change(startTime, { target: { value: '00:00' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent('PATCH', `/v1/discounts/${welcome.id}`)).toHaveLength(1))
    // Midnight of October 31st in Manaus.
    expect(sent('PATCH', `/v1/discounts/${welcome.id}`)[0]).toMatchObject({
      discount: { startsAt: '2026-10-31T04:00:00.000Z', endsAt: null },
    })
  })
})

describe("a code discount's generated codes", () => {
  it('lists the codes with their uses and generates a batch', async () => {
    let generated = false
    serve((method, url) => {
      if (method === 'POST' && url === `/v1/discounts/${welcome.id}/codes`) {
        generated = true
        return json({ batchId: '7c1f0c1e-5555-4c4c-9c9c-000000000001', count: 250 }, 201)
      }
      if (url.startsWith(`/v1/discounts/${welcome.id}/codes?`))
        return json(
          codesPage(
            generated
              ? [
                  { code: 'BEMVINDO10-A2B3C4D5', usageCount: 1 },
                  { code: 'BEMVINDO10-Z9Y8X7W6', usageCount: 0 },
                ]
              : [],
          ),
        )
      return undefined
    })
    const user = userEvent.setup()
    renderAt(`/discounts/${welcome.id}`)
    expect(await screen.findByText('No codes generated yet.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Generate codes' }))
    const panel = await screen.findByRole('dialog', { name: 'Generate codes' })
    expect(within(panel).getByRole('textbox', { name: 'Starts with' })).toHaveValue('BEMVINDO10-')
    const count = within(panel).getByLabelText('Number of codes')
    await user.clear(count)
    await user.type(count, '250')
    await user.click(within(panel).getByRole('button', { name: 'Generate' }))

    await waitFor(() =>
      expect(sent('POST', `/v1/discounts/${welcome.id}/codes`)).toEqual([
        { count: 250, prefix: 'BEMVINDO10-', length: 8 },
      ]),
    )
    const row = (await screen.findByRole('cell', { name: 'BEMVINDO10-A2B3C4D5' })).closest('tr')
    expect(row).toHaveTextContent('1')
    expect(
      screen.getByText('2 codes generated for this discount; its limits count them all together.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled()
  })

  it('asks for a count within a batch before sending it', async () => {
    serve(() => undefined)
    const user = userEvent.setup()
    renderAt(`/discounts/${welcome.id}`)
    await user.click(await screen.findByRole('button', { name: 'Generate codes' }))
    const panel = await screen.findByRole('dialog', { name: 'Generate codes' })
    const count = within(panel).getByLabelText('Number of codes')
    await user.clear(count)
    await user.type(count, '20000')
    await user.click(within(panel).getByRole('button', { name: 'Generate' }))

    await waitFor(() => expect(count).toHaveAccessibleDescription('Enter a number from 1 to 10,000'))
    expect(sent('POST', `/v1/discounts/${welcome.id}/codes`)).toEqual([])
  })
})

describe('discount actions', () => {
  it('offers to deactivate a discount the server will not delete because orders used it', async () => {
    const reason = 'Orders used this discount: deactivate it instead of deleting it.'
    serve((method, url) => {
      if (method === 'DELETE') return problem(409, reason, [{ path: 'id', message: reason }])
      if (method === 'POST' && url.endsWith('/deactivate'))
        return json({ discount: { ...welcome, status: 'inactive', version: 4 } })
      return undefined
    })
    const user = userEvent.setup()
    const router = renderAt(`/discounts/${welcome.id}`)
    await user.click(await screen.findByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete BEMVINDO10?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(reason)
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate instead' }))

    await waitFor(() =>
      expect(sent('POST', `/v1/discounts/${welcome.id}/deactivate`)).toEqual([{ version: 3 }]),
    )
    expect(router.state.location.pathname).toBe(`/discounts/${welcome.id}`)
  })

  it('duplicates a discount into a new one under a new code', async () => {
    serve(() => undefined)
    const user = userEvent.setup()
    const router = renderAt(`/discounts/${welcome.id}`)
    await user.click(await screen.findByRole('button', { name: 'Duplicate' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/discounts/new'))
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Copy of Boas-vindas')
    expect(screen.getByRole('textbox', { name: 'Code' })).not.toHaveValue('BEMVINDO10')
    expect(screen.getByLabelText('Percentage off')).toHaveValue('10')
    expect(screen.getByRole('button', { name: 'Create discount' })).toBeEnabled()
  })
})
