import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api/api-error'
import { FIRST_PAGE } from '@/lib/list-params'
import { ListFrame } from './list-frame'

const loaded = {
  isPending: false,
  isError: false,
  error: null as unknown,
  data: {} as unknown,
  refetch: vi.fn(),
}

function frame(query: Partial<typeof loaded>, empty = false, list?: Parameters<typeof ListFrame>[0]['list']) {
  return render(
    <ListFrame
      query={{ ...loaded, ...query }}
      list={list}
      empty={empty}
      loadFailed="The orders could not be loaded."
      emptyState={<p>No orders yet</p>}
    >
      <table aria-label="Orders" />
    </ListFrame>,
  )
}

describe('ListFrame', () => {
  it('shows five skeleton rows while the list loads', () => {
    frame({ isPending: true, data: undefined })
    expect(screen.getAllByTestId('list-skeleton-row')).toHaveLength(5)
    expect(screen.getByText('Loading the list')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('says a load failed, with a Try again that asks again', async () => {
    const refetch = vi.fn()
    frame({ isError: true, data: undefined, error: new TypeError('Failed to fetch'), refetch })
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('The orders could not be loaded.')
    expect(alert).toHaveTextContent('Could not reach the server.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(refetch).toHaveBeenCalledOnce()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('keeps the rows shown under a failed refresh', () => {
    frame({ isError: true, error: new TypeError('Failed to fetch') })
    expect(screen.getByRole('alert')).toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'Orders' })).toBeInTheDocument()
  })

  it('shows the empty state when nothing is to be shown, the table otherwise', () => {
    const { unmount } = frame({}, true)
    expect(screen.getByText('No orders yet')).toBeInTheDocument()
    unmount()
    frame({})
    expect(screen.getByRole('table', { name: 'Orders' })).toBeInTheDocument()
  })

  it('starts again at the first page when the server cannot read the page cursor of the address', () => {
    const goTo = vi.fn()
    const refused = new ApiError({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      errors: [{ path: 'after', message: 'Invalid cursor' }],
    })
    frame({ isError: true, data: undefined, error: refused }, false, {
      page: { after: 'x', number: 2 },
      goTo,
    })
    expect(goTo).toHaveBeenCalledWith(FIRST_PAGE, { replace: true })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
