import { useQueryClient } from '@tanstack/react-query'
import { FileTextIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Progress } from '@/components/ui/progress'
import { ApiError } from '@/lib/api/api-error'
import { invalidateAll, useQueryKeys } from '@/lib/query-keys'
import { importProductRows } from '../api/product-csv-api'
import { translateProductMessage, useProductsT } from '../i18n/products-i18n'
import {
  type CsvRow,
  emptyReport,
  ImportFileError,
  type ImportReport,
  readProductCsv,
  rowHandle,
  runImport,
} from '../utils/product-import'
import { FileDropZone } from './file-drop-zone'
import { ImportReportView } from './import-report'

type Step =
  | { name: 'choose'; error?: string }
  | { name: 'ready'; fileName: string; rows: CsvRow[] }
  | { name: 'running'; report: ImportReport }
  | { name: 'done'; report: ImportReport }

interface ImportProductsDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Reads a CSV in the browser, sends it in batches with a progress bar and ends with a per-row report. */
export function ImportProductsDialog({ open, onOpenChange }: ImportProductsDialogProps) {
  const t = useProductsT()
  const queryClient = useQueryClient()
  const keys = useQueryKeys()
  const [step, setStep] = useState<Step>({ name: 'choose' })
  const controller = useRef<AbortController | null>(null)

  // Closing the page mid-import stops sending the rest.
  useEffect(() => () => controller.current?.abort(), [])

  const chooseFile = async (file: File) => {
    try {
      const rows = readProductCsv(await file.text())
      setStep({ name: 'ready', fileName: file.name, rows })
    } catch (error) {
      if (!(error instanceof ImportFileError)) throw error
      const message = translateProductMessage(error.message)
      setStep({ name: 'choose', error: error.detail ? `${message}: ${error.detail}` : message })
    }
  }

  const start = async (rows: CsvRow[]) => {
    const abort = new AbortController()
    controller.current = abort
    setStep({ name: 'running', report: emptyReport(rows.length) })
    const report = await runImport(rows, {
      send: importProductRows,
      signal: abort.signal,
      onProgress: (current) => setStep({ name: 'running', report: current }),
      describeFailure: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          return { message: t('csv.sessionEnded'), fatal: true }
        }
        return {
          message: error instanceof Error ? translateProductMessage(error.message) : String(error),
          fatal: false,
        }
      },
    })
    // Closed meanwhile: the dialog starts afresh next time.
    if (controller.current !== abort) return
    controller.current = null
    setStep({ name: 'done', report })
    await invalidateAll(queryClient, keys.affectedBy.catalogChange)
  }

  const close = (next: boolean) => {
    if (next) return onOpenChange(true)
    const running = controller.current
    controller.current = null
    running?.abort()
    onOpenChange(false)
    setStep({ name: 'choose' })
  }

  const productCount = step.name === 'ready' ? new Set(step.rows.map(rowHandle).filter(Boolean)).size : 0

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent closeLabel={t('common.close')} className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {step.name === 'done'
              ? step.report.stopped
                ? t('csv.stoppedTitle')
                : t('csv.doneTitle')
              : t('csv.importTitle')}
          </DialogTitle>
          <DialogDescription>{t('csv.importDescription')}</DialogDescription>
        </DialogHeader>

        {step.name === 'choose' && (
          <div className="grid gap-3">
            {step.error && <Alert variant="destructive">{step.error}</Alert>}
            <FileDropZone
              accept=".csv,text/csv"
              onFiles={([file]) => file && void chooseFile(file)}
              prompt={t('csv.dropHere')}
              buttonLabel={t('csv.browse')}
              inputLabel={t('csv.chooseFile')}
            />
          </div>
        )}

        {step.name === 'ready' && (
          <p className="flex items-center gap-2 text-sm">
            <FileTextIcon className="size-4 text-muted-foreground" aria-hidden />
            {t('csv.fileSummary', { name: step.fileName, rows: step.rows.length, products: productCount })}
          </p>
        )}

        {step.name === 'running' && (
          <div className="grid gap-2">
            <Progress
              aria-label={t('csv.progressLabel')}
              value={step.report.doneRows}
              max={Math.max(step.report.totalRows, 1)}
            />
            <p className="text-muted-foreground text-sm" aria-live="polite">
              {t('csv.progress', { done: step.report.doneRows, total: step.report.totalRows })}
            </p>
          </div>
        )}

        {step.name === 'done' && <ImportReportView report={step.report} />}

        <DialogFooter>
          {step.name === 'ready' && (
            <>
              <Button variant="outline" onClick={() => setStep({ name: 'choose' })}>
                {t('common.cancel')}
              </Button>
              <Button onClick={() => void start(step.rows)}>{t('csv.start')}</Button>
            </>
          )}
          {step.name === 'running' && (
            <Button variant="outline" onClick={() => controller.current?.abort()}>
              {t('csv.stop')}
            </Button>
          )}
          {step.name === 'done' && (
            <>
              <Button variant="outline" onClick={() => setStep({ name: 'choose' })}>
                {t('csv.importAnother')}
              </Button>
              <Button onClick={() => close(false)}>{t('common.close')}</Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
