import type { CustomerImportResponse } from '@lojista/contracts/party/customer-csv'
import { describe, expect, it, vi } from 'vitest'
import { importInBatches, isCsvProblem, readCustomerCsv } from './customer-import'

describe('readCustomerCsv', () => {
  it('reads rows by the known columns, leaving out and naming the others', () => {
    const read = readCustomerCsv(
      '\uFEFFFirst Name,Email,Favourite colour\r\nAna,ana@example.com,blue\r\n"Souza, Bia",bia@example.com,\r\n,,\r\n',
    )
    expect(isCsvProblem(read)).toBe(false)
    if (isCsvProblem(read)) return
    expect(read.rows).toEqual([
      { 'First Name': 'Ana', Email: 'ana@example.com' },
      { 'First Name': 'Souza, Bia', Email: 'bia@example.com' },
    ])
    expect(read.ignoredColumns).toEqual(['Favourite colour'])
  })

  it('says what is wrong with a file it cannot use', () => {
    expect(readCustomerCsv('name,mail\r\nAna,a@b.co\r\n')).toEqual({ kind: 'unknownColumns' })
    expect(readCustomerCsv('First Name,Email\r\n')).toEqual({ kind: 'noRows' })
    expect(readCustomerCsv('First Name\r\n"Ana')).toMatchObject({ kind: 'unreadable' })
  })
})

describe('importInBatches', () => {
  const answer = (rows: number, first: number): CustomerImportResponse => ({
    results: Array.from({ length: rows }, (_, index) =>
      index === 0
        ? { row: first, status: 'error', id: null, errors: [{ path: 'Email', message: 'Invalid email' }] }
        : { row: first + index, status: 'created', id: crypto.randomUUID(), errors: [] },
    ),
    created: rows - 1,
    updated: 0,
    failed: 1,
  })

  it('sends batches numbered as spreadsheet rows and adds up the report after each', async () => {
    const rows = Array.from({ length: 250 }, (_, index) => ({ Email: `c${index}@example.com` }))
    const send = vi.fn(async (batch: Record<string, string>[], first: number) => answer(batch.length, first))
    const progress = vi.fn()
    const report = await importInBatches(rows, send, progress, new AbortController().signal)
    expect(send.mock.calls.map(([batch, first]) => [batch.length, first])).toEqual([
      [100, 2],
      [100, 102],
      [50, 202],
    ])
    expect(progress.mock.calls.map(([step]) => step.done)).toEqual([100, 200, 250])
    expect(report).toMatchObject({ done: 250, total: 250, created: 247, updated: 0, failed: 3 })
    expect(report.errors.map((error) => error.row)).toEqual([2, 102, 202])
  })

  it('stops before the next batch once aborted', async () => {
    const controller = new AbortController()
    const rows = Array.from({ length: 150 }, () => ({ Email: 'x@example.com' }))
    const send = vi.fn(async (batch: Record<string, string>[], first: number) => {
      controller.abort()
      return answer(batch.length, first)
    })
    const report = await importInBatches(rows, send, () => {}, controller.signal)
    expect(send).toHaveBeenCalledTimes(1)
    expect(report.done).toBe(100)
  })
})
