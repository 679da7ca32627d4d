import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { translateProductMessage, useProductsT } from '../i18n/products-i18n'
import type { ImportReport } from '../utils/product-import'

/** What an import did: rows created, updated and failed, then every failed row with its reason. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const t = useProductsT()
  const counts = [
    { label: t('csv.resultCreated'), value: report.created },
    { label: t('csv.resultUpdated'), value: report.updated },
    { label: t('csv.resultFailed'), value: report.failed },
  ]
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-3 gap-2">
        {counts.map(({ label, value }) => (
          <div key={label} className="rounded-lg border p-3">
            <dt className="text-muted-foreground text-xs">{label}</dt>
            <dd className="font-semibold text-lg">{t('csv.resultRows', { count: value })}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm">{t('csv.resultProducts', { count: report.products })}</p>
      {report.errors.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('csv.noErrors')}</p>
      ) : (
        <section aria-labelledby="import-errors" className="grid gap-2">
          <h3 id="import-errors" className="font-medium text-sm">
            {t('csv.errorsTitle')}
          </h3>
          <div className="max-h-64 overflow-y-auto rounded-lg border">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('csv.columnRow')}</TableHead>
                  <TableHead>{t('csv.columnHandle')}</TableHead>
                  <TableHead>{t('csv.columnColumn')}</TableHead>
                  <TableHead>{t('csv.columnMessage')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {report.errors.map((error, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row may have several errors of one column
                  <TableRow key={index}>
                    <TableCell className="tabular-nums">{error.row}</TableCell>
                    <TableCell>{error.handle || t('common.none')}</TableCell>
                    <TableCell>{error.column || t('common.none')}</TableCell>
                    <TableCell className="whitespace-normal">
                      {translateProductMessage(error.message)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </section>
      )}
    </div>
  )
}
