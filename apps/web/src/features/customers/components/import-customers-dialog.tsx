import { customerCsvColumns } from '@lojista/contracts/party/customer-csv'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { translateCustomerMessage, useCustomersT } from '@/components/customers/i18n/customers-i18n'
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
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Progress } from '@/components/ui/progress'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { errorMessage } from '@/lib/api/error-message'
import { importCustomers } from '@/lib/api/party-api'
import { useQueryKeys } from '@/lib/query-keys'
import {
  type CustomerCsvFile,
  type CustomerCsvProblem,
  type ImportReport,
  importInBatches,
  isCsvProblem,
  readCustomerCsv,
} from '../model/customer-import'

type Stage =
  | { kind: 'choose'; file: CustomerCsvFile | CustomerCsvProblem | null }
  | { kind: 'running'; report: ImportReport }
  | { kind: 'finished'; report: ImportReport; stopped: boolean; failure: string | null }

interface ImportCustomersDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * CSV import of customers: the browser parses the file and sends it 100 rows at a time, showing progress
 * batch by batch, and ends with a report of what was created, updated and which rows failed and why.
 */
export function ImportCustomersDialog({ open, onOpenChange }: ImportCustomersDialogProps) {
  const t = useCustomersT()
  const { t: tCommon } = useTranslation()
  const fileId = useId()
  const queryClient = useQueryClient()
  const keys = useQueryKeys()
  const [stage, setStage] = useState<Stage>({ kind: 'choose', file: null })
  const controller = useRef<AbortController | null>(null)

  const reset = () => setStage({ kind: 'choose', file: null })
  const close = () => {
    if (stage.kind === 'running') return
    reset()
    onOpenChange(false)
  }

  const choose = async (file: File | undefined) => {
    if (!file) return reset()
    setStage({ kind: 'choose', file: readCustomerCsv(await file.text()) })
  }

  const start = async (file: CustomerCsvFile) => {
    const current = new AbortController()
    controller.current = current
    let report: ImportReport = {
      done: 0,
      total: file.rows.length,
      created: 0,
      updated: 0,
      failed: 0,
      errors: [],
    }
    setStage({ kind: 'running', report })
    let failure: string | null = null
    try {
      report = await importInBatches(
        file.rows,
        (rows, firstRowNumber, signal) => importCustomers(rows, firstRowNumber, signal),
        (next) => {
          report = next
          setStage({ kind: 'running', report: next })
        },
        current.signal,
      )
    } catch (error) {
      if (!current.signal.aborted)
        failure = t('import.batchFailed', {
          reason: errorMessage(error, { translate: translateCustomerMessage }),
        })
    }
    controller.current = null
    setStage({ kind: 'finished', report, stopped: current.signal.aborted, failure })
    await queryClient.invalidateQueries({ queryKey: keys.customers.all })
  }

  const chosen = stage.kind === 'choose' ? stage.file : null
  const problem = chosen && isCsvProblem(chosen) ? chosen : null
  const ready = chosen && !isCsvProblem(chosen) ? chosen : null

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent
        closeLabel={tCommon('common.close')}
        showClose={stage.kind !== 'running'}
        className="sm:max-w-2xl"
        onEscapeKeyDown={(event) => stage.kind === 'running' && event.preventDefault()}
        onInteractOutside={(event) => stage.kind === 'running' && event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{t('import.title')}</DialogTitle>
          <DialogDescription>{t('import.description')}</DialogDescription>
        </DialogHeader>

        {stage.kind === 'choose' && (
          <div className="grid gap-3">
            <div className="grid gap-2">
              <Label htmlFor={fileId}>{t('import.file')}</Label>
              <Input
                id={fileId}
                type="file"
                accept=".csv,text/csv"
                onChange={(event) => void choose(event.target.files?.[0])}
              />
            </div>
            {problem && (
              <Alert variant="destructive">
                {problem.kind === 'unreadable'
                  ? t('import.unreadable', { reason: problem.reason })
                  : problem.kind === 'noRows'
                    ? t('import.noRows')
                    : t('import.unknownColumns', { columns: customerCsvColumns.slice(0, 4).join(', ') })}
              </Alert>
            )}
            {ready && (
              <p role="status" className="text-sm">
                {t('import.rows', { count: ready.rows.length })}
              </p>
            )}
            {ready && ready.ignoredColumns.length > 0 && (
              <Alert>{t('import.ignoredColumns', { columns: ready.ignoredColumns.join(', ') })}</Alert>
            )}
          </div>
        )}

        {stage.kind !== 'choose' && <ImportProgress report={stage.report} />}

        {stage.kind === 'finished' && (
          <ImportResult report={stage.report} stopped={stage.stopped} failure={stage.failure} />
        )}

        <DialogFooter>
          {stage.kind === 'choose' && (
            <>
              <Button variant="outline" onClick={close}>
                {t('import.cancel')}
              </Button>
              <Button disabled={!ready} onClick={() => ready && void start(ready)}>
                {t('import.start')}
              </Button>
            </>
          )}
          {stage.kind === 'running' && (
            <Button variant="outline" onClick={() => controller.current?.abort()}>
              {t('import.stop')}
            </Button>
          )}
          {stage.kind === 'finished' && <Button onClick={close}>{t('import.close')}</Button>}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

function ImportProgress({ report }: { report: ImportReport }) {
  const t = useCustomersT()
  const labelId = useId()
  return (
    <div className="grid gap-2">
      <Progress value={report.done} max={report.total} aria-labelledby={labelId} />
      <p id={labelId} role="status" className="text-muted-foreground text-sm">
        {t('import.progress', { done: report.done, total: report.total })}
      </p>
    </div>
  )
}

function ImportResult({
  report,
  stopped,
  failure,
}: {
  report: ImportReport
  stopped: boolean
  failure: string | null
}) {
  const t = useCustomersT()
  const lines = report.errors.flatMap((result) =>
    result.errors.map((error, index) => ({ key: `${result.row}-${index}`, row: result.row, ...error })),
  )
  return (
    <section aria-label={t('import.done')} className="grid gap-3">
      {failure && <Alert variant="destructive">{failure}</Alert>}
      {stopped && <Alert>{t('import.stopped', { done: report.done, total: report.total })}</Alert>}
      <p className="font-medium text-sm">
        {t('import.done')}: {t('import.created', { count: report.created })} ·{' '}
        {t('import.updated', { count: report.updated })} · {t('import.failed', { count: report.failed })}
      </p>
      {lines.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('import.noErrors')}</p>
      ) : (
        <div className="grid gap-2">
          <h3 className="font-medium text-sm">{t('import.errorsTitle')}</h3>
          <div className="max-h-64 overflow-y-auto rounded-md border">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('import.row')}</TableHead>
                  <TableHead>{t('import.field')}</TableHead>
                  <TableHead>{t('import.message')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {lines.map((line) => (
                  <TableRow key={line.key}>
                    <TableCell className="tabular-nums">{line.row}</TableCell>
                    <TableCell>{line.path}</TableCell>
                    <TableCell className="whitespace-normal">
                      {translateCustomerMessage(line.message)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </div>
      )}
    </section>
  )
}
