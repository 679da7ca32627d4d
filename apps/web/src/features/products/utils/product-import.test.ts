import type { ProductImportRequest, ProductImportResult } from '@lojista/contracts/catalog/product-csv'
import { describe, expect, it, vi } from 'vitest'
import {
  type CsvRow,
  ImportFileError,
  importMessages,
  planBatches,
  readProductCsv,
  rowHandle,
  runImport,
} from './product-import'

/** `count` variant rows of each handle, in order. */
function rowsOf(...products: [handle: string, count: number][]): CsvRow[] {
  return products.flatMap(([handle, count]) =>
    Array.from({ length: count }, (_, index) => ({ Handle: handle, 'Option1 Value': String(index) })),
  )
}

/** A server that creates every row, except rows whose handle starts with "bad". */
function fakeServer() {
  const calls: ProductImportRequest[] = []
  const send = vi.fn(async (request: ProductImportRequest): Promise<ProductImportResult> => {
    calls.push(request)
    const first = request.firstRowNumber ?? 1
    const results = request.rows.map((row, index) => {
      const bad = (row.Handle ?? '').startsWith('bad')
      return {
        row: first + index,
        status: bad ? ('error' as const) : ('created' as const),
        productId: bad ? null : `00000000-0000-4000-8000-${String(first + index).padStart(12, '0')}`,
        errors: bad ? [{ path: 'Price', message: 'Must be an amount with at most 2 decimals' }] : [],
      }
    })
    const tally = (status: string) => results.filter((r) => r.status === status).length
    return { results, created: tally('created'), updated: 0, failed: tally('error') }
  })
  return { calls, send }
}

describe('readProductCsv', () => {
  it('reads rows keyed by the header, dropping a byte order mark', () => {
    const rows = readProductCsv('\uFEFFHandle,Title,Price\r\ncaneca,"Caneca, azul",39.90\r\n')
    expect(rows).toEqual([{ Handle: 'caneca', Title: 'Caneca, azul', Price: '39.90' }])
  })

  it('refuses a file without product rows, without Handle and Title, or that is not CSV', () => {
    expect(() => readProductCsv('Handle,Title\r\n')).toThrow(importMessages.empty)
    expect(() => readProductCsv('Name,Price\r\nx,1\r\n')).toThrow(importMessages.noHandle)
    try {
      readProductCsv('Handle,Title\r\n"caneca,Caneca\r\n')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ImportFileError)
      expect((error as ImportFileError).message).toBe(importMessages.unreadable)
      expect((error as ImportFileError).detail).toContain('line 2')
    }
  })
})

describe('rowHandle', () => {
  it('uses the Handle, else the handle the Title makes', () => {
    expect(rowHandle({ Handle: ' Caneca-Azul ' })).toBe('caneca-azul')
    expect(rowHandle({ Handle: '', Title: 'Café Especial 250 g' })).toBe('cafe-especial-250-g')
    expect(rowHandle({})).toBe('')
  })
})

describe('planBatches', () => {
  it('cuts at product boundaries so no product is split, numbering rows as the spreadsheet does', () => {
    const rows = rowsOf(['a', 3], ['b', 3], ['c', 2])
    const batches = planBatches(rows, 5)
    expect(batches.map((batch) => batch.rows.map((row) => row.Handle))).toEqual([
      ['a', 'a', 'a'],
      ['b', 'b', 'b', 'c', 'c'],
    ])
    expect(batches.map((batch) => batch.firstRowNumber)).toEqual([2, 5])
  })

  it('keeps rows without a handle with the product above them', () => {
    const rows: CsvRow[] = [{ Handle: 'a' }, { Handle: 'b' }, { Handle: '' }, { Handle: 'c' }]
    expect(planBatches(rows, 2).map((batch) => batch.rows.map((row) => row.Handle))).toEqual([
      ['a'],
      ['b', ''],
      ['c'],
    ])
  })

  it('cuts a product with more rows than a batch holds at the batch size', () => {
    expect(planBatches(rowsOf(['big', 7]), 3).map((batch) => batch.rows.length)).toEqual([3, 3, 1])
  })

  it('sends 100 rows per batch by default', () => {
    const rows = Array.from({ length: 250 }, (_, index) => ({ Handle: `p${index}` }))
    expect(planBatches(rows).map((batch) => batch.rows.length)).toEqual([100, 100, 50])
  })
})

describe('runImport', () => {
  it('sends every batch in order, reports progress after each and totals the results', async () => {
    const server = fakeServer()
    const rows = rowsOf(...Array.from({ length: 45 }, (_, index) => [`p${index}`, 5] as [string, number]))
    const progress: number[] = []
    const report = await runImport(rows, {
      send: server.send,
      onProgress: (current) => progress.push(current.doneRows),
    })
    expect(server.calls.map((call) => call.firstRowNumber)).toEqual([2, 102, 202])
    expect(progress).toEqual([100, 200, 225])
    expect(report).toMatchObject({ totalRows: 225, doneRows: 225, created: 225, failed: 0, stopped: false })
    expect(report.errors).toEqual([])
  })

  it('lists each bad row with its row number, handle, column and message, and imports the others', async () => {
    const server = fakeServer()
    const rows = rowsOf(['good', 2], ['bad-price', 1], ['also-good', 1])
    const report = await runImport(rows, { send: server.send })
    expect(report).toMatchObject({ created: 3, failed: 1, products: 3 })
    expect(report.errors).toEqual([
      { row: 4, handle: 'bad-price', column: 'Price', message: 'Must be an amount with at most 2 decimals' },
    ])
  })

  it('fails only the rows of a batch the server refused, and goes on with the next batch', async () => {
    const server = fakeServer()
    let call = 0
    const send = vi.fn(async (request: ProductImportRequest) => {
      call += 1
      if (call === 1) throw new Error('Request body is too large')
      return server.send(request)
    })
    const rows = Array.from({ length: 150 }, (_, index) => ({ Handle: `p${index}` }))
    const report = await runImport(rows, { send })
    expect(send).toHaveBeenCalledTimes(2)
    expect(report).toMatchObject({ doneRows: 150, created: 50, failed: 100, stopped: false })
    expect(report.errors[0]).toEqual({
      row: 2,
      handle: 'p0',
      column: '',
      message: 'Request body is too large',
    })
  })

  it('stops at a failure the caller says is fatal', async () => {
    const send = vi.fn(async () => {
      throw new Error('Sign in to continue.')
    })
    const rows = Array.from({ length: 250 }, (_, index) => ({ Handle: `p${index}` }))
    const report = await runImport(rows, {
      send,
      describeFailure: (error) => ({ message: (error as Error).message, fatal: true }),
    })
    expect(send).toHaveBeenCalledTimes(1)
    expect(report).toMatchObject({ doneRows: 100, failed: 100, stopped: true })
  })

  it('stops between batches once cancelled', async () => {
    const server = fakeServer()
    const controller = new AbortController()
    const rows = Array.from({ length: 250 }, (_, index) => ({ Handle: `p${index}` }))
    const report = await runImport(rows, {
      send: server.send,
      signal: controller.signal,
      onProgress: () => controller.abort(),
    })
    expect(server.send).toHaveBeenCalledTimes(1)
    expect(report).toMatchObject({ doneRows: 100, created: 100, stopped: true })
  })
})
