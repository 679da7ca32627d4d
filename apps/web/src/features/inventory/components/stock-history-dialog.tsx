import type { InventoryLevel } from '@lojista/contracts/catalog/inventory'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { errorMessage } from '@/lib/api/error-message'
import { formatDateTime, formatNumber } from '@/lib/format'
import { cn } from '@/lib/utils'
import { useStockHistory } from '../api/inventory-queries'
import { translateInventoryMessage, useInventoryT } from '../i18n/inventory-i18n'
import { variantName } from './adjust-stock-dialog'

interface StockHistoryDialogProps {
  /** The level whose variant's history is shown; null keeps the dialog closed. */
  level: InventoryLevel | null
  onClose: () => void
}

/** Every recorded change of a variant's stock: when, where, by how much, why and by whom. */
export function StockHistoryDialog({ level, onClose }: StockHistoryDialogProps) {
  const t = useInventoryT()
  const history = useStockHistory(level?.variant.id ?? null)
  const changes = history.data?.pages.flatMap((page) => page.edges.map((edge) => edge.node)) ?? []

  return (
    <Dialog open={level !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')} className="sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>{t('history.title')}</DialogTitle>
          <DialogDescription>{level && variantName(level, t('list.defaultVariant'))}</DialogDescription>
        </DialogHeader>
        {history.isPending && <Skeleton className="h-32 w-full" />}
        {history.isError && (
          <Alert variant="destructive">
            {errorMessage(history.error, { translate: translateInventoryMessage })}
          </Alert>
        )}
        {history.isSuccess && changes.length === 0 && (
          <p className="text-muted-foreground text-sm">{t('history.empty')}</p>
        )}
        {changes.length > 0 && (
          <div className="max-h-[60svh] overflow-y-auto rounded-lg border">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('history.columnWhen')}</TableHead>
                  <TableHead>{t('history.columnLocation')}</TableHead>
                  <TableHead className="text-right">{t('history.columnChange')}</TableHead>
                  <TableHead className="text-right">{t('history.columnAfter')}</TableHead>
                  <TableHead>{t('history.columnReason')}</TableHead>
                  <TableHead>{t('history.columnNote')}</TableHead>
                  <TableHead>{t('history.columnWho')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {changes.map((change) => (
                  <TableRow key={change.id}>
                    <TableCell>
                      <time dateTime={change.createdAt}>{formatDateTime(change.createdAt)}</time>
                    </TableCell>
                    <TableCell>{change.location.name}</TableCell>
                    <TableCell
                      className={cn(
                        'text-right tabular-nums',
                        change.delta < 0 ? 'text-destructive' : 'text-emerald-700',
                      )}
                    >
                      {change.delta > 0
                        ? `+${formatNumber(change.delta)}`
                        : change.delta < 0
                          ? `−${formatNumber(Math.abs(change.delta))}`
                          : formatNumber(0)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatNumber(change.availableAfter)}
                    </TableCell>
                    <TableCell>{t(`reason.${change.reason}`)}</TableCell>
                    <TableCell className="max-w-56 whitespace-normal">
                      {change.note || t('common.none')}
                    </TableCell>
                    <TableCell>{change.user?.name ?? t('history.removedUser')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
        {history.hasNextPage && (
          <Button
            variant="outline"
            className="justify-self-center"
            disabled={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {t('history.more')}
          </Button>
        )}
      </DialogContent>
    </Dialog>
  )
}
