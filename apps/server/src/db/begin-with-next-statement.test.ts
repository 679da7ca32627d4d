import type pg from 'pg'
import { describe, expect, it } from 'vitest'
import { sendBeginWithNextStatement } from './begin-with-next-statement.ts'

// The PostgreSQL driver's connection, as far as this touches it: each call of query() is one round trip,
// answered with one result per statement of its text.
function connection() {
  const sent: { text: string; values: unknown }[] = []
  const client = {
    query(config: string | { text: string; values?: unknown[] }, values?: unknown[]) {
      const text = typeof config === 'string' ? config : config.text
      sent.push({ text, values: values ?? (typeof config === 'string' ? undefined : config.values) })
      if (text.includes('fails')) return Promise.reject(new Error('syntax error'))
      const results = text.split('; ').map((statement) => ({ command: statement.split(' ')[0], rows: [] }))
      return Promise.resolve(results.length === 1 ? results[0] : results)
    },
  }
  sendBeginWithNextStatement(client as unknown as pg.PoolClient)
  return { client, sent }
}

describe('BEGIN sent with the next statement', () => {
  it('goes in one round trip with a statement without parameters, which gets its own result', async () => {
    const { client, sent } = connection()
    await client.query({ text: 'begin', values: [] })
    const result = await client.query({ text: "select set_config('role', 'lojista_app', true)", values: [] })
    await client.query({ text: 'select 1 from products where id = $1', values: ['x'] })
    await client.query({ text: 'commit', values: [] })
    expect(sent.map((query) => query.text)).toEqual([
      "begin; select set_config('role', 'lojista_app', true)",
      'select 1 from products where id = $1',
      'commit',
    ])
    expect(result).toEqual({ command: 'select', rows: [] })
  })

  it('goes first on its own when the next statement has parameters', async () => {
    const { client, sent } = connection()
    await client.query({ text: 'begin', values: [] })
    await client.query({ text: 'select $1::int', values: [1] })
    await client.query('begin')
    await client.query('select $1::int', [2])
    expect(sent).toEqual([
      { text: 'begin', values: undefined },
      { text: 'select $1::int', values: [1] },
      { text: 'begin', values: undefined },
      { text: 'select $1::int', values: [2] },
    ])
  })

  it('leaves a connection that did not begin a transaction as it was', async () => {
    const { client, sent } = connection()
    await client.query('select 1')
    await client.query({ text: 'commit', values: [] })
    expect(sent.map((query) => query.text)).toEqual(['select 1', 'commit'])
  })

  it('lets a failed first statement fail its caller, and is not held for the next transaction', async () => {
    const { client, sent } = connection()
    await client.query('begin')
    await expect(client.query('select fails')).rejects.toThrow('syntax error')
    await client.query('rollback')
    await client.query('begin')
    await client.query('select 2')
    expect(sent.map((query) => query.text)).toEqual(['begin; select fails', 'rollback', 'begin; select 2'])
  })
})
