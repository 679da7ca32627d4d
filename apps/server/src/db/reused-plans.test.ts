import type pg from 'pg'
import { describe, expect, it } from 'vitest'
import { REUSED_PLANS_PER_CONNECTION, reusePlansOfMarkedStatements, reusingPlan } from './reused-plans.ts'

// The PostgreSQL driver's connection, as far as this touches it: what each call of query() sends.
function connection() {
  const sent: { text: string; name?: string; values: unknown }[] = []
  const client = {
    query(config: string | { text: string; name?: string; values?: unknown[] }, values?: unknown[]) {
      if (typeof config === 'string') sent.push({ text: config, values })
      else sent.push({ text: config.text, name: config.name, values: values ?? config.values })
      return Promise.resolve({ rows: [] })
    },
  }
  reusePlansOfMarkedStatements(client as unknown as pg.PoolClient)
  return { client, sent }
}

/** A select as the query builder hands it over when `reusingPlan` prepares it. */
const marked = (text: string) => {
  let name = ''
  reusingPlan({
    prepare: (given) => {
      name = given
      return { execute: () => Promise.resolve([]) }
    },
  })
  return { text, name }
}

describe('statements that reuse their plan', () => {
  it('are named by their text, with a trailing limit written in, the same name for the same text', async () => {
    const { client, sent } = connection()
    const page = 'select id from products where tenant_id = $1 and title > $2 order by title limit $3'
    await client.query(marked(page), ['t', 'Vaso', 51])
    await client.query(marked(page), ['t', 'Xícara', 51])
    await client.query(marked(page), ['t', 'Vaso', 11])
    const [first, second, smaller] = sent
    expect(first).toMatchObject({
      text: 'select id from products where tenant_id = $1 and title > $2 order by title limit 51',
      values: ['t', 'Vaso'],
    })
    expect(second?.name).toBe(first?.name)
    expect(second?.values).toEqual(['t', 'Xícara'])
    // Another page size is another statement: one name is never given two texts.
    expect(smaller?.text).toMatch(/limit 11$/)
    expect(smaller?.name).not.toBe(first?.name)
  })

  it('keep a limit that is not the last parameter, or not a whole number, as a parameter', async () => {
    const { client, sent } = connection()
    await client.query(marked('select 1 from t where a = $2 limit $1'), [5, 'x'])
    await client.query(marked('select 1 from t limit $1'), ['5'])
    expect(sent.map((query) => query.text)).toEqual([
      'select 1 from t where a = $2 limit $1',
      'select 1 from t limit $1',
    ])
    expect(sent.every((query) => query.name?.startsWith('p_'))).toBe(true)
  })

  it('leave every other statement unnamed, and stop naming new ones past the cap', async () => {
    const { client, sent } = connection()
    await client.query({ text: 'select $1::int', values: [1] })
    await client.query('begin')
    for (let n = 0; n <= REUSED_PLANS_PER_CONNECTION; n += 1)
      await client.query(marked(`select ${n} from products where tenant_id = $1`), ['t'])
    await client.query(marked('select 0 from products where tenant_id = $1'), ['t'])
    expect(sent[0]?.name).toBeUndefined()
    expect(sent[1]).toEqual({ text: 'begin', values: undefined })
    const named = sent.slice(2)
    expect(named.slice(0, REUSED_PLANS_PER_CONNECTION).every((query) => query.name?.startsWith('p_'))).toBe(
      true,
    )
    expect(named[REUSED_PLANS_PER_CONNECTION]?.name).toBeUndefined()
    // A statement already prepared on this connection goes on being reused.
    expect(named.at(-1)?.name).toBe(named[0]?.name)
  })
})
