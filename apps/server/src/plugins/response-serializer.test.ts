import { isResponseSerializationError } from 'fastify-type-provider-zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { responseSerializerCompiler } from './response-serializer.ts'

const money = z.object({ amount: z.string(), currencyCode: z.string() })
const schema = z.object({
  id: z.uuid(),
  title: z.string(),
  price: money,
  compareAt: money.nullable(),
  ownerId: z.uuid().nullable(),
  note: z.string().optional(),
  kind: z.discriminatedUnion('type', [
    z.object({ type: z.literal('net'), dueInDays: z.number().int() }),
    z.object({ type: z.literal('fixed'), dueAt: z.iso.datetime({ offset: true }) }),
  ]),
  counts: z.record(z.string(), z.number().int()),
  tags: z.array(z.object({ id: z.string(), name: z.string() })),
})

const value = {
  id: '4f1c2a8e-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  title: 'Camiseta "Azul" \u2028 com acentuação',
  price: { amount: '49.90', currencyCode: 'BRL' },
  compareAt: null,
  ownerId: null,
  kind: { type: 'fixed', dueAt: '2026-12-29T16:08:00.939Z' },
  counts: { pix: 3, card: 0 },
  tags: [{ id: 't1', name: 'verão' }],
}

function serializerFor(check: boolean) {
  return responseSerializerCompiler({ check })({ schema, method: 'GET', url: '/v1/test', httpStatus: '200' })
}

describe('the response serializer', () => {
  it('writes the same JSON the contract gives, in production and when checking', () => {
    for (const check of [false, true]) {
      const written = JSON.parse(serializerFor(check)(value))
      expect(written).toEqual(schema.parse(value))
      expect(
        JSON.parse(serializerFor(check)({ ...value, compareAt: value.price, ownerId: value.id, note: 'x' })),
      ).toEqual({
        ...value,
        compareAt: value.price,
        ownerId: value.id,
        note: 'x',
      })
    }
  })

  it('writes only the properties the contract declares, at every depth', () => {
    const leaky = {
      ...value,
      tenantId: 'a-store-id',
      price: { ...value.price, costMinor: 1200 },
      tags: [{ id: 't1', name: 'verão', searchText: 'verao' }],
    }
    for (const check of [false, true]) {
      const written = JSON.parse(serializerFor(check)(leaky))
      expect(written).not.toHaveProperty('tenantId')
      expect(written.price).toEqual(value.price)
      expect(written.tags).toEqual(value.tags)
    }
  })

  it('refuses, when checking, a response that breaks its contract', () => {
    const broken = { ...value, kind: { type: 'net', dueInDays: 1.5 } }
    let error: unknown
    try {
      serializerFor(true)(broken)
    } catch (caught) {
      error = caught
    }
    expect(isResponseSerializationError(error)).toBe(true)
    expect(() => serializerFor(true)({ ...value, title: undefined })).toThrow()
  })
})
