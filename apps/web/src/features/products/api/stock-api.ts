import { type InventoryLevel, inventorySearchResultSchema } from '@lojista/contracts/catalog/inventory'
import { apiRequest } from '@/lib/api/client'

/** Every stock level of one product: one per variant per location (a product has at most 100 variants). */
export async function productStockLevels(productId: string, signal?: AbortSignal): Promise<InventoryLevel[]> {
  const levels: InventoryLevel[] = []
  let after: string | undefined
  for (;;) {
    const answer = await apiRequest('/v1/inventory/search', {
      method: 'POST',
      body: { query: `product:${productId}`, first: 250, after },
      schema: inventorySearchResultSchema,
      signal,
    })
    levels.push(...answer.inventoryLevels.edges.map((edge) => edge.node))
    if (!answer.inventoryLevels.pageInfo.hasNextPage) return levels
    after = answer.inventoryLevels.pageInfo.endCursor ?? undefined
  }
}
