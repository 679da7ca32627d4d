import {
  type ProductImportRequest,
  type ProductImportResult,
  productImportResultSchema,
} from '@lojista/contracts/catalog/product-csv'
import { apiDownload, apiRequest } from '@/lib/api/client'

/** The products matching `query` (the list's search and filters) as a CSV file. */
export function exportProductsCsv(query: string): Promise<Blob> {
  return apiDownload(`/v1/product/export.csv?query=${encodeURIComponent(query)}`)
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
