import {
  type ProductImportRequest,
  type ProductImportResult,
  productImportResultSchema,
} from '@lojista/contracts/catalog/product-csv'
import { apiRequest } from '@/lib/api/client'
import { rawRequest } from './raw-request'

/** The products matching `query` (the list's search and filters) as a CSV file. */
export async function exportProductsCsv(query: string): Promise<Blob> {
  const response = await rawRequest(`/v1/product/export.csv?query=${encodeURIComponent(query)}`)
  return response.blob()
}

export function importProductRows(
  body: ProductImportRequest,
  signal?: AbortSignal,
): Promise<ProductImportResult> {
  return apiRequest('/v1/product/import', {
    method: 'POST',
    body,
    schema: productImportResultSchema,
    signal,
  })
}
