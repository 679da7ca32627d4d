import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { Checkbox } from '@/components/ui/checkbox'
import { TableBody, TableCell } from '@/components/ui/table'
import { ListRow, ListTable, RowLink } from './list-table'

const recover = vi.fn()
const chosen = vi.fn()

function Orders() {
  return (
    <ListTable>
      <TableBody>
        {['1001', '1002', '1003'].map((number) => (
          <ListRow key={number} to={`/orders/${number}`}>
            <TableCell>
              <Checkbox aria-label={`Select #${number}`} onCheckedChange={() => chosen(number)} />
            </TableCell>
            <TableCell>
              <RowLink>#{number}</RowLink>
            </TableCell>
            <TableCell>Ana Souza</TableCell>
            <TableCell>
              <button type="button" onClick={() => recover(number)}>
                Send #{number}
              </button>
            </TableCell>
          </ListRow>
        ))}
      </TableBody>
    </ListTable>
  )
}

function renderOrders() {
  const router = createMemoryRouter(
    [
      { path: '/orders', element: <Orders /> },
      { path: '/orders/:id', element: <h1>Order page</h1> },
    ],
    { initialEntries: ['/orders'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

describe('a list’s rows', () => {
  it('open their record when clicked anywhere but their own controls', async () => {
    const router = renderOrders()
    await userEvent.click(screen.getAllByText('Ana Souza')[1]!)
    expect(router.state.location.pathname).toBe('/orders/1002')
  })

  it('leave their buttons and checkboxes to do their own thing', async () => {
    const router = renderOrders()
    await userEvent.click(screen.getByRole('button', { name: 'Send #1001' }))
    expect(recover).toHaveBeenCalledWith('1001')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select #1003' }))
    expect(chosen).toHaveBeenCalledWith('1003')
    expect(router.state.location.pathname).toBe('/orders')
  })

  it('are links in the Tab order; arrow keys move between them and Enter opens one', async () => {
    const user = userEvent.setup()
    const router = renderOrders()
    const links = screen.getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/orders/1001',
      '/orders/1002',
      '/orders/1003',
    ])
    links[0]!.focus()
    await user.keyboard('{ArrowDown}')
    expect(links[1]).toHaveFocus()
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(links[2]).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(links[1]).toHaveFocus()
    await user.keyboard('{Home}')
    expect(links[0]).toHaveFocus()
    await user.keyboard('{End}')
    expect(links[2]).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(router.state.location.pathname).toBe('/orders/1003')
  })
})
