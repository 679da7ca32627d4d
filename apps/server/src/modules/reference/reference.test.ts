import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, signUp, type TestApp } from '../../test/test-app.ts'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await createTestApp()
  token = (await signUp(t.app)).token
})
afterAll(() => t.close())

type Page = {
  edges: { node: Record<string, unknown> & { id: string; name: string }; cursor: string }[]
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null; total: number }
}

function search(body: Record<string, unknown>, headers: Record<string, string> = bearer(token)) {
  return t.app.inject({ method: 'POST', url: '/v1/catalog/search', headers, payload: body })
}

async function page(body: Record<string, unknown>, key: string): Promise<Page> {
  const response = await search(body)
  expect(response.statusCode, response.body).toBe(200)
  expect(Object.keys(response.json())).toEqual([key])
  return response.json()[key]
}

const names = (result: Page) => result.edges.map((edge) => edge.node.name)

describe('POST /v1/catalog/search', () => {
  it('lists languages as lookup options with their code', async () => {
    const result = await page({ entity: 'language', query: 'portug', first: 10 }, 'languages')
    expect(result.edges.map((edge) => edge.node)).toEqual([
      { id: 'pt-BR', name: 'Brazilian Portuguese', code: 'pt-BR' },
      { id: 'pt-PT', name: 'European Portuguese', code: 'pt-PT' },
    ])
    expect(result.pageInfo).toMatchObject({ total: 2, hasNextPage: false })
    expect(names(await page({ entity: 'language', query: 'pt-br' }, 'languages'))).toEqual([
      'Brazilian Portuguese',
    ])
  })

  it('lists countries, ignoring case and accents', async () => {
    const result = await page({ entity: 'country', query: 'BRAZIL' }, 'countries')
    expect(result.edges.map((edge) => edge.node)).toEqual([{ id: 'BR', name: 'Brazil', code: 'BR' }])
    expect(names(await page({ entity: 'country', query: 'sao tome' }, 'countries'))).toEqual([
      'São Tomé & Príncipe',
    ])
    expect(names(await page({ entity: 'country', query: 'curaçao' }, 'countries'))).toContain('Curaçao')
  })

  it('finds languages and countries by their Portuguese names too, as the app shows them in Portuguese', async () => {
    expect(names(await page({ entity: 'country', query: 'alemanha' }, 'countries'))).toContain('Germany')
    expect(names(await page({ entity: 'country', query: 'Estados Unidos' }, 'countries'))).toEqual([
      'United States',
    ])
    expect(names(await page({ entity: 'language', query: 'inglês' }, 'languages'))).toEqual(
      expect.arrayContaining(['American English', 'British English']),
    )
  })

  it('lists states with their ISO 3166-2 id, narrowed by country:', async () => {
    const saoPaulo = await page({ entity: 'state', query: 'sao country:BR' }, 'provinces')
    expect(saoPaulo.edges.map((edge) => edge.node)).toEqual([
      { id: 'BR-SP', name: 'São Paulo', code: 'SP', countryCode: 'BR' },
    ])
    const brazil = await page({ entity: 'state', query: "country:'br'", first: 50 }, 'provinces')
    expect(brazil.pageInfo.total).toBe(27)
    expect(brazil.edges.every((edge) => edge.node.countryCode === 'BR')).toBe(true)
    expect(names(brazil)).toEqual(expect.arrayContaining(['Acre', 'São Paulo', 'Tocantins']))
    const two = await page({ entity: 'state', query: 'country:PT country:CA', first: 1 }, 'provinces')
    expect(two.pageInfo.total).toBe(33)
    expect((await page({ entity: 'state', query: 'parana' }, 'provinces')).edges[0]!.node.id).toBe('BR-PR')
  })

  it('lists tax codes with their default rate', async () => {
    const result = await page({ entity: 'tax-code', query: 'icms', orderBy: { field: 'code' } }, 'taxCodes')
    expect(result.edges.map((edge) => edge.node)).toEqual([
      { id: 'icms-mg', name: 'ICMS Minas Gerais', code: 'icms-mg', rate: 18 },
      { id: 'icms-rj', name: 'ICMS Rio de Janeiro', code: 'icms-rj', rate: 20 },
      { id: 'icms-sp', name: 'ICMS São Paulo', code: 'icms-sp', rate: 18 },
    ])
    expect((await page({ entity: 'tax-code', query: 'digital' }, 'taxCodes')).edges[0]!.node.rate).toBe(9.25)
  })

  it('pages through every country forward and back without repeats', async () => {
    const seen: string[] = []
    let after: string | undefined
    let total = 0
    for (;;) {
      const result = await page({ entity: 'country', first: 100, after }, 'countries')
      seen.push(...result.edges.map((edge) => edge.node.id))
      total = result.pageInfo.total
      if (!result.pageInfo.hasNextPage) break
      after = result.pageInfo.endCursor ?? undefined
    }
    expect(total).toBeGreaterThan(200)
    expect(seen).toHaveLength(total)
    expect(new Set(seen).size).toBe(total)
    const last = await page({ entity: 'country', last: 3 }, 'countries')
    expect(last.edges.map((edge) => edge.node.id)).toEqual(seen.slice(-3))
    expect(last.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false })
  })

  it('needs a signed-in user but no store', async () => {
    expect((await search({ entity: 'country' }, {})).statusCode).toBe(401)
    const response = await search({ entity: 'country', first: 1 })
    expect(response.statusCode).toBe(200)
  })

  it('searches a filter the list does not know as text, so it finds nothing rather than everything', async () => {
    expect((await page({ entity: 'country', query: 'country:BR' }, 'countries')).pageInfo.total).toBe(0)
    expect((await page({ entity: 'state', query: 'region:south' }, 'provinces')).pageInfo.total).toBe(0)
  })

  it('refuses an unknown entity or country code, and extra fields', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ entity: 'planet' }, 'entity'],
      [{ query: 'x' }, 'entity'],
      [{ entity: 'state', query: 'country:Brasil' }, 'query'],
      [{ entity: 'state', after: 'garbage' }, 'after'],
      [{ entity: 'state', colour: 'blue' }, 'colour'],
    ]
    for (const [body, path] of cases) {
      const response = await search(body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().errors[0].path).toBe(path)
    }
  })
})
