import type { PageInfo } from '@lojista/contracts/common/pagination'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { FIRST_PAGE, type ListPage } from '@/lib/list-params'
import { ListPager } from './list-pager'

const info = (overrides: Partial<PageInfo> = {}): PageInfo => ({
  hasNextPage: true,
  hasPreviousPage: true,
  startCursor: 'start',
  endCursor: 'end',
  total: 80,
  totalIsExact: true,
  ...overrides,
})

function renderPager(page: ListPage, pageInfo: PageInfo | undefined, busy = false, rows = 25) {
  const onPage = vi.fn()
  render(<ListPager pageInfo={pageInfo} page={page} onPage={onPage} rows={rows} pageSize={25} busy={busy} />)
  const pages = screen.getByRole('navigation', { name: 'Pages' })
  return { onPage, pages }
}

describe('ListPager', () => {
  it('on the first page offers only the next one, after the last row', async () => {
    const { onPage, pages } = renderPager(FIRST_PAGE, info({ hasPreviousPage: false }))
    expect(pages).toHaveTextContent('1–25 of 80')
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(onPage).toHaveBeenCalledWith({ after: 'end', number: 2 })
  })

  it('goes back from a deep page before its first row', async () => {
    const { onPage } = renderPager({ after: 'x', number: 3 }, info())
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }))
    expect(onPage).toHaveBeenCalledWith({ before: 'start', number: 2 })
  })

  it('goes back to the first page as such, so rows added meanwhile show up', async () => {
    const { onPage } = renderPager({ after: 'x', number: 2 }, info())
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }))
    expect(onPage).toHaveBeenCalledWith(FIRST_PAGE)
  })

  it('offers no next page on the last one', () => {
    renderPager({ after: 'x', number: 4 }, info({ hasNextPage: false }))
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled()
  })

  it('disables both buttons while busy', () => {
    renderPager({ after: 'x', number: 2 }, info(), true)
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
  })

  it('places a deep page in the list by its rows', () => {
    const { pages } = renderPager({ after: 'x', number: 4 }, info({ hasNextPage: false }), false, 5)
    expect(pages).toHaveTextContent('76–80 of 80')
  })

  it('says "10,000+" when more rows match than the server counts', () => {
    const { pages } = renderPager({ after: 'x', number: 3 }, info({ total: 10_000, totalIsExact: false }))
    expect(pages).toHaveTextContent('51–75 of 10,000+')
  })

  it('says nothing of a count it has not received yet', () => {
    const { pages } = renderPager(FIRST_PAGE, undefined, false, 0)
    expect(pages).not.toHaveTextContent(' of ')
  })
})
