import { ExportButton } from '@/components/list/export-button'
import { toast } from '@/components/ui/toast'
import { exportProductsCsv } from '../api/product-csv-api'
import { productErrorMessage, useProductsT } from '../i18n/products-i18n'

/** Downloads the products the list shows (its search and filters, every page) as CSV. */
export function ExportProductsButton({ query }: { query: string }) {
  const t = useProductsT()
  return (
    <ExportButton
      label={t('csv.export')}
      busyLabel={t('csv.exporting')}
      fileName="products.csv"
      download={() => exportProductsCsv(query)}
      failed={(error) => toast.error(t('csv.exportFailed'), { description: productErrorMessage(error) })}
    />
  )
}
