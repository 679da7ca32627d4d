import { DownloadIcon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { exportProductsCsv } from '../api/product-csv-api'
import { productErrorMessage, useProductsT } from '../i18n/products-i18n'
import { downloadBlob } from '../utils/download'

/** Downloads the products the list shows (its search and filters, every page) as CSV. */
export function ExportProductsButton({ query }: { query: string }) {
  const t = useProductsT()
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    try {
      downloadBlob(await exportProductsCsv(query), 'products.csv')
    } catch (error) {
      toast.error(t('csv.exportFailed'), {
        description: productErrorMessage(error),
      })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="outline" onClick={() => void run()} disabled={busy}>
      <DownloadIcon aria-hidden />
      {busy ? t('csv.exporting') : t('csv.export')}
    </Button>
  )
}
