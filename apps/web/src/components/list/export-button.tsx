import { DownloadIcon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { saveFile } from '@/lib/save-file'

/**
 * Downloads what a list shows (its search and filters, every page) as a file. The button says it is
 * busy while the file is made; `failed` tells the person when it could not be.
 */
export function ExportButton({
  label,
  busyLabel,
  fileName,
  download,
  failed,
}: {
  label: string
  busyLabel: string
  fileName: string
  download: () => Promise<Blob>
  failed: (error: unknown) => void
}) {
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    try {
      saveFile(await download(), fileName)
    } catch (error) {
      failed(error)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="outline" onClick={() => void run()} disabled={busy}>
      <DownloadIcon aria-hidden />
      {busy ? busyLabel : label}
    </Button>
  )
}
