import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { collections, taxOverrides, taxRegions, taxSettings } from '../db/schema/index.ts'
import { inScope } from '../db/scope.ts'

const icms = (percent: number) => ({ title: `ICMS ${percent}%`, ratePpm: Math.round(percent * 10_000) })

/**
 * ICMS by state, as a shop in São Paulo charges it to consumers (the internal rate of the buyer's state,
 * the poverty-fund additional included where the state has one). Prices include the tax, as Brazilian
 * shelves show them, and freight is part of the ICMS base.
 */
const REGIONS: { provinceCode: string; rates: { title: string; ratePpm: number }[] }[] = [
  { provinceCode: '', rates: [icms(17)] },
  { provinceCode: 'SP', rates: [icms(18)] },
  { provinceCode: 'RJ', rates: [icms(20), { title: 'FCP 2%', ratePpm: 20_000 }] },
  { provinceCode: 'MG', rates: [icms(18)] },
  { provinceCode: 'PR', rates: [icms(19.5)] },
  { provinceCode: 'RS', rates: [icms(17)] },
  { provinceCode: 'BA', rates: [icms(20.5)] },
]

/** Collections taxed otherwise in a state: a lower rate, or none. */
const OVERRIDES: Record<
  string,
  { provinceCode: string; collection: string; rate: { title: string; ratePpm: number } | null }[]
> = {
  'Ipê Store': [
    // Roasted coffee is on São Paulo's reduced list of basic foods.
    { provinceCode: 'SP', collection: 'Cafés especiais', rate: icms(7) },
    { provinceCode: 'MG', collection: 'Cafés especiais', rate: icms(12) },
  ],
  'Casa Aurora': [{ provinceCode: 'SP', collection: 'Promoções', rate: icms(12) }],
}

/** Writes a demo store's tax settings; run after its catalog, whose collections the overrides name. */
export async function seedTaxes(db: Db, tenantId: string, storeName: string): Promise<void> {
  await inScope(db, { tenantId }, async (tx) => {
    await tx.insert(taxSettings).values({ tenantId, taxesIncluded: true, shippingTaxed: true })
    const regions = await tx
      .insert(taxRegions)
      .values(REGIONS.map((region) => ({ tenantId, countryCode: 'BR', ...region })))
      .returning()
    for (const [position, override] of (OVERRIDES[storeName] ?? []).entries()) {
      const region = regions.find((row) => row.provinceCode === override.provinceCode)
      const [collection] = await tx
        .select({ id: collections.id })
        .from(collections)
        .where(and(eq(collections.tenantId, tenantId), eq(collections.title, override.collection)))
      if (!region || !collection) continue
      await tx.insert(taxOverrides).values({
        tenantId,
        regionId: region.id,
        position,
        collectionId: collection.id,
        rateTitle: override.rate?.title ?? null,
        ratePpm: override.rate?.ratePpm ?? null,
      })
    }
  })
}
