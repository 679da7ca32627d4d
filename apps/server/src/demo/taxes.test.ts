import { randomUUID } from 'node:crypto'
import { taxRegionUpdateSchema } from '@lojista/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { collections } from '../db/schema/index.ts'
import { inScope } from '../db/scope.ts'
import { storeOwner } from '../test/catalog-fixtures.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { DEMO_STORES } from './seed.ts'
import { seedTaxes } from './taxes.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** The collections the demo's overrides name, as the demo catalog makes them. */
async function insertCollections(tenantId: string, titles: string[]) {
  await inScope(t.db, { tenantId }, (tx) =>
    tx.insert(collections).values(
      titles.map((title) => ({
        tenantId,
        id: randomUUID(),
        handle: title.toLowerCase().replace(/\W+/g, '-'),
        title,
        searchText: title.toLowerCase(),
      })),
    ),
  )
}

describe('demo taxes', () => {
  it('fill the Taxes page of every demo store with ICMS by state and an override the page would save', async () => {
    for (const store of DEMO_STORES) {
      const owner = await storeOwner(t, store.name)
      await insertCollections(owner.tenantId, ['Cafés especiais', 'Promoções'])
      await seedTaxes(t.db, owner.tenantId, store.name)
      const settings = (await owner.get('/v1/settings/taxes')).json().settings
      expect(settings).toMatchObject({ taxesIncluded: true, shippingTaxed: true })
      const byState = new Map(
        settings.regions.map((region: { provinceCode: string; rates: unknown[] }) => [
          region.provinceCode,
          region.rates,
        ]),
      )
      expect(byState.get('SP')).toEqual([{ title: 'ICMS 18%', ratePpm: 180_000 }])
      expect(byState.get('RJ')).toEqual([
        { title: 'ICMS 20%', ratePpm: 200_000 },
        { title: 'FCP 2%', ratePpm: 20_000 },
      ])
      expect(byState.get('')).toEqual([{ title: 'ICMS 17%', ratePpm: 170_000 }])
      const overrides = settings.regions.flatMap((region: { overrides: unknown[] }) => region.overrides)
      expect(overrides.length).toBeGreaterThan(0)
      for (const { id: _, updatedAt: __, ...region } of settings.regions) {
        const request = {
          ...region,
          overrides: region.overrides.map(
            ({ targetTitle: _t, ...override }: { targetTitle: string }) => override,
          ),
        }
        expect(taxRegionUpdateSchema.safeParse(request).error).toBeUndefined()
      }
    }
  })
})
