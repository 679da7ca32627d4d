import type { ProductImportRequest, ProductImportResult } from '@lojista/contracts/catalog/product-csv'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { ImportProductsDialog } from './import-products-dialog'

const fetchMock = vi.fn<typeof fetch>()

/** Answers of the import calls, released one by one by the test. */
let pending: { request: ProductImportRequest; answer: (result: ProductImportResult) => void }[] = []

function resultFor(request: ProductImportRequest): ProductImportResult {
  const first = request.firstRowNumber ?? 1
  const results = request.rows.map((row, index) => {
    const bad = row.Price === 'abc'
    return {
      row: first + index,
      status: bad ? ('error' as const) : ('created' as const),
      productId: bad ? null : `00000000-0000-4000-8000-${String(first + index).padStart(12, '0')}`,
      errors: bad ? [{ path: 'Price', message: 'Must be an amount with at most 2 decimals' }] : [],
    }
  })
  const failed = results.filter((row) => row.status === 'error').length
  return { results, created: results.length - failed, updated: 0, failed }
}

function csvFile(rows: number, brokenAt?: number) {
  const lines = ['Handle,Title,Price']
  for (let index = 0; index < rows; index += 1) {
    lines.push(`caneca-${index},Caneca ${index},${index === brokenAt ? 'abc' : '10.00'}`)
  }
  return new File([`${lines.join('\r\n')}\r\n`], 'produtos.csv', { type: 'text/csv' })
}

async function release() {
  const next = pending.shift()!
  next.answer(resultFor(next.request))
}

beforeEach(() => {
  pending = []
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockImplementation(
    (_url, init) =>
      new Promise<Response>((resolve, reject) => {
        // Like the browser's fetch, a cancelled request fails at once.
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))
        const request = JSON.parse(String(init?.body)) as ProductImportRequest
        pending.push({
          request,
          answer: (result) =>
            resolve(
              new Response(JSON.stringify(result), { headers: { 'content-type': 'application/json' } }),
            ),
        })
      }),
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
  fetchMock.mockReset()
})

function renderDialog() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ImportProductsDialog open onOpenChange={() => {}} />
    </QueryClientProvider>,
  )
  return screen.getByRole('dialog', { name: 'Import products by CSV' })
}

describe('product CSV import', { timeout: 20_000 }, () => {
  it('sends the file in batches with a progress bar and ends with a report of every failed row', async () => {
    const dialog = renderDialog()
    await userEvent.upload(within(dialog).getByLabelText('Choose a CSV file'), csvFile(150, 120))
    expect(await within(dialog).findByText('produtos.csv: 150 rows, 150 products')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import products' }))

    const progress = await within(dialog).findByRole('progressbar', { name: 'Import progress' })
    expect(within(dialog).getByText('0 of 150 rows sent')).toBeInTheDocument()
    expect(pending.map((call) => [call.request.firstRowNumber, call.request.rows.length])).toEqual([[2, 100]])

    await release()
    expect(await within(dialog).findByText('100 of 150 rows sent')).toBeInTheDocument()
    expect(progress).toHaveAttribute('aria-valuenow', '100')
    expect(progress).toHaveAttribute('aria-valuemax', '150')
    // The next batch goes only once the first has been answered, numbered on from it.
    expect(pending.map((call) => [call.request.firstRowNumber, call.request.rows.length])).toEqual([
      [102, 50],
    ])

    await release()
    const report = await screen.findByRole('dialog', { name: 'Import finished' })
    expect(
      within(report)
        .getAllByRole('definition')
        .map((cell) => cell.textContent),
    ).toEqual(['149 rows', '0 rows', '1 row'])
    expect(within(report).getByText('149 products created or updated.')).toBeInTheDocument()
    const errors = within(report).getByRole('region', { name: 'Rows with errors' })
    expect(
      within(errors)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['122', 'caneca-120', 'Price', 'Must be an amount with at most 2 decimals'])
  })

  it('stops before the next batch when asked, and reports what was sent', async () => {
    const dialog = renderDialog()
    await userEvent.upload(within(dialog).getByLabelText('Choose a CSV file'), csvFile(150))
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Import products' }))
    await within(dialog).findByText('0 of 150 rows sent')

    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop' }))
    const report = await screen.findByRole('dialog', { name: 'Import stopped' })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(
      within(report)
        .getAllByRole('definition')
        .map((cell) => cell.textContent),
    ).toEqual(['0 rows', '0 rows', '0 rows'])
  })

  it('says why a file cannot be imported, without sending it', async () => {
    const dialog = renderDialog()
    const file = new File(['Name,Price\r\nCaneca,10.00\r\n'], 'lista.csv', { type: 'text/csv' })
    await userEvent.upload(within(dialog).getByLabelText('Choose a CSV file'), file)
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The file needs a Handle or a Title column.',
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
